// Estonian texts of the public site. Keys are the English source strings (architecture §6); a key
// missing here does not compile in .ts files and fails tests/i18n.test.ts for .astro files.
import { BROKEN_LINK_ET, GLOSSARY_ET } from '@valik/domain';

export const et = {
  // layout
  'Skip to content': 'Liigu sisu juurde',
  'Main menu': 'Peamenüü',
  Home: 'Avaleht',
  Courses: 'Kursused',
  Pricing: 'Hinnad',
  FAQ: 'KKK',
  'For schools': 'Koolidele',
  'Log in': 'Logi sisse',
  'My account': 'Minu konto',
  Language: 'Keel',
  Contact: 'Kontakt',
  'Valik is an online school of elective courses taught live in small groups.':
    'Valik on veebikool, kus valikkursusi õpetatakse otse väikestes gruppides.',
  Learn: 'Õpi',
  'Frequently asked questions': 'Korduma kippuvad küsimused',
  'Work with us': 'Tee meiega koostööd',
  'Apply to teach': 'Kandideeri õpetajaks',
  Cookies: 'Küpsised',
  'This site uses cookies. By accepting to use cookies, you may improve your browsing experience. You can change your cookies preferences anytime in your browser menu.':
    'See veebileht kasutab küpsiseid. Küpsistega nõustudes võid parandada oma sirvimiskogemust. Küpsiste eelistusi saad igal ajal muuta oma brauseri menüüs.',
  'I agree': 'Nõustun',
  Reject: 'Keeldun',
  'Cookie settings': 'Küpsiste seaded',

  // error screen
  'This page could not be found': 'Seda lehte ei leitud',
  'An error occurred': 'Tekkis viga',
  "Looks like you've followed a broken link or entered a URL that doesn't exist on this site.": BROKEN_LINK_ET,
  'Go back to the main page': 'Mine tagasi avalehele',

  // catalogue values
  Estonian: 'eesti',
  English: 'inglise',
  Russian: 'vene',
  'Last spots': 'Viimased kohad',
  'Join the waitlist': 'Liitu ootejärjekorraga',
  'Last days to join': 'Viimased päevad liitumiseks',
  'Starting soon': 'Algab peagi',
  'The group is full': 'Grupp on täis',
  'The group is not open yet': 'Grupp pole veel avatud',
  'The group is closed': 'Grupp on suletud',

  // catalogue
  'Elective courses taught live online in small groups. Find a course and join the next group.':
    'Valikkursused, mida õpetatakse otse veebis väikestes gruppides. Leia kursus ja liitu järgmise grupiga.',
  '{category} courses': '{category}: kursused',
  'Elective courses in the category {category}, taught live online in small groups.':
    'Valikkursused kategoorias „{category}”, õpetatakse otse veebis väikestes gruppides.',
  'Search courses by name': 'Otsi kursust nime järgi',
  Search: 'Otsi',
  'Filter courses': 'Kursuste filter',
  Category: 'Kategooria',
  'All courses': 'Kõik kursused',
  'Language of instruction': 'Õppekeel',
  'All languages': 'Kõik keeled',
  '{count} course found|{count} courses found': 'Leitud kursusi: {count}',
  'No courses match your search.': 'Otsingule vastavaid kursusi ei leitud.',
  'Show all courses': 'Näita kõiki kursusi',
  'Academic hours': 'Akadeemilisi tunde',
  'Join the course': 'Liitu kursusega',
  'Next group': 'Järgmine grupp',
  'Next start': 'Järgmine algus',
  'Current group': 'Praegune grupp',
  'started {date}': 'algas {date}',
  'No upcoming groups': 'Tulevasi gruppe pole',
  Dates: 'Toimumisaeg',
  'Classes every week (Estonian time)': 'Tunnid igal nädalal (Eesti aja järgi)',
  'Lesson length': 'Tunni pikkus',
  '{minutes} min': '{minutes} min',
  'Seats left': 'Vabu kohti',
  Price: 'Hind',
  'VAT included': 'sisaldab käibemaksu',
  '{price} (VAT included)': '{price} (sisaldab käibemaksu)',
  Register: 'Registreeru',
  'You are registered in this group': 'Oled sellesse rühma registreeritud',
  'My courses': 'Minu kursused',

  // course page
  Breadcrumbs: 'Asukoht',
  Rating: 'Hinnang',
  '{rating} / 5': '{rating} / 5',
  '{count} answer|{count} answers': '{count} vastus|{count} vastust',
  'See the groups': 'Vaata gruppe',
  'About the course': 'Kursusest',
  'What you will learn': 'Mida sa õpid',
  'Grading criteria': 'Hindamiskriteeriumid',
  Teachers: 'Õpetajad',
  Groups: 'Grupid',
  'No groups are planned for this course yet. Look again soon.':
    'Sellele kursusele pole veel gruppe planeeritud. Vaata peagi uuesti.',
  'What students say': 'Mida õpilased ütlevad',

  // home
  'Elective course taught live online': 'Valikkursus otse veebis',
  'Elective courses taught live online': 'Valikkursused otse veebis',
  'Valik is an Estonian online school: elective courses taught live in small groups by practising teachers.':
    'Valik on Eesti veebikool: valikkursused, mida õpetavad praktikud otse väikestes gruppides.',
  'Browse courses': 'Vaata kursusi',
  'Create an account': 'Loo konto',
  Legal: 'Õiguslik teave',
  'Terms of use': 'Kasutustingimused',
  'Privacy policy': 'Privaatsuspoliitika',
  'Valik is run by {name} (registry code {code}), {address}.': 'Valikut haldab {name} (registrikood {code}), {address}.',
  'In force from {date} (version {version})': 'Kehtib alates {date} (versioon {version})',
  'Last reviewed on {date}': 'Viimati üle vaadatud {date}',
  'Accessibility statement': 'Ligipääsetavuse teatis',
  'How a course works': 'Kuidas kursus käib',
  'Choose a course': 'Vali kursus',
  'Browse elective courses in Estonian, English and Russian and pick a group whose start date and class times suit you.':
    'Sirvi eesti-, inglis- ja venekeelseid valikkursusi ning vali grupp, mille algus ja tunniajad sulle sobivad.',
  'Register and pay': 'Registreeru ja maksa',
  'Teach at Valik': 'Õpeta Valikus',
  'Are you a practising expert who likes working with young people? Teach your subject live online to students from all over Estonia.':
    'Oled oma ala praktik ja sulle meeldib noortega töötada? Õpeta oma ainet otse veebis õpilastele üle kogu Eesti.',
  'Register for the group and choose who pays: you or your school. Your school may already have seats or credits for you.':
    'Registreeru gruppi ja vali maksja: sina või sinu kool. Sinu koolil võivad sinu jaoks juba kohad või krediidid olemas olla.',
  'Learn live with your group': 'Õpi otse koos oma grupiga',
  'Meet your teacher and group online every week, do the assignments, give feedback and receive a diploma.':
    'Kohtu õpetaja ja grupiga igal nädalal veebis, tee ülesanded, anna tagasisidet ja saa tunnistus.',
  'Popular courses': 'Populaarsed kursused',
  'See all courses': 'Vaata kõiki kursusi',
  'Groups starting soon': 'Peagi algavad grupid',
  'New groups are being planned. Look again soon.': 'Uusi gruppe planeeritakse. Vaata peagi uuesti.',
  'Partner schools': 'Partnerkoolid',
  'Valik for schools': 'Valik koolidele',
  'Ready to start?': 'Valmis alustama?',

  // pricing
  'How paying for Valik courses works: passes for students, seats and credits for schools, refunds and invoices.':
    'Kuidas Valiku kursuste eest maksta: pääsmed õpilastele, kohad ja krediidid koolidele, tagasimaksed ja arved.',
  'Pay for a course yourself with a pass, or let your school pay. The price is shown before you pay.':
    'Maksa kursuse eest ise pääsmega või lase maksta oma koolil. Hinda näed enne maksmist.',
  'Pay for a course yourself with a pass, or let your school pay for you.':
    'Maksa kursuse eest ise pääsmega või lase oma koolil enda eest maksta.',
  'The price is shown before you pay': 'Hinda näed enne maksmist',
  'Seats or credits': 'Kohad või krediidid',
  'Renews every {days} day|Renews every {days} days': 'Uueneb iga {days} päeva järel|Uueneb iga {days} päeva järel',
  'Pays for {n} course in each period.|Pays for up to {n} courses in each period.': 'Maksab igas perioodis {n} kursuse eest.|Maksab igas perioodis kuni {n} kursuse eest.',
  'Charged again every {days} day until you stop it.|Charged again every {days} days until you stop it.':
    'Tasu võetakse uuesti iga {days} päeva järel, kuni selle lõpetad.|Tasu võetakse uuesti iga {days} päeva järel, kuni selle lõpetad.',
  'To stop, cancel it on the payment plan page: it ends with the paid period.': 'Lõpetamiseks lõpeta see makseplaani lehel: pääse lõpeb tasutud perioodiga.',
  'You can also pause it.': 'Saad selle ka peatada.',
  'Buy the single pass': 'Osta ühe kursuse pääse',
  'Buy the multi pass': 'Osta mitme kursuse pääse',
  '{days} day|{days} days': '{days} päev|{days} päeva',
  'Price by agreement': 'Hind vastavalt kokkuleppele',
  'A school pays for its students by buying seats or credits and sets the conditions under which it pays.':
    'Kool maksab oma õpilaste eest, ostes kohti või krediite, ja seab tingimused, mille alusel ta maksab.',
  'Refunds and payment terms': 'Tagasimaksed ja maksetingimused',
  'Full refund up to {days} day after the course start; after that, no refund.|Full refund up to {days} days after the course start; after that, no refund.':
    'Kuni {days} päeva pärast kursuse algust saad kogu raha tagasi; hiljem raha ei tagastata.',
  'An invoice should be paid at least {days} day before the course start.|An invoice should be paid at least {days} days before the course start.':
    'Arve tuleb tasuda vähemalt {days} päeva enne kursuse algust.',
  'A bank payment can take up to {days} working day to be confirmed.|A bank payment can take up to {days} working days to be confirmed.':
    'Pangamakse kinnitamine võib võtta kuni {days} tööpäeva.',
  'Card and bank-link payments are accepted, as are promotion codes and gift cards.':
    'Maksta saab kaardi ja pangalingiga, kasutada saab ka sooduskoode ja kinkekaarte.',
  'More answers in the FAQ': 'Rohkem vastuseid leiad KKK-st',

  // FAQ
  'Answers about registration, payment, refunds, invoices, Discord, diplomas and feedback.':
    'Vastused registreerimise, maksmise, tagasimaksete, arvete, Discordi, tunnistuste ja tagasiside kohta.',
  'How do I register for a course?': 'Kuidas kursusele registreeruda?',
  'Create an account, open the course, choose a group and press Register. If the group is full, you can join the waitlist and we will let you know when a seat opens.':
    'Loo konto, ava kursus, vali grupp ja vajuta „Registreeru”. Kui grupp on täis, saad liituda ootejärjekorraga ja anname teada, kui koht vabaneb.',
  'Who pays for the course?': 'Kes kursuse eest maksab?',
  'When you register you choose the payer: you or your school. If your school pays, it is invoiced or its credits are used; otherwise you pay by card, bank link or invoice.':
    'Registreerudes valid maksja: sina või sinu kool. Kui maksab kool, saab kool arve või kasutatakse tema krediite; muidu maksad ise kaardi, pangalingi või arvega.',
  'Can I get my money back?': 'Kas ma saan raha tagasi?',
  'Yes: you get a full refund if you cancel up to {days} day after the course start. After that, no refund is given. A refund takes from one working day to a week.|Yes: you get a full refund if you cancel up to {days} days after the course start. After that, no refund is given. A refund takes from one working day to a week.':
    'Jah: kui tühistad kuni {days} päeva pärast kursuse algust, saad kogu raha tagasi. Hiljem raha ei tagastata. Tagasimakse jõuab kohale ühe tööpäeva kuni nädala jooksul.',
  'I paid by bank transfer. Why is my payment not confirmed yet?':
    'Maksin pangaülekandega. Miks minu makset pole veel kinnitatud?',
  'A bank confirmation can take up to {days} working day.|A bank confirmation can take up to {days} working days.': 'Panga kinnitus võib võtta kuni {days} tööpäeva.',
  'When must an invoice be paid?': 'Millal tuleb arve tasuda?',
  'At least {days} day before the course start. If the payer changes and an invoice stays unpaid, access to the course closes one week later.|At least {days} days before the course start. If the payer changes and an invoice stays unpaid, access to the course closes one week later.':
    'Vähemalt {days} päeva enne kursuse algust. Kui maksja muutub ja arve jääb tasumata, suletakse ligipääs kursusele nädal hiljem.',
  'Where do I find the Discord channel and the classroom?': 'Kust leian Discordi kanali ja virtuaalklassi?',
  'After registering, open My courses: each group has its Discord invite link, the video meeting link and the classroom link. Connect your Discord account and add your classroom e-mail (a Gmail address) in your profile.':
    'Pärast registreerumist ava „Minu kursused”: igal grupil on Discordi kutselink, videotunni link ja virtuaalklassi link. Ühenda oma profiilis Discordi konto ja lisa virtuaalklassi e-post (Gmaili aadress).',
  'Do I get a diploma?': 'Kas ma saan tunnistuse?',
  'Yes. When your teacher marks the course as passed, a diploma appears in My courses.':
    'Jah. Kui õpetaja märgib kursuse arvestatuks, ilmub tunnistus vaatesse „Minu kursused”.',
  'How do I give feedback?': 'Kuidas tagasisidet anda?',
  'At the end of the course you are asked for feedback in a short form in My courses. Teachers and schools see only the summary.':
    'Kursuse lõpus palume tagasisidet lühikese vormiga vaates „Minu kursused”. Õpetajad ja koolid näevad ainult kokkuvõtet.',
  'Did not find an answer? Write to us at': 'Ei leidnud vastust? Kirjuta meile:',

  // school
  'Offer your students live elective courses: pay with seats or credits, set conditions and follow results.':
    'Paku oma õpilastele otse toimuvaid valikkursusi: maksa kohtade või krediitidega, sea tingimused ja jälgi tulemusi.',
  'Pay for your students': 'Maksa oma õpilaste eest',
  'Buy seats for your students or pay per registration. Students choose the school as the payer when they register.':
    'Osta õpilastele kohti või maksa iga registreerumise eest. Õpilane valib registreerudes maksjaks kooli.',
  Credits: 'Krediidid',
  'Credits are topped up by Valik and used when your students register; a cancelled registration returns them. You see every change in the credit log.':
    'Krediite laeb Valik ja neid kasutatakse, kui sinu õpilased registreeruvad; tühistatud registreerumine tagastab need. Iga muutust näed krediidilogist.',
  'Your conditions': 'Sinu tingimused',
  'Limit what the school pays for: the course language, particular courses, the number of courses per student or a time period. Students see the conditions when they register.':
    'Piira, mille eest kool maksab: kursuse keel, kindlad kursused, kursuste arv õpilase kohta või ajavahemik. Õpilased näevad tingimusi registreerudes.',
  'Follow the results': 'Jälgi tulemusi',
  "A school representative sees the school's students, their registrations, progress and results, and a feedback dashboard.":
    'Kooli esindaja näeb kooli õpilasi, nende registreerumisi, edenemist ja tulemusi ning tagasiside ülevaadet.',
  'Become a partner school': 'Hakka partnerkooliks',
  'Write to us and we will agree on the price and conditions together.':
    'Kirjuta meile ja lepime hinna ning tingimused koos kokku.',

  // diploma verification (/diplomas, /diplomas/{code})
  'Diploma verification': 'Tunnistuse kontroll',
  'Check a diploma': 'Kontrolli tunnistust',
  'Check that a Valik diploma is genuine by its verification code.': 'Kontrolli kontrollkoodi järgi, kas Valiku tunnistus on ehtne.',
  'Type the verification code printed on the diploma, e.g. VLK-7K3QD-M9XTP.': 'Sisesta tunnistusele trükitud kontrollkood, näiteks VLK-7K3QD-M9XTP.',
  'Verification code': 'Kontrollkood',
  Check: 'Kontrolli',
  'The diploma is valid': 'Tunnistus on kehtiv',
  'Valik issued this diploma for passing the course.': 'Valik andis selle tunnistuse kursuse läbimise eest.',
  'No diploma with this code': 'Selle koodiga tunnistust ei ole',
  'We could not find a diploma with the code {code}.': 'Me ei leidnud tunnistust koodiga {code}.',
  'Check that you typed the code as it is printed on the diploma. If it is right, the diploma was not issued by Valik. Questions:':
    'Kontrolli, kas sisestasid koodi täpselt nii, nagu see on tunnistusel. Kui kood on õige, ei ole tunnistust välja andnud Valik. Küsimused:',
  Name: 'Nimi',
  Course: 'Kursus',
  'Course dates': 'Kursuse toimumisaeg',
  Issued: 'Välja antud',
  // issue 29 item 5: the heart of a course
  'Favourite: {course}': 'Lemmik: {course}',
  'The favourite could not be saved. Please try again.': 'Lemmikut ei õnnestunud salvestada. Palun proovi uuesti.',
  Favourites: 'Lemmikud',
  'Favourite courses': 'Lemmikkursused',
  'The courses you have marked with the heart.': 'Kursused, mille oled südamega märkinud.',
  'No favourites yet. Mark a course with the heart to find it here.': 'Lemmikuid veel pole. Märgi kursus südamega, et see siit üles leida.',
  // the glossary's words (issue 30 item 1): taken from @valik/domain, never typed here
  Popular: GLOSSARY_ET.category.POPULAR,
  'Life skills': GLOSSARY_ET.category.LIFE_SKILLS,
  Sustainability: GLOSSARY_ET.category.SUSTAINABILITY,
  Languages: GLOSSARY_ET.category.LANGUAGES,
  Diversity: GLOSSARY_ET.category.DIVERSITY,
  Technology: GLOSSARY_ET.category.TECHNOLOGY,
  'Business and finance': GLOSSARY_ET.category.BUSINESS_AND_FINANCE,
  'Mental health': GLOSSARY_ET.category.MENTAL_HEALTH,
  Others: GLOSSARY_ET.category.OTHERS,
  'Registration open': GLOSSARY_ET.cohortStatus.REGISTRATION_OPEN,
  Teacher: GLOSSARY_ET.role.TEACHER,
  'Single pass': GLOSSARY_ET.passKind.SINGLE_PASS,
  'Multi pass': GLOSSARY_ET.passKind.MULTI_PASS,
} as const satisfies Record<string, string>;
