// Estonian for every English source string the portal shows. Keys are the English text itself;
// a unit test (i18n.test.ts) fails when a string used in the code is missing here.
import { BROKEN_LINK_ET } from '@valik/api/domain';
import { journeyEt } from '../features/registration/et.journey.ts';
import { billingEt } from '../features/billing/et.billing.ts';
import { teachingEt } from '../features/cohorts/et.teaching.ts';
import { paymentsEt } from '../features/track/et.payments.ts';
import { passesEt } from '../features/payment-plan/et.passes.ts';
import { communityEt } from '../features/community/et.community.ts';
import { coursesEt } from '../features/courses/et.courses.ts';

export const et: Record<string, string> = {
  ...billingEt, // invoices, billing history, school credits and conditions (issue 7)
  ...journeyEt, // the student journey (issue 6); entries below win on a shared key
  ...teachingEt, // teachers and school representatives (issue 8)
  ...paymentsEt, // online payments: the way to pay, the return pages (issue 7)
  ...passesEt, // passes, promotion codes, pay now (issue 7)
  ...communityEt, // Discord, Classroom, LearnWorlds progress (issue 14)
  ...coursesEt, // a teacher's courses and cohort proposals (issue 18)
  // global screens (product-spec §2, §8)
  'This page could not be found': 'Seda lehte ei leitud',
  'An error occurred': 'Tekkis viga',
  "Looks like you've followed a broken link or entered a URL that doesn't exist on this site.": BROKEN_LINK_ET,
  'Go back to the main page': 'Mine tagasi avalehele',
  'Error details': 'Vea üksikasjad',
  // a newer build is out while the tab was open (product-spec §7)
  'A new version is available': 'Saadaval on uus versioon',
  Reload: 'Laadi uuesti',
  'Page not found': 'Lehte ei leitud',
  'The course could not be found': 'Kursust ei leitud',
  'The cohort could not be found': 'Gruppi ei leitud',
  'The user could not be found': 'Kasutajat ei leitud',
  Cookies: 'Küpsised',
  'This site uses cookies. By accepting to use cookies, you may improve your browsing experience. You can change your cookies preferences anytime in your browser menu.':
    'See sait kasutab küpsiseid. Küpsistega nõustudes võid oma sirvimiskogemust parandada. Küpsiste eelistusi saad igal ajal muuta oma brauseri menüüs.',
  'I agree': 'Nõustun',
  Close: 'Sulge',
  Loading: 'Laadimine',
  'Skip to content': 'Liigu sisu juurde',
  'Something went wrong. Please try again.': 'Midagi läks valesti. Palun proovi uuesti.',
  'Coming soon': 'Tuleb peagi',
  'This page is being built. Please check back soon.': 'Seda lehte alles ehitatakse. Palun vaata peagi uuesti.',

  // header and menu
  Language: 'Keel',
  'Main menu': 'Peamenüü',
  'Open menu': 'Ava menüü',
  'Log in': 'Logi sisse',
  'Log out': 'Logi välja',
  'My courses': 'Minu kursused',
  'My profile': 'Minu profiil',
  Pricing: 'Hinnad',
  Help: 'Abi',
  Dashboard: 'Töölaud',
  'My cohorts': 'Minu grupid',
  'My students': 'Minu õpilased',
  'School credits': 'Kooli krediit',
  'Payment conditions': 'Maksetingimused',
  Feedback: 'Tagasiside',
  Management: 'Haldus',
  Cohorts: 'Grupid',

  // sign-in (product-spec §8)
  'E-mail': 'E-post',
  Password: 'Parool',
  'Logging in…': 'Sisselogimine…',
  'Please enter your e-mail address': 'Palun sisesta oma e-posti aadress',
  'Please enter your password': 'Palun sisesta oma parool',
  "Sorry, we couldn't find an account with that email or password":
    'Vabandust, me ei leidnud selle e-posti või parooliga kontot',
  'Midagi läks nihu. Kindel, et selle emailiga kasutaja on registreeritud?':
    'Midagi läks nihu. Kindel, et selle emailiga kasutaja on registreeritud?',
  'Forgot your password?': 'Unustasid parooli?',
  'No account yet?': 'Kontot veel pole?',
  'Sign up': 'Registreeru',
  'Want to teach at Valik?': 'Soovid Valikus õpetada?',
  'Apply to teach': 'Kandideeri õpetajaks',
  'Back to log in': 'Tagasi sisselogimise juurde',
  'Update password': 'Parooli uuendamine',
  'Thank you for your application!': 'Aitäh, et kandideerisid!',
  'We have received your application to teach at Valik and will contact you by e-mail.':
    'Saime sinu avalduse Valikus õpetamiseks kätte ja võtame sinuga e-posti teel ühendust.',
  'Go to the main page': 'Mine avalehele',

  // page headings
  'Invite friends': 'Kutsu sõpru',
  Courses: 'Kursused',
  'New course': 'Uus kursus',
  'Edit course': 'Kursuse muutmine',
  'Payment plan': 'Makseplaan',
  'New cohort': 'Uus grupp',
  'Edit cohort': 'Grupi muutmine',
  'Course feedback': 'Kursuse tagasiside',
  'Cohort students': 'Grupi õpilased',
  'Feedback dashboard': 'Tagasiside ülevaade',
  'Cancel subscription': 'Tellimuse tühistamine',
  'Card payment': 'Kaardimakse',
  'Bank link payment': 'Pangalingi makse',
  'Subscription cancellation': 'Tellimuse tühistamine',
  'School registration': 'Kooli registreerimine',
  'Student registration': 'Õpilase registreerimine',

  // success pages
  'Welcome to Valik!': 'Tere tulemast Valikusse!',
  'Your account is ready. Find a course that interests you and register for a cohort.':
    'Sinu konto on valmis. Leia endale huvipakkuv kursus ja registreeru gruppi.',
  'Browse courses': 'Vaata kursusi',
  'Go to my courses': 'Mine minu kursuste juurde',
  'Go to my profile': 'Mine minu profiilile',
  'Thank you for subscribing!': 'Aitäh, et tellisid!',
  'We have received your subscription. You will find its details on your profile page.':
    'Saime sinu tellimuse kätte. Selle andmed leiad oma profiili lehelt.',
  'You are registered!': 'Oled registreeritud!',
  'Thank you for registering. You will find the course under My courses.':
    'Aitäh registreerumast! Kursuse leiad lehelt Minu kursused.',

  // accounts: sign-in, sign-up, teacher application, password reset (issue 3)
  'Invalid password. Please reset your password through the link': 'Vale parool. Palun lähtesta oma parool lingi kaudu',
  'There was an error trying to sign in. Did you already use the link once?': 'Sisselogimisel tekkis viga. Kas kasutasid linki juba korra?',
  'This link is invalid or has expired. Please ask for a new one.': 'See link on vigane või aegunud. Palun küsi uus.',
  'Your e-mail address is confirmed. Please log in.': 'Sinu e-posti aadress on kinnitatud. Palun logi sisse.',
  'Development: e-mails are not sent. Read them in the': 'Arenduskeskkond: e-kirju ei saadeta. Loe neid',
  'dev mailbox': 'arenduse postkastist',
  'Hide password': 'Peida parool',
  'Show password': 'Näita parooli',
  'Two-step verification': 'Kaheastmeline kinnitamine',
  'Check your e-mail': 'Vaata oma e-posti',
  'If there is an account for {{email}}, we have sent a sign-in link to it. The link works for 15 minutes and only once.':
    'Kui aadressiga {{email}} on konto, saatsime sellele sisselogimislingi. Link kehtib 15 minutit ja töötab ühe korra.',
  'How to log in': 'Kuidas sisse logida',
  'With password': 'Parooliga',
  'With an e-mail link': 'E-posti lingiga',
  'Reset your password': 'Lähtesta parool',
  'We will e-mail you a link that logs you in once, without a password.':
    'Saadame sulle e-postiga lingi, millega saad ühe korra ilma paroolita sisse logida.',
  'Send me a link': 'Saada mulle link',
  'Enter the 6-digit code': 'Sisesta 6-kohaline kood',
  'Enter the code we send to your phone.': 'Sisesta kood, mille saadame sinu telefonile.',
  'Enter the 6-digit code from your authenticator app.': 'Sisesta autentimisrakenduse 6-kohaline kood.',
  'Choose a factor': 'Vali kinnitusviis',
  SMS: 'SMS',
  'Authenticator app': 'Autentimisrakendus',
  'Send a new code': 'Saada uus kood',
  'Send the code': 'Saada kood',
  Code: 'Kood',
  'Checking…': 'Kontrollin…',
  Confirm: 'Kinnita',
  'Cancel and log out': 'Katkesta ja logi välja',
  'We sent a confirmation link to {{email}}. Open it to confirm your address and log in.':
    'Saatsime kinnituslingi aadressile {{email}}. Ava see, et aadress kinnitada ja sisse logida.',
  'Did not get it? Check the spam folder. Logging in sends a new link.':
    'Kirja pole? Vaata rämpsposti kausta. Sisselogimisel saadame uue lingi.',
  'At least 10 characters. Avoid passwords that are easy to guess.':
    'Vähemalt 10 tähemärki. Väldi paroole, mida on lihtne ära arvata.',
  'I agree to the terms of use and the privacy policy': 'Nõustun kasutustingimuste ja privaatsuspoliitikaga',
  'Read them:': 'Loe neid:',
  'Terms of use': 'Kasutustingimused',
  'Privacy policy': 'Privaatsuspoliitika',
  'Creating your account…': 'Loome sinu kontot…',
  'Create account': 'Loo konto',
  'Already have an account?': 'Konto on juba olemas?',
  'First name': 'Eesnimi',
  'Last name': 'Perekonnanimi',
  'E-mail again': 'E-post uuesti',
  'Password again': 'Parool uuesti',
  Phone: 'Telefon',
  'Short description of yourself': 'Lühikirjeldus endast',
  'Courses you could teach': 'Kursused, mida võiksid õpetada',
  'Tell us about yourself and the courses you could teach. We will review your application and answer by e-mail.':
    'Räägi meile endast ja kursustest, mida võiksid õpetada. Vaatame avalduse läbi ja vastame e-postiga.',
  'Sending…': 'Saadan…',
  'Send application': 'Saada avaldus',
  'We have received your application to teach at Valik and will contact you by e-mail. Meanwhile, please confirm your e-mail address with the link we sent you.':
    'Saime sinu avalduse Valikus õpetamiseks kätte ja võtame sinuga e-posti teel ühendust. Vahepeal kinnita palun oma e-posti aadress lingiga, mille sulle saatsime.',
  'If there is an account for {{email}}, we have sent a link to set a new password. It works for one hour.':
    'Kui aadressiga {{email}} on konto, saatsime sellele lingi uue parooli seadmiseks. Link kehtib ühe tunni.',
  'Enter your e-mail address and we will send you a link to set a new password.':
    'Sisesta oma e-posti aadress ja saadame sulle lingi uue parooli seadmiseks.',
  'Your password is set. You can now log in.': 'Sinu parool on seatud. Nüüd saad sisse logida.',
  'Your password has been changed. Every session was signed out; log in with the new password.':
    'Sinu parool on muudetud. Kõik sessioonid lõpetati; logi sisse uue parooliga.',
  'Set your password': 'Sea endale parool',
  'Set a new password': 'Sea uus parool',
  'Ask for a new link': 'Küsi uus link',
  'New password': 'Uus parool',
  'New password again': 'Uus parool uuesti',
  'Set password': 'Sea parool',
  'Change password': 'Muuda parooli',

  // form rules (product-spec §5), shown through t()
  'This field is required': 'See väli on kohustuslik',
  'Password is required': 'Parool on kohustuslik',
  'Password must be at least 10 characters': 'Parool peab olema vähemalt 10 tähemärki',
  'Password must be at most 128 characters': 'Parool võib olla kuni 128 tähemärki',
  'Passwords do not match': 'Paroolid ei kattu',
  'E-mail is required': 'E-posti aadress on kohustuslik',
  'Invalid e-mail address': 'Vigane e-posti aadress',
  'E-mail addresses do not match': 'E-posti aadressid ei kattu',
  'You must agree to the terms': 'Pead tingimustega nõustuma',
  'This password is too common. Please choose another one.': 'See parool on liiga levinud. Palun vali mõni teine.',
  'Please fill in all fields': 'Palun täida kõik väljad',
  'Invalid phone number': 'Vigane telefoninumber',
  'This is too long': 'See on liiga pikk',
  'Invalid class time': 'Vigane tunniaeg',
  'The summary can be at most 250 words': 'Kokkuvõte võib olla kuni 250 sõna',
  'Add at least 3 learning outcomes': 'Lisa vähemalt 3 õpiväljundit',
  'Add at most 6 learning outcomes': 'Lisa kuni 6 õpiväljundit',

  // profile (own account)
  Saved: 'Salvestatud',
  Profile: 'Profiil',
  'Your picture': 'Sinu pilt',
  'Change picture': 'Muuda pilti',
  'Add a picture': 'Lisa pilt',
  'Remove picture': 'Eemalda pilt',
  'Your picture was updated': 'Sinu pilt on uuendatud',
  'The image can be at most 5 MB': 'Pilt võib olla kuni 5 MB',
  'You log in with this address.': 'Selle aadressiga logid sisse.',
  'Change e-mail address': 'Muuda e-posti aadressi',
  'New e-mail address': 'Uus e-posti aadress',
  'New e-mail address again': 'Uus e-posti aadress uuesti',
  'Send confirmation link': 'Saada kinnituslink',
  'Your address now is {{email}}. Until you confirm the new one, you keep logging in with it.':
    'Sinu praegune aadress on {{email}}. Kuni uut pole kinnitatud, logid sisse selle aadressiga.',
  'We sent a confirmation link to {{email}}. Your address changes once you open it.':
    'Saatsime kinnituslingi aadressile {{email}}. Aadress muutub, kui lingi avad.',
  'Your e-mail address was changed.': 'Sinu e-posti aadress on muudetud.',
  'Save these recovery codes somewhere safe. If you lose your phone, each code lets you log in once. They are shown only now.':
    'Hoia need taastekoodid kindlas kohas. Kui kaotad telefoni, saad iga koodiga ühe korra sisse logida. Neid näidatakse ainult praegu.',
  'Recovery codes': 'Taastekoodid',
  Copied: 'Kopeeritud',
  Copy: 'Kopeeri',
  Download: 'Laadi alla',
  'I have saved them': 'Salvestasin need',
  'New recovery codes replace the old ones, which stop working. Continue?': 'Uued taastekoodid asendavad vanad, mis lakkavad töötamast. Kas jätkata?',
  'Recovery codes left: {{count}}': 'Kasutamata taastekoode: {{count}}',
  'Make new recovery codes': 'Loo uued taastekoodid',
  'Enter one of your recovery codes': 'Sisesta üks oma taastekoodidest',
  'Enter one of the recovery codes you saved when you turned on two-step verification. Each code works once.':
    'Sisesta üks taastekoodidest, mille salvestasid kaheastmelise kinnitamise sisselülitamisel. Iga kood töötab ühe korra.',
  'Recovery code': 'Taastekood',
  'Use the code of my factor': 'Kasuta oma teguri koodi',
  'Lost your phone? Use a recovery code': 'Kaotasid telefoni? Kasuta taastekoodi',
  Save: 'Salvesta',
  'Account settings': 'Konto seaded',
  'Language of the site and the e-mails': 'Veebi ja e-kirjade keel',
  'As my browser prefers': 'Nagu minu brauser eelistab',
  'Your account has no password yet. You log in with e-mail links.': 'Sinu kontol pole veel parooli. Logid sisse e-posti linkidega.',
  'Set a password': 'Sea parool',
  'Your password was changed and your other sessions were ended.': 'Sinu parool on muudetud ja teised sessioonid lõpetati.',
  'Changing the password signs you out on every other device.': 'Parooli muutmine logib sind välja kõigis teistes seadmetes.',
  'Current password': 'Praegune parool',
  // re-authentication before a sensitive change (ADR 017)
  'Confirm it is you': 'Kinnita, et see oled sina',
  Reject: 'Keeldun',
  'This change needs your password, because you logged in a while ago.': 'Selle muudatuse jaoks on vaja sinu parooli, sest logisid sisse mõni aeg tagasi.',
  'Please confirm it is you: enter your password.': 'Palun kinnita, et see oled sina: sisesta oma parool.',
  'The password is not correct': 'Parool ei ole õige',
  'Enter the code of your second factor too': 'Sisesta ka oma teise kinnitusviisi kood',
  'Your account has no password: sign out and sign in again with an e-mail link to make this change.':
    'Sinu kontol pole parooli: selle muudatuse tegemiseks logi välja ja uuesti sisse e-posti lingiga.',
  'Please check the marked fields.': 'Palun kontrolli märgitud välju.',
  'Two-step verification is on': 'Kaheastmeline kinnitamine on sees',
  'Two-step verification is off.': 'Kaheastmeline kinnitamine on väljas.',
  'With two-step verification, logging in also asks for a code from your phone: your password alone is not enough.':
    'Kaheastmelise kinnitamisega küsib sisselogimine ka koodi sinu telefonist: ainult paroolist ei piisa.',
  'Add an authenticator app': 'Lisa autentimisrakendus',
  'Add a phone': 'Lisa telefon',
  'Name for it': 'Nimi',
  'For example the name of your phone.': 'Näiteks sinu telefoni nimi.',
  'Phone number': 'Telefoninumber',
  Continue: 'Jätka',
  Cancel: 'Tühista',
  'Scan this QR code with your authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password).':
    'Skanni see QR-kood oma autentimisrakendusega (näiteks Google Authenticator, Microsoft Authenticator või 1Password).',
  'QR code for the authenticator app': 'QR-kood autentimisrakenduse jaoks',
  'Or type this key into the app:': 'Või sisesta rakendusse see võti:',
  'We sent a code to your phone.': 'Saatsime sinu telefonile koodi.',
  'Turn on': 'Lülita sisse',
  'Remove “{{name}}”?': 'Kas eemaldada „{{name}}“?',
  'Remove {{name}}': 'Eemalda {{name}}',
  Remove: 'Eemalda',
  Removed: 'Eemaldatud',
  'Your factors': 'Sinu kinnitusviisid',
  On: 'Sees',
  'Not finished': 'Lõpetamata',
  'Where you are logged in': 'Kus oled sisse logitud',
  Sessions: 'Sessioonid',
  'This device': 'See seade',
  Since: 'Alates',
  'Log out everywhere': 'Logi välja kõikjal',
  'Log out everywhere?': 'Kas logida välja kõikjal?',
  'Every session ends, on this device too. You will need to log in again.':
    'Kõik sessioonid lõpevad, ka selles seadmes. Pead uuesti sisse logima.',
  'You were signed out everywhere.': 'Oled kõikjal välja logitud.',
  Privacy: 'Privaatsus',
  'Your data': 'Sinu andmed',
  'Download everything we store about you as a JSON file.': 'Laadi alla kõik, mida me sinu kohta hoiame, JSON-failina.',
  'Download my data': 'Laadi minu andmed alla',
  'Delete my account': 'Kustuta minu konto',
  'Your login, profile and contact details are erased at once and you are logged out everywhere. Invoices and payments are kept without your name for seven years, as accounting law requires.':
    'Sinu sisselogimise, profiili ja kontaktandmed kustutatakse kohe ning sind logitakse kõikjal välja. Arveid ja makseid hoitakse raamatupidamise seaduse järgi seitse aastat ilma sinu nimeta.',
  'Delete your account for good?': 'Kas kustutada konto jäädavalt?',
  'This cannot be undone. Your course registrations and results will no longer be linked to you.':
    'Seda ei saa tagasi võtta. Sinu kursustele registreerumised ja tulemused ei ole enam sinuga seotud.',
  'Your password': 'Sinu parool',
  'Type your e-mail address': 'Kirjuta oma e-posti aadress',
};

/**
 * English is the keys themselves, except the one message the spec gives only in Estonian and the
 * singular of a counted noun (i18next's `_one` key; the key itself is the plural).
 */
export const en: Record<string, string> = {
  '{{count}} seats left_one': '{{count}} seat left',
  '{{count}} credits_one': '{{count}} credit',
  'Used {{count}} times_one': 'Used once',
  'Average {{average}} from {{count}} answers._one': 'Average {{average}} from {{count}} answer.',
  'On average: {{answer}} ({{count}} answers)._one': 'On average: {{answer}} ({{count}} answer).',
  'Midagi läks nihu. Kindel, et selle emailiga kasutaja on registreeritud?':
    'Something went wrong. Are you sure a user with this email is registered?',
};
