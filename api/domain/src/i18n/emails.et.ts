// Estonian of the e-mails (mail/templates.ts). Keys are the English source strings, as everywhere;
// merged into the API's dictionary (index.ts).
export const emailsEt: Record<string, string> = {
  // shared
  'Hello {name},': 'Tere, {name}!',
  'Hello,': 'Tere!',
  'Log in': 'Logi sisse',
  'My courses': 'Minu kursused',
  'My students': 'Minu õpilased',
  Register: 'Registreeru',
  'Set a new password': 'Sea uus parool',
  '{n} credit|{n} credits': '{n} krediit|{n} krediiti',
  '…and {n} more': '…ja veel {n}',
  student: 'õpilane',
  teacher: 'õpetaja',
  'school representative': 'kooli esindaja',
  administrator: 'administraator',
  // accounts
  'Setting a new password': 'Uue parooli seadmine',
  'Confirm your e-mail address': 'Kinnita oma e-posti aadress',
  'Thank you for creating a Valik account! Confirm your e-mail address so you can log in.':
    'Aitäh, et lõid Valikus konto! Kinnita oma e-posti aadress, et saaksid sisse logida.',
  'Confirm e-mail address': 'Kinnita e-posti aadress',
  'The link works for 24 hours. If you did not create an account, you can delete this e-mail.':
    'Link kehtib 24 tundi. Kui sa kontot ei loonud, võid selle kirja kustutada.',
  'Someone (hopefully you) asked to reset the password of your Valik account. You can set a new password with the button below.':
    'Keegi (loodetavasti sina) palus Valiku konto parooli lähtestada. Uue parooli saad seada alloleva nupu kaudu.',
  'The link works for one hour and only once. If you did not ask for this, you do not need to do anything.':
    'Link kehtib ühe tunni ja töötab ühe korra. Kui sa ei palunud parooli lähtestada, ei pea sa midagi tegema.',
  'Your sign-in link': 'Sinu sisselogimislink',
  'Log in to Valik with the button below.': 'Logi Valikusse sisse alloleva nupu kaudu.',
  'The link works for 15 minutes and only once. If you did not ask for a sign-in link, you can delete this e-mail.':
    'Link kehtib 15 minutit ja töötab ühe korra. Kui sa sisselogimislinki ei küsinud, võid selle kirja kustutada.',
  'You have been invited to Valik': 'Sind kutsuti Valikusse',
  'An account was created for you at Valik (role: {role}). Set your password and log in.':
    'Sulle loodi Valikus konto (roll: {role}). Sea endale parool ja logi sisse.',
  'Set your password': 'Sea parool',
  'The link works for 7 days and only once. Later you can get a new one from “Forgot your password?”.':
    'Link kehtib 7 päeva ja töötab ühe korra. Hiljem saad uue lingi lehelt „Unustasid parooli?“.',
  'Your password was changed': 'Sinu parool muudeti',
  'The password of your Valik account was changed and all other sessions were ended.':
    'Sinu Valiku konto parool muudeti ja kõik teised sessioonid lõpetati.',
  'If this was not you, set a new password now.': 'Kui see polnud sina, sea kohe uus parool.',
  'Your two-step verification was removed': 'Sinu kaheastmeline kinnitus eemaldati',
  'At your request, a Valik administrator removed the two-step verification (authenticator app or phone) of your account and ended all your sessions. You can now log in with your password alone.':
    'Valiku administraator eemaldas sinu palvel sinu konto kaheastmelise kinnituse (autentimisrakendus või telefon) ja lõpetas kõik sinu sessioonid. Nüüd saad sisse logida ainult parooliga.',
  'Add a new authenticator app in your profile as soon as you have logged in. If you did not ask for this, contact us at once.':
    'Lisa uus autentimisrakendus oma profiilis kohe pärast sisselogimist. Kui sa seda ei palunud, võta meiega kohe ühendust.',
  'Open my profile': 'Ava minu profiil',
  'Confirm your new e-mail address': 'Kinnita oma uus e-posti aadress',
  'You asked to change the e-mail address of your Valik account to {newEmail}. The change takes effect once you confirm it with the button below.':
    'Palusid muuta oma Valiku konto e-posti aadressiks {newEmail}. Muudatus jõustub, kui kinnitad selle alloleva nupuga.',
  'Confirm the new address': 'Kinnita uus aadress',
  'The link works for 24 hours and only once. If you did not ask for this, you can delete this e-mail.':
    'Link kehtib 24 tundi ja töötab ühe korra. Kui sa seda ei palunud, võid selle kirja kustutada.',
  'Changing your e-mail address': 'Sinu e-posti aadressi muutmine',
  'Someone (hopefully you) asked to change the e-mail address of your Valik account to {newEmail}. The address changes only once the link sent to the new address is confirmed.':
    'Keegi (loodetavasti sina) palus muuta sinu Valiku konto e-posti aadressiks {newEmail}. Aadress muutub alles siis, kui uuele aadressile saadetud link kinnitatakse.',
  'If this was not you, change your password now and contact us.': 'Kui see polnud sina, muuda kohe oma parool ja võta meiega ühendust.',
  'Your e-mail address was changed': 'Sinu e-posti aadress muudeti',
  'The e-mail address of your Valik account is now {newEmail}. We will no longer write to this address.':
    'Sinu Valiku konto e-posti aadress on nüüd {newEmail}. Sellele aadressile me enam kirju ei saada.',
  'If this was not you, press the button below: the account gets this address back, every session is ended, and you can then set your password again.':
    'Kui see polnud sina, vajuta alloleval nupul: konto saab tagasi selle aadressi, kõik seansid lõpetatakse ja seejärel saad oma parooli uuesti määrata.',
  'This was not me – undo the change': 'See polnud mina – võta muudatus tagasi',
  'The link works for 7 days.': 'Link kehtib 7 päeva.',
  // teacher applications
  'We received your application to teach': 'Saime sinu õpetajaks kandideerimise avalduse kätte',
  'Thank you for wanting to teach at Valik! We will review your application and let you know by e-mail.':
    'Aitäh, et soovid Valikus õpetada! Vaatame avalduse läbi ja anname otsusest e-posti teel teada.',
  'Meanwhile, please confirm your e-mail address with the link in a separate e-mail.':
    'Palun kinnita vahepeal oma e-posti aadress eraldi kirjas oleva lingi kaudu.',
  'New teacher application: {applicant}': 'Uus õpetaja avaldus: {applicant}',
  '{applicant} ({email}) applied to teach.': '{applicant} ({email}) kandideeris õpetajaks.',
  'Courses they could teach: {courses}': 'Kursused, mida ta võiks õpetada: {courses}',
  'Review the application': 'Vaata avaldust',
  'You are now a Valik teacher': 'Sinust sai Valiku õpetaja',
  'Your application was approved and your account now has the teacher role. Log in to see your dashboard.':
    'Sinu avaldus kiideti heaks ja sinu kontol on nüüd õpetaja roll. Logi sisse, et näha oma töölauda.',
  'Your application to teach': 'Sinu õpetajaks kandideerimise avaldus',
  'Thank you for your interest! Unfortunately we cannot accept your application at this time. Your account stays and you can keep learning at Valik.':
    'Aitäh huvi eest! Praegu me sinu avaldust kahjuks vastu võtta ei saa. Sinu konto jääb alles ja saad Valikus edasi õppida.',
  // student journey
  'You are registered: {course}': 'Oled registreeritud: {course}',
  'You are registered for “{course}” ({cohort}), starting {start}.': 'Oled registreeritud kursusele „{course}“ ({cohort}), mis algab {start}.',
  'Payer: {payer}.': 'Maksja: {payer}.',
  'A seat is free: {course}': 'Vabanes koht: {course}',
  'A seat is free in “{course}” ({cohort}) and it is held for you until {until}.':
    'Kursusel „{course}“ ({cohort}) vabanes koht ja see on sulle hoitud kuni {until}.',
  'Register before then, otherwise we offer the seat to the next in line.': 'Registreeru enne seda, muidu pakume kohta järgmisele järjekorras.',
  'Payer changed: {course}': 'Maksja muutus: {course}',
  'The payer of “{course}” is now: {payer}.': 'Kursuse „{course}“ maksja on nüüd: {payer}.',
  'If the invoice is unpaid on {date}, access to the course closes.': 'Kui arve on {date} tasumata, suletakse ligipääs kursusele.',
  'Your diploma: {course}': 'Sinu tunnistus: {course}',
  'Congratulations! You have passed “{course}” and your diploma is ready.': 'Palju õnne! Kursus „{course}“ on sulle arvestatud ja sinu tunnistus on valmis.',
  'Its verification code is {code}. Anyone can check that it is genuine at {url}':
    'Tunnistuse kontrollkood on {code}. Igaüks saab tunnistuse ehtsust kontrollida aadressil {url}',
  'Download the diploma': 'Laadi tunnistus alla',
  'Sign in to Valik to download it. You also find it under “My courses”.':
    'Allalaadimiseks logi Valikusse sisse. Tunnistuse leiad ka lehelt „Minu kursused“.',
  // teachers
  'Class times changed: {course}': 'Tunniajad muutusid: {course}',
  'The class times of “{course}” ({cohort}) have changed.': 'Kursuse „{course}“ ({cohort}) tunniajad muutusid.',
  'New times (Estonian time): {times}.': 'Uued ajad (Eesti aeg): {times}.',
  'Course result: {course}': 'Kursuse tulemus: {course}',
  'Congratulations! You have passed “{course}”.': 'Palju õnne! Kursus „{course}“ on sulle arvestatud.',
  'You did not pass “{course}” this time.': 'Kursus „{course}“ jäi sulle seekord arvestamata.',
  'Your diploma is ready; download it from “My courses”.': 'Sinu tunnistus on valmis ja selle saad alla laadida lehelt „Minu kursused“.',
  // school representatives
  '{school}: weekly summary {from}–{to}': '{school}: nädala kokkuvõte {from}–{to}',
  "The week of {school}'s students ({from}–{to}).": 'Kooli „{school}“ õpilaste nädal ({from}–{to}).',
  'New registrations ({n}):': 'Uued registreeringud ({n}):',
  '{name}: {course} ({cohort}), starts {start}, paid by the school': '{name}: {course} ({cohort}), algus {start}, maksab kool',
  '{name}: {course} ({cohort}), starts {start}, paid by the student': '{name}: {course} ({cohort}), algus {start}, maksab õpilane',
  'No new registrations.': 'Uusi registreeringuid ei olnud.',
  'Results ({n}):': 'Tulemused ({n}):',
  '{name}: {course} ({cohort}) – passed': '{name}: {course} ({cohort}) – arvestatud',
  '{name}: {course} ({cohort}) – not passed': '{name}: {course} ({cohort}) – mittearvestatud',
  'No new results.': 'Uusi tulemusi ei olnud.',
  'Credits are running low: {credits} left. See {url}': 'Krediit on otsakorral: alles on {credits}. Vaata: {url}',
  'You get this e-mail as a representative of {school}. To stop the weekly summaries, open {url} (switch them on again on the “My students” page).':
    'Said selle kirja, sest oled kooli „{school}“ esindaja. Iganädalastest kokkuvõtetest loobumiseks ava {url} (uuesti saad need sisse lülitada lehel „Minu õpilased“).',
  // school credits
  '{school}: {credits} left': '{school}: alles {credits}',
  'The credit balance of {school} is running low: {credits} left. One credit is one course seat.':
    'Kooli „{school}“ krediidijääk on langenud: alles on {credits}. Üks krediit on üks kursusekoht.',
  'When the credits run out, students cannot register on the school’s account. Contact Valik to add credits.':
    'Kui krediit saab otsa, ei saa õpilased kooli arvel kursustele registreeruda. Krediidi lisamiseks võta ühendust Valikuga.',
  'See credits': 'Vaata krediite',
  // payments
  'Payment received: {course}': 'Makse kinnitus: {course}',
  'Thank you! We received your payment and you are registered for “{course}” ({cohort}).':
    'Aitäh! Saime sinu makse kätte ja oled kursusel „{course}“ ({cohort}).',
  'Amount: {amount}. Invoice: {invoice}, paid {paidAt} ({method}).': 'Summa: {amount}. Arve: {invoice}, tasutud {paidAt} ({method}).',
  'You get a full refund if you cancel until 7 days after the course starts.':
    'Täisraha saad tagasi, kui tühistad osalemise kuni 7 päeva pärast kursuse algust.',
  'Refund: {course}': 'Raha tagastus: {course}',
  'Your payment for “{course}” reached us after the group had no free seat left. We refund it in full.':
    'Sinu makse kursuse „{course}“ eest jõudis meieni siis, kui rühmas enam vaba kohta polnud. Tagastame kogu summa.',
  '“{course}” was already paid for, so we refund the second payment.': 'Kursuse „{course}“ eest oli juba tasutud, seega tagastame topeltmakse.',
  'Your registration for “{course}” is canceled and we refund it in full.': 'Sinu osalemine kursusel „{course}“ on tühistatud ja tagastame kogu summa.',
  'We refund {amount} to the card or account you paid from. It arrives within one working day to a week.':
    'Tagastame {amount} samale kaardile või kontole, millelt maksid. Raha jõuab kohale ühe tööpäeva kuni nädala jooksul.',
  // pass receipts (issue 28 items 1, 2)
  'Receipt: {pass}': 'Maksekviitung: {pass}',
  'Your {pass} renewed and we received its payment. Thank you!': 'Sinu {pass} uuenes ja saime selle makse kätte. Aitäh!',
  'Thank you! We received your payment for the {pass}.': 'Aitäh! Saime kätte sinu makse: {pass}.',
  card: 'kaardimakse',
  'Paid period: {from}–{to}.': 'Tasutud periood: {from}–{to}.',
  'The pass renews every {n} day: on {next} we charge {amount} again, until you stop it.|The pass renews every {n} days: on {next} we charge {amount} again, until you stop it.':
    'Pääse uueneb iga {n} päeva järel: {next} võtame uuesti {amount} ja nii edasi, kuni selle lõpetad.|Pääse uueneb iga {n} päeva järel: {next} võtame uuesti {amount} ja nii edasi, kuni selle lõpetad.',
  'To stop it, cancel the pass on the payment plan page before {next}. It then ends with the paid period and you are not charged again.':
    'Lõpetamiseks lõpeta pääse makseplaani lehel enne {next}. Siis lõpeb see tasutud perioodiga ja sinult ei võeta enam tasu.',
  'Payment plan': 'Makseplaan',
  // e-invoices (issue 28)
  'Invoice {invoice} from Valik': 'Valiku arve {invoice}',
  'The invoice {invoice} of {school} is attached as an e-invoice (EN 16931, UBL 2.1) that accounting software reads.': 'Kooli {school} arve {invoice} on lisatud e-arvena (EN 16931, UBL 2.1), mida raamatupidamistarkvara oskab lugeda.',
  'Amount due: {amount} by {due}. Please pay with the reference number {reference}.': 'Tasuda {amount} hiljemalt {due}. Palume märkida maksele viitenumbri {reference}.',
  'Amount: {amount}. Nothing is due.': 'Summa: {amount}. Tasuda ei ole vaja.',
  'The PDF and the e-invoice are also on the school’s invoices page.': 'PDF ja e-arve on ka kooli arvete lehel.',
  'School invoices': 'Kooli arved',
  'Credit note {creditNote} from Valik': 'Valiku kreeditarve {creditNote}',
  'The credit note {creditNote} of {school} takes back {amount} of the invoice {invoice}. It is attached as an e-invoice (EN 16931, UBL 2.1) that accounting software reads.':
    'Kooli {school} kreeditarve {creditNote} võtab arvelt {invoice} tagasi {amount}. See on lisatud e-arvena (EN 16931, UBL 2.1), mida raamatupidamistarkvara oskab lugeda.',
  // teachers propose, admins review (issue 29 item 6)
  "Course for review: {course}": "Kursus ülevaatamiseks: {course}",
  "{teacher} sent the course “{course}” for review.": "{teacher} saatis kursuse „{course}” ülevaatamiseks.",
  "Approve it or send it back with a reason in the console.": "Kinnita see või saada põhjendusega tagasi halduskeskkonnas.",
  "Review the course": "Vaata kursust",
  "Your course was approved: {course}": "Sinu kursus kinnitati: {course}",
  "Valik approved your course “{course}”. You can now propose cohorts of it.": "Valik kinnitas sinu kursuse „{course}”. Nüüd saad sellele gruppe välja pakkuda.",
  "Your course was sent back: {course}": "Sinu kursus saadeti tagasi: {course}",
  "Valik sent your course “{course}” back to you with this note:": "Valik saatis sinu kursuse „{course}” tagasi järgmise märkusega:",
  "Change the course and send it for review again.": "Muuda kursust ja saada see uuesti ülevaatamiseks.",
  "Cohort proposal: {course} – {cohort}": "Grupi ettepanek: {course} – {cohort}",
  "{teacher} proposed the cohort “{cohort}” of the course “{course}”, starting {start}.": "{teacher} pakkus välja kursuse „{course}” grupi „{cohort}”, mis algab {start}.",
  "Review the proposal": "Vaata ettepanekut",
  "Your cohort proposal was approved: {cohort}": "Sinu grupi ettepanek kinnitati: {cohort}",
  "Valik approved your proposal of the cohort “{cohort}” of the course “{course}”. Valik adds its links and opens the registration.": "Valik kinnitas sinu ettepaneku kursuse „{course}” grupi „{cohort}” kohta. Valik lisab grupi lingid ja avab registreerimise.",
  "My cohorts": "Minu grupid",
  "Your cohort proposal was sent back: {cohort}": "Sinu grupi ettepanek saadeti tagasi: {cohort}",
  "Valik sent your proposal of the cohort “{cohort}” of the course “{course}” back to you with this note:": "Valik saatis sinu ettepaneku kursuse „{course}” grupi „{cohort}” kohta tagasi järgmise märkusega:",
};
