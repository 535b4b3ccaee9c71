// The demo catalogue: elective courses for Estonian upper-secondary students. Every text is written in the
// course's teaching language (`language`). Teacher indexes point into TEACHERS in ./people.ts.
import type { SeedCourse } from './types.ts';

const p = (...paragraphs: string[]): string => paragraphs.join('\n\n');

export const COURSES: SeedCourse[] = [
  {
    slug: 'finantskirjaoskus-noortele',
    name: 'Finantskirjaoskus noortele',
    language: 'et',
    categories: ['POPULAR', 'BUSINESS_AND_FINANCE', 'LIFE_SKILLS'],
    status: 'APPROVED',
    summary:
      'Õpi oma raha teadlikult juhtima: koostad eelarve, mõistad laenu ja liisingu tegelikku hinda ning teed esimese investeerimisplaani. Kursus on praktiline ja lähtub Eesti noore igapäevaelust.',
    shortDescription: 'Eelarve, säästmine, laenud ja investeerimise algtõed praktiliste ülesannete kaudu.',
    description: p(
      'Esimene palk, suvetöö, taskuraha või õppelaen – raha jõuab meie ellu varem, kui kool seda õpetab. Sellel kursusel harjutame otsuseid, mida iga noor peab varem või hiljem tegema: kuidas panna kokku isiklik eelarve, kuidas võrrelda pangakontode ja kaartide tingimusi ning miks „0% intressiga“ järelmaks ei pruugi olla tasuta.',
      'Teises pooles räägime säästmisest ja investeerimisest. Tutvume liitintressi, indeksfondide, II ja III pensionisamba ning investeerimiskontoga. Arutame, kuidas ära tunda petuskeeme ja liiga häid pakkumisi, mis liiguvad sotsiaalmeedias.',
      'Iga nädal on üks lühike praktiline ülesanne, mis põhineb päris andmetel: Eesti pankade hinnakirjadel, Statistikaameti palgaandmetel ja Finantsinspektsiooni hoiatustel. Kursuse lõpuks on sul valmis oma isiklik rahaplaan järgmiseks aastaks.',
    ),
    learningOutcomes: [
      'Koostab isikliku kuueelarve ja jälgib selle täitmist',
      'Võrdleb laenu-, liisingu- ja järelmaksupakkumisi krediidi kulukuse määra alusel',
      'Selgitab liitintressi mõju pikaajalisele säästmisele',
      'Kirjeldab Eesti pensionisüsteemi kolme sammast',
      'Tunneb ära levinumad finantspettused ja teab, kuhu neist teatada',
    ],
    gradingCriteria:
      'Arvestuse saamiseks tuleb esitada vähemalt 5 nädalaülesannet 6-st ja lõpus isiklik rahaplaan. Rahaplaani hinnatakse selle järgi, kas eelarve on realistlik, eesmärgid mõõdetavad ja valikud põhjendatud.',
    academicHours: 24,
    tag: 'Enim valitud',
    rating: 4.8,
    averageScore: 8.9,
    testimonials: [
      {
        author: 'Mari-Liis, 11. klass',
        text: 'Lõpuks sain aru, mis vahe on intressil ja krediidi kulukuse määral. Näitasin oma eelarvet ka emale ja ta võttis sealt ideid!',
      },
      {
        author: 'Karl, 12. klass',
        text: 'Väga praktiline kursus. Avasin pärast seda investeerimiskonto ja tean nüüd, miks indeksfondid on algajale mõistlikud.',
      },
    ],
    teacherIndexes: [0],
  },
  {
    slug: 'ettevotluse-alused',
    name: 'Ettevõtluse alused: ideest esimese kliendini',
    language: 'et',
    categories: ['BUSINESS_AND_FINANCE', 'POPULAR'],
    status: 'APPROVED',
    summary:
      'Kursusel viid oma äriidee läbi kogu algusfaasi: probleemi valideerimisest ja kliendiintervjuudest lihtsa prototüübi ja esimese müügini. Lõpus esitled ideed päris ettevõtjatest žüriile.',
    shortDescription: 'Arenda oma äriidee ja testi seda päris klientidega juba kursuse ajal.',
    description: p(
      'Eestis on rohkem idufirmasid elaniku kohta kui peaaegu kõikjal mujal Euroopas, ja paljud neist said alguse kooliajal. See kursus ei ole majandusteooria loeng, vaid töötuba, kus sina või sinu meeskond arendab oma idee.',
      'Alustame probleemist, mitte lahendusest: õpid tegema kliendiintervjuusid, koostama ärimudeli lõuendit ja hindama turu suurust. Seejärel ehitame lihtsa prototüübi – maandumislehe, näidise või teenuse esimese versiooni – ja proovime leida esimese maksva kliendi.',
      'Räägime ka sellest, mis jääb sageli õpikutest välja: kuidas registreerida FIE või osaühing, kuidas hinnastada oma tööd ja kuidas ebaõnnestumisest õppida. Külalistena astuvad üles noored Eesti ettevõtjad, kes jagavad oma vigu ja õnnestumisi.',
    ),
    learningOutcomes: [
      'Sõnastab kliendi probleemi ja kontrollib seda vähemalt viie kliendiintervjuuga',
      'Koostab oma ideele ärimudeli lõuendi',
      'Ehitab lihtsa prototüübi ja kogub sellele tagasisidet',
      'Hindab toote või teenuse hinda ja esimese aasta kulusid',
      'Esitleb äriideed veenvalt kolme minutiga',
    ],
    gradingCriteria:
      'Arvestus põhineb meeskonna lõpuesitlusel ja õppepäevikul. Hinnatakse kliendiintervjuude kvaliteeti, prototüübi olemasolu ja seda, kuidas tagasisidet arvesse võeti.',
    academicHours: 32,
    tag: 'Uus',
    rating: 4.7,
    averageScore: 8.6,
    testimonials: [
      {
        author: 'Robin, 12. klass',
        text: 'Meie meeskond müüs kursuse ajal esimesed 30 kohandatud telefoniümbrist. Kliendiintervjuud muutsid kogu idee.',
      },
    ],
    teacherIndexes: [0],
  },
  {
    slug: 'programmeerimine-pythoniga',
    name: 'Programmeerimise algkursus Pythoniga',
    language: 'et',
    categories: ['TECHNOLOGY', 'POPULAR'],
    status: 'APPROVED',
    summary:
      'Kursus algajatele, kes pole varem programmeerinud. Õpid Pythoni põhitõdesid ja kirjutad kursuse lõpuks oma väikese programmi, mis lahendab päris probleemi.',
    shortDescription: 'Muutujad, tsüklid, funktsioonid ja failid – samm-sammult esimese päris programmini.',
    description: p(
      'Programmeerimine on tänapäeval sama oluline oskus nagu võõrkeel. Python on selleks ideaalne esimene keel: selle süntaks on lihtne, aga sama keelt kasutavad ka andmeteadlased, teadlased ja suured tehnoloogiaettevõtted.',
      'Alustame täiesti nullist: muutujad, tingimuslaused, tsüklid ja funktsioonid. Seejärel õpime töötama listide ja sõnastikega, lugema ja kirjutama faile ning kasutama valmis teeke. Iga teema juures on lühikesed harjutused, mida automaatkontroll kohe hindab.',
      'Kursuse viimased nädalad on projektinädalad. Valid ise teema – näiteks viktoriinimäng, ilmaandmete analüüs või koduste ülesannete planeerija – ja õpetaja aitab sul selle valmis teha.',
    ),
    learningOutcomes: [
      'Kasutab Pythonis muutujaid, tingimuslauseid ja tsükleid',
      'Jaotab programmi loogilisteks funktsioonideks',
      'Töötleb andmeid listide ja sõnastike abil',
      'Loeb ja kirjutab tekstifaile ning CSV-faile',
      'Leiab ja parandab vigu silumise abil',
      'Loob iseseisva väikeprojekti ja esitleb seda',
    ],
    gradingCriteria:
      'Arvestuseks tuleb lahendada vähemalt 80% automaatkontrolliga harjutustest ja esitada lõpuprojekt koos lühikese kirjeldusega. Lõpuprojekt peab käivituma ja kasutama vähemalt kahte kursusel õpitud teemat.',
    academicHours: 40,
    tag: 'Populaarne',
    rating: 4.9,
    averageScore: 9.1,
    testimonials: [
      {
        author: 'Sander, 10. klass',
        text: 'Ma arvasin, et programmeerimine pole minu jaoks, aga nüüd kirjutasin programmi, mis arvutab mu korvpallistatistikat.',
      },
      {
        author: 'Grete, 11. klass',
        text: 'Harjutuste automaatkontroll andis kohe tagasisidet ja õpetaja selgitas keerulised kohad tunnis üle.',
      },
      {
        author: 'Oskar, 12. klass',
        text: 'Hea ettevalmistus ülikooli informaatika jaoks. Soovitan kõigile, kes kaaluvad IT-eriala.',
      },
    ],
    teacherIndexes: [1],
  },
  {
    slug: 'tehisintellekti-alused',
    name: 'Tehisintellekti alused',
    language: 'et',
    categories: ['TECHNOLOGY'],
    status: 'APPROVED',
    summary:
      'Mis on tehisintellekt, kuidas masinõpe tegelikult töötab ja kuidas kasutada keelemudeleid targalt ja ausalt? Kursus annab kriitilise ja praktilise ülevaate ilma keerulise matemaatikata.',
    shortDescription: 'Masinõppe põhimõtted, keelemudelid ja tehisintellekti eetika arusaadavas keeles.',
    description: p(
      'Tehisintellekt on jõudnud koolitundidesse, telefonidesse ja töökohtadele. Sellel kursusel heidame pilgu kulisside taha: kuidas masin õpib andmetest, mis on närvivõrk ning miks keelemudel vahel enesekindlalt eksib.',
      'Praktilistes tundides treenime ise lihtsa pildituvastusmudeli, võrdleme erinevaid vestlusroboteid ja õpime kirjutama häid juhiseid. Kõik tööriistad töötavad brauseris, eelnevaid programmeerimisoskusi pole vaja.',
      'Suur osa kursusest on pühendatud küsimustele, millele pole ühte õiget vastust: autoriõigus, andmekaitse, eelarvamused andmetes ja tehisintellekti kasutamine õppetöös. Arutleme, kuidas kasutada neid tööriistu nii, et õppimine ei kannataks.',
    ),
    learningOutcomes: [
      'Selgitab masinõppe põhimõtet ja treeningandmete rolli',
      'Treenib lihtsa klassifitseerimismudeli ja hindab selle täpsust',
      'Kirjutab keelemudelile selgeid ja kontrollitavaid juhiseid',
      'Analüüsib tehisintellekti kasutamise eetilisi ja õiguslikke riske',
    ],
    gradingCriteria:
      'Arvestuse saamiseks tuleb osaleda vähemalt 75% veebitundidest, esitada kolm praktilist tööd ja kirjutada lühike arutlev essee tehisintellekti vastutustundlikust kasutamisest.',
    academicHours: 24,
    tag: null,
    rating: 4.6,
    averageScore: 8.4,
    testimonials: [
      {
        author: 'Hanna, 11. klass',
        text: 'Sain aru, miks ChatGPT mõnikord välja mõtleb allikaid, ja oskan nüüd vastuseid palju kriitilisemalt kontrollida.',
      },
    ],
    teacherIndexes: [1],
  },
  {
    slug: 'kliimamuutused-ja-kestlik-eluviis',
    name: 'Kliimamuutused ja kestlik eluviis',
    language: 'et',
    categories: ['SUSTAINABILITY', 'LIFE_SKILLS'],
    status: 'APPROVED',
    summary:
      'Kursus seob kliimateaduse igapäevaeluga: mõõdad oma süsiniku jalajälge, uurid Eesti energiapööret ja kavandad kooli või kodukoha jaoks päris kestlikkusprojekti.',
    shortDescription: 'Kliimateadus, Eesti energiapööre ja oma kestlikkusprojekt.',
    description: p(
      'Kliimamuutus ei ole kauge probleem: Eestis on talved muutunud lühemaks, tormid sagedamaks ja Läänemeri soojemaks. Kursuse esimeses osas selgitame teaduslikke põhitõdesid – kasvuhooneefekti, kliimamudeleid ja seda, kuidas eristada fakte müütidest.',
      'Teises osas vaatame lahendusi. Kuidas liigub Eesti põlevkivist taastuvenergia poole? Mida tähendavad ringmajandus, kestlik toit ja liikuvus? Arvutame oma leibkonna süsiniku jalajälje ja otsime muutusi, mis on päriselt mõjusad.',
      'Kursuse lõpetab väike meeskonnaprojekt: näiteks kooli toidujäätmete vähendamine, rattaparkla ettepanek või riiete vahetuspäev. Parimad projektid tutvustame koostööpartneritele.',
    ),
    learningOutcomes: [
      'Selgitab kasvuhooneefekti ja kliimamuutuse peamisi põhjuseid',
      'Arvutab oma leibkonna süsiniku jalajälje ja hindab vähendamisvõimalusi',
      'Kirjeldab Eesti energiapöörde peamisi valikuid ja nende mõju',
      'Eristab usaldusväärset kliimateavet eksitavast',
      'Kavandab ja viib läbi väikese kestlikkusprojekti',
    ],
    gradingCriteria:
      'Arvestuse saamiseks tuleb esitada jalajälje analüüs, osaleda aruteludes ja teha meeskonnaprojekt koos lühikese kokkuvõttega tulemustest.',
    academicHours: 24,
    tag: null,
    rating: 4.5,
    averageScore: 8.2,
    testimonials: [
      {
        author: 'Liisa, 10. klass',
        text: 'Meie klass korraldas kursuse projektina riiete vahetuspäeva ja kogus üle 200 eseme. Väga äge kogemus!',
      },
    ],
    teacherIndexes: [3],
  },
  {
    slug: 'vaimne-tervis-ja-stress',
    name: 'Vaimne tervis ja stressiga toimetulek',
    language: 'et',
    categories: ['MENTAL_HEALTH', 'LIFE_SKILLS'],
    status: 'APPROVED',
    summary:
      'Kursus annab teaduspõhised oskused stressi, ärevuse ja eksamipinge märkamiseks ning nendega toimetulekuks. Harjutame tehnikaid, mida saab kasutada kohe järgmisel päeval.',
    shortDescription: 'Teaduspõhised võtted stressi, une ja eksamipingega toimetulekuks.',
    description: p(
      'Gümnaasiumiaeg on täis ootusi: eksamid, tulevikuvalikud, sõbrad, trenn ja tihti ka töö. Pole ime, et paljud noored tunnevad end väsinuna või ärevana. Sellel kursusel räägime vaimsest tervisest avatult ja ilma häbimärgistamata.',
      'Õpime, kuidas stress kehas ja mõtetes toimib, miks uni on õppimise jaoks nii tähtis ning kuidas ära tunda märke, et endal või sõbral on raske. Igas tunnis proovime mõnda praktilist tehnikat: hingamisharjutusi, mõtete ümbersõnastamist, ajaplaneerimist ja teadveloleku harjutusi.',
      'Kursus ei asenda ravi ega nõustamist. Tutvustame, kust Eestis abi saab – näiteks peaasi.ee, Lasteabi (116 111) ja kooli tugispetsialistid – ning harjutame, kuidas abi küsida.',
    ),
    learningOutcomes: [
      'Kirjeldab stressi füsioloogilist ja psühholoogilist mõju',
      'Kasutab vähemalt kolme stressi leevendamise tehnikat',
      'Koostab endale realistliku nädala- ja eksamiperioodi plaani',
      'Tunneb ära vaimse tervise probleemide varajased märgid',
      'Teab, kust ja kuidas Eestis abi küsida',
    ],
    gradingCriteria:
      'Arvestuse saamiseks tuleb pidada kursuse jooksul refleksioonipäevikut (vähemalt 6 sissekannet) ja koostada isiklik heaolu plaan. Päeviku sisu ei hinnata, vaid seda, kas harjutused on läbi tehtud.',
    academicHours: 24,
    tag: 'Populaarne',
    rating: 4.9,
    averageScore: 9.2,
    testimonials: [
      {
        author: 'Anete, 12. klass',
        text: 'Hingamisharjutused aitasid mind päriselt enne matemaatikaeksamit. Hea, et keegi räägib neist teemadest nii rahulikult.',
      },
      {
        author: 'Markus, 11. klass',
        text: 'Une osa oli silmiavav. Panen nüüd telefoni õhtul varem ära ja olen hommikuti palju ärksam.',
      },
    ],
    teacherIndexes: [2],
  },
  {
    slug: 'avaliku-esinemise-abc',
    name: 'Avaliku esinemise ABC',
    language: 'et',
    categories: ['LIFE_SKILLS', 'POPULAR'],
    status: 'APPROVED',
    summary:
      'Kursusel harjutad esinemist turvalises keskkonnas: kuidas üles ehitada veenev kõne, kuidas hoida publiku tähelepanu ja mida teha, kui närv on sees. Iga osaleja esineb vähemalt neli korda ja saab personaalset tagasisidet.',
    shortDescription: 'Veenev kõne, kehakeel ja esinemisärevuse ohjamine praktiliste harjutustega.',
    description: p(
      'Heaks esinejaks ei sünnita – selleks harjutatakse. Olgu selleks uurimistöö kaitsmine, sisseastumisintervjuu või sõbra sünnipäeval toosti ütlemine – oskus oma mõtteid selgelt ja enesekindlalt edasi anda avab palju uksi.',
      'Kursus on üles ehitatud lühikeste esinemiste ümber. Harjutame kõne ülesehitust, lugude jutustamist, hääle ja kehakeele kasutamist ning slaidide kujundamist nii, et need toetaksid, mitte ei segaks. Veebitundides esined väikeses grupis ja saad tagasisidet nii õpetajalt kui kaaslastelt.',
      'Eraldi tund on pühendatud esinemisärevusele: miks see tekib ja kuidas see enda kasuks tööle panna.',
    ),
    learningOutcomes: [
      'Koostab selge ülesehitusega 3–5-minutilise kõne',
      'Kasutab esinedes teadlikult häält, pause ja kehakeelt',
      'Kujundab esitlust toetavad slaidid',
      'Annab kaaslastele konstruktiivset tagasisidet',
    ],
    gradingCriteria:
      'Arvestuse saamiseks tuleb teha neli esinemist, millest viimane salvestatakse ja mida hinnatakse ülesehituse, selguse ja kontakti järgi publikuga. Hindamisel arvestatakse arengut, mitte ainult lõpptulemust.',
    academicHours: 24,
    tag: null,
    rating: 4.7,
    averageScore: 8.8,
    testimonials: [
      {
        author: 'Kertu, 11. klass',
        text: 'Esimesel korral värisesid mul käed, viimasel korral nautisin esinemist. Väga toetav õhkkond.',
      },
    ],
    teacherIndexes: [2],
  },
  {
    slug: 'eesti-keel-teise-keelena-b1',
    name: 'Эстонский язык как второй: уровень B1',
    language: 'ru',
    categories: ['LANGUAGES', 'DIVERSITY'],
    status: 'APPROVED',
    summary:
      'Курс для русскоязычных гимназистов, которые хотят уверенно говорить по-эстонски и подготовиться к экзамену уровня B1. Много разговорной практики, понятная грамматика и темы из реальной жизни.',
    shortDescription: 'Разговорная практика и подготовка к экзамену B1 для русскоязычных учеников.',
    description: p(
      'Эстонский язык открывает двери к учёбе в университетах Эстонии, к работе и к новым друзьям. Этот курс создан для учеников, которые уже понимают основы, но стесняются говорить или путаются в падежах.',
      'Каждое занятие построено вокруг живой темы: учёба и планы на будущее, работа, здоровье, путешествия по Эстонии, культура и медиа. Грамматику объясняем по-русски и сразу применяем в диалогах. В мини-группах вы говорите больше, чем на обычном уроке.',
      'Во второй половине курса тренируем все части экзамена B1: чтение, аудирование, письмо и устную часть. Вы получите индивидуальную обратную связь по письменным работам и пробный устный экзамен.',
    ),
    learningOutcomes: [
      'Свободно рассказывает о себе, учёбе и планах на будущее на эстонском языке',
      'Правильно использует основные падежи и глагольные формы в речи',
      'Понимает основное содержание новостей и радиопередач на эстонском языке',
      'Пишет официальное и неофициальное письмо по требованиям экзамена B1',
      'Выполняет пробный экзамен B1 по всем четырём навыкам',
    ],
    gradingCriteria:
      'Зачёт ставится при посещении не менее 75% онлайн-занятий, выполнении еженедельных заданий и сдаче пробного экзамена B1 не менее чем на 60% баллов.',
    academicHours: 40,
    tag: 'Подготовка к экзамену',
    rating: 4.8,
    averageScore: 8.7,
    testimonials: [
      {
        author: 'Даниил, 11 класс',
        text: 'Впервые я перестал бояться говорить по-эстонски. Пробный экзамен очень помог понять, чего ждать.',
      },
      {
        author: 'Алина, 12 класс',
        text: 'Грамматику объясняют просто и понятно, а в мини-группах можно много говорить.',
      },
    ],
    teacherIndexes: [4],
  },
  {
    slug: 'hispaania-keel-algajatele',
    name: 'Hispaania keel algajatele',
    language: 'et',
    categories: ['LANGUAGES'],
    status: 'APPROVED',
    summary:
      'Hispaania keelt räägib emakeelena üle 480 miljoni inimese. Kursuse lõpuks oskad end tutvustada, tellida kohvikus, küsida teed ja pidada lihtsat vestlust igapäevastel teemadel.',
    shortDescription: 'Esimesed sammud hispaania keeles: hääldus, põhisõnavara ja lihtsad vestlused.',
    description: p(
      '¡Hola! See kursus on mõeldud neile, kes alustavad hispaania keele õppimist nullist. Keskendume suhtlemisele: juba esimeses tunnis õpid ennast tutvustama ja iga järgmine tund lisab uusi olukordi, millega reisil või vahetusõpilasena kokku puutud.',
      'Grammatikat õpime väikeste portsjonitena ja alati praktikas: olevik, sugu ja arv, küsimused ning esimesed minevikuvormid. Sõnavara harjutame mängude, laulude ja lühivideote abil. Tutvume ka Hispaania ja Ladina-Ameerika kultuuri, toidu ja tähtpäevadega.',
      'Kursus vastab ligikaudu keeleoskuse tasemele A1 ja annab hea aluse hispaania keele õppimise jätkamiseks.',
    ),
    learningOutcomes: [
      'Tutvustab ennast ja oma perekonda hispaania keeles',
      'Saab hakkama lihtsates igapäevastes suhtlusolukordades (kohvik, pood, teejuhatus)',
      'Hääldab hispaania keele häälikuid arusaadavalt',
      'Kasutab olevikuvorme ja küsilauseid lihtsates lausetes',
    ],
    gradingCriteria:
      'Arvestus koosneb nädalaülesannetest ja lõpuvestlusest õpetajaga (umbes 5 minutit). Lõpuvestluses hinnatakse arusaadavust ja suhtlemisjulgust, mitte vigadeta keelt.',
    academicHours: 40,
    tag: null,
    rating: 4.6,
    averageScore: 8.5,
    testimonials: [
      {
        author: 'Johanna, 10. klass',
        text: 'Käisin suvel Valencias ja sain päriselt hakkama! Õpetaja tunnid olid energilised ja lõbusad.',
      },
    ],
    teacherIndexes: [5],
  },
  {
    slug: 'meediakirjaoskus-ja-infohugieen',
    name: 'Meediakirjaoskus ja infohügieen',
    language: 'et',
    categories: ['LIFE_SKILLS', 'OTHERS'],
    status: 'APPROVED',
    summary:
      'Kursus õpetab kontrollima fakte, ära tundma manipulatsiooni ja süvavõltsinguid ning hoidma oma infovoo tervena. Harjutame päris näidete põhjal Eesti ja maailma meediast.',
    shortDescription: 'Faktikontroll, propaganda äratundmine ja teadlik sotsiaalmeedia kasutamine.',
    description: p(
      'Me tarbime iga päev sadu uudiseid, videoid ja postitusi. Kuidas teada, mis on tõsi? Sellel kursusel õpid töövõtteid, mida kasutavad ka ajakirjanikud ja faktikontrollijad: allika kontroll, pildi pöördotsing, kontekstiotsing ja andmete kontroll.',
      'Uurime, kuidas toimivad sotsiaalmeedia algoritmid, miks emotsionaalne sisu levib kiiremini ja kuidas näeb välja infomõjutustegevus, mis on suunatud ka Eesti vastu. Vaatame lähemalt tehisintellektiga loodud pilte ja videoid.',
      'Kursuse lõpus teed oma faktikontrolli ühe viraalse väite kohta ja kirjutad selle tulemustest lühikese artikli.',
    ),
    learningOutcomes: [
      'Kontrollib väite, pildi või video päritolu vähemalt kolme võttega',
      'Tunneb ära levinumad manipuleerimis- ja propagandavõtted',
      'Selgitab sotsiaalmeedia algoritmide mõju infovoole',
      'Koostab ja vormistab faktikontrolli artikli',
    ],
    gradingCriteria:
      'Arvestuse saamiseks tuleb esitada kolm praktilist ülesannet ja lõpus faktikontrolli artikkel, mida hinnatakse allikate kvaliteedi, metoodika ja järelduste põhjendatuse järgi.',
    academicHours: 24,
    tag: null,
    rating: 4.5,
    averageScore: 8.1,
    testimonials: [
      {
        author: 'Rasmus, 12. klass',
        text: 'Pöördotsing pildi järgi on nüüd minu lemmiktööriist. Leidsin kohe kaks võltsitud uudist oma klassi vestlusest.',
      },
    ],
    teacherIndexes: [3],
  },
  {
    slug: 'psuhholoogia-alused',
    name: 'Psühholoogia alused',
    language: 'et',
    categories: ['MENTAL_HEALTH', 'OTHERS'],
    status: 'APPROVED',
    summary:
      'Miks me käitume nii, nagu käitume? Kursus tutvustab psühholoogia põhivaldkondi – tajust ja mälust motivatsiooni ja sotsiaalse mõjutamiseni – ning kuulsaid uuringuid, mis on muutnud meie arusaama inimesest.',
    shortDescription: 'Taju, mälu, motivatsioon ja sotsiaalpsühholoogia põnevate katsete kaudu.',
    description: p(
      'Psühholoogia aitab mõista nii iseennast kui teisi. Kursusel liigume läbi peamiste valdkondade: kuidas aju infot töötleb, kuidas mälu töötab (ja miks see meid petab), mis meid motiveerib ning kuidas grupp mõjutab üksikisikut.',
      'Iga teema juures tutvume mõne klassikalise või uuema uuringuga ja arutleme, mida see meie igapäevaelu kohta ütleb. Teeme ka ise lihtsaid katseid ning õpime, kuidas teaduslikke väiteid kriitiliselt hinnata.',
      'Kursus sobib hästi neile, kes kaaluvad psühholoogia, meditsiini, hariduse või personalijuhtimise õpinguid.',
    ),
    learningOutcomes: [
      'Kirjeldab psühholoogia peamisi valdkondi ja uurimismeetodeid',
      'Selgitab taju, tähelepanu ja mälu toimimise põhimõtteid',
      'Analüüsib sotsiaalse mõju näiteid igapäevaelust',
      'Hindab psühholoogiaalaste väidete teaduslikku usaldusväärsust',
      'Planeerib ja viib läbi lihtsa psühholoogilise katse',
    ],
    gradingCriteria:
      'Arvestus koosneb neljast lühitestist (lävend 60%) ja väikese katse aruandest. Aruandes hinnatakse hüpoteesi selgust, meetodi kirjeldust ja tulemuste tõlgendamist.',
    academicHours: 32,
    tag: null,
    rating: 4.7,
    averageScore: 8.6,
    testimonials: [
      {
        author: 'Emma, 11. klass',
        text: 'Mälu teema oli nii huvitav, et hakkasin õppima uute meetoditega ja hinded paranesid.',
      },
    ],
    teacherIndexes: [2],
  },
  {
    slug: 'game-design-fundamentals',
    name: 'Game Design Fundamentals',
    language: 'en',
    categories: ['TECHNOLOGY', 'OTHERS'],
    status: 'APPROVED',
    summary:
      'Learn how games are designed, from core loops and level design to playtesting. You will build a playable prototype in a free game engine and present it to real players.',
    shortDescription: 'Core mechanics, level design and playtesting: build and ship your first playable prototype.',
    description: p(
      'Estonia has a lively game development scene, and every great game starts with a simple idea that is tested again and again. This course teaches the thinking behind game design: what makes a mechanic satisfying, how difficulty should grow and why players quit.',
      'We start on paper with board and card game prototypes, then move to a free engine (Godot) to build a small 2D game. No prior programming is required; the scripting we use is introduced step by step.',
      'The last weeks are a mini game jam. You will playtest each other\'s games, collect feedback and polish your prototype for a final showcase. The course is taught in English, which is also the working language of most game studios.',
    ),
    learningOutcomes: [
      'Describes a game in terms of goals, rules, core loop and feedback',
      'Designs and balances a paper prototype',
      'Builds a small playable 2D game in Godot',
      'Plans and runs a playtest and acts on its results',
      'Presents a game concept clearly in English',
    ],
    gradingCriteria:
      'To pass, submit a paper prototype, a playable digital prototype and a short playtest report. The prototype is assessed on clarity of the core loop and on how playtest feedback was used, not on graphics.',
    academicHours: 32,
    tag: 'In English',
    rating: 4.8,
    averageScore: 8.9,
    testimonials: [
      {
        author: 'Mattias, grade 11',
        text: 'I finally finished a game instead of starting ten. Playtesting with others was the best part.',
      },
      {
        author: 'Laura, grade 10',
        text: 'Great mix of theory and practice, and my English got better too.',
      },
    ],
    teacherIndexes: [1],
  },
  {
    slug: 'oigus-igapaevaelus',
    name: 'Õigus igapäevaelus',
    language: 'et',
    categories: ['LIFE_SKILLS', 'OTHERS'],
    status: 'APPROVED',
    summary:
      'Kursus selgitab õigusi ja kohustusi, millega noor iga päev kokku puutub: töölepingud, üürimine, e-ostud, isikuandmed ja autoriõigus. Õpid lugema lepinguid ja teadma, kuhu pöörduda, kui midagi läheb valesti.',
    shortDescription: 'Tööleping, tarbija õigused, andmekaitse ja autoriõigus noore pilgu läbi.',
    description: p(
      'Suvetöö leping, esimene üürikorter, veebipoest tellitud katkine telefon või sotsiaalmeediasse postitatud foto – õigus on meie igapäevaelus rohkem, kui arvame. Sellel kursusel käsitleme just neid olukordi, mis noortel kõige sagedamini ette tulevad.',
      'Iga teema juures analüüsime päris juhtumeid ja lepingunäidiseid. Õpime, mida peab sisaldama tööleping, millal on õigus kaup tagastada, kuidas kaitsta oma isikuandmeid ja mida tohib teiste loominguga teha.',
      'Lisaks tutvume Eesti kohtusüsteemi ja riigi e-teenustega ning harjutame kirjutama pretensiooni või avaldust.',
    ),
    learningOutcomes: [
      'Selgitab töölepingu olulisi tingimusi ja alaealise töötaja õigusi',
      'Kasutab tarbija õigusi veebiostude ja pretensioonide puhul',
      'Kirjeldab isikuandmete kaitse põhimõtteid ja oma õigusi',
      'Eristab lubatud ja keelatud kasutust autoriõiguse järgi',
      'Koostab korrektse pretensiooni või avalduse',
    ],
    gradingCriteria:
      'Arvestuse saamiseks tuleb lahendada neli juhtumianalüüsi ja koostada lõpus pretensioon või avaldus etteantud olukorra kohta.',
    academicHours: 24,
    tag: null,
    rating: 4.4,
    averageScore: 8.0,
    testimonials: [
      {
        author: 'Kristjan, 12. klass',
        text: 'Kasutasin kursusel õpitut kohe, kui e-pood ei tahtnud katkist kõrvaklappi tagasi võtta. Sain raha tagasi!',
      },
    ],
    teacherIndexes: [3],
  },
  {
    slug: 'pervaya-pomoshch',
    name: 'Первая помощь и безопасность',
    language: 'ru',
    categories: ['LIFE_SKILLS', 'OTHERS'],
    status: 'APPROVED',
    summary:
      'Практический курс первой помощи: как оценить ситуацию, вызвать помощь по номеру 112, провести сердечно-лёгочную реанимацию и помочь при травмах. Теория онлайн, навыки отрабатываются на практических заданиях.',
    shortDescription: 'Первая помощь, реанимация и поведение в чрезвычайных ситуациях.',
    description: p(
      'В экстренной ситуации первые минуты решают всё. Этот курс учит сохранять спокойствие, правильно оценивать обстановку и оказывать первую помощь до приезда скорой.',
      'Мы разбираем алгоритм вызова 112, сердечно-лёгочную реанимацию и использование дефибриллятора, помощь при кровотечениях, ожогах, переломах, аллергических реакциях и переохлаждении. Каждый блок завершается разбором реальных ситуаций.',
      'Отдельное занятие посвящено безопасности: на воде, на дороге, во время грозы и в случае длительного отключения электричества. Курс хорошо подходит для подготовки к получению водительских прав.',
    ),
    learningOutcomes: [
      'Оценивает безопасность места происшествия и состояние пострадавшего',
      'Правильно вызывает помощь по номеру 112 и передаёт необходимую информацию',
      'Описывает алгоритм сердечно-лёгочной реанимации и использования дефибриллятора',
      'Оказывает первую помощь при кровотечениях, ожогах и травмах',
    ],
    gradingCriteria:
      'Для зачёта необходимо посетить не менее 75% занятий, выполнить тест по теории (не менее 70%) и разобрать два практических сценария.',
    academicHours: 24,
    tag: null,
    rating: 4.7,
    averageScore: 8.8,
    testimonials: [
      {
        author: 'Максим, 10 класс',
        text: 'Очень полезный курс. Теперь я знаю, что делать, если кому-то станет плохо на улице.',
      },
    ],
    teacherIndexes: [4],
  },
  {
    slug: 'cultures-and-identities',
    name: 'Cultures and Identities in a Diverse Europe',
    language: 'en',
    categories: ['DIVERSITY', 'LANGUAGES'],
    status: 'APPROVED',
    summary:
      'Explore how culture, language and identity shape the way we live together in Estonia and across Europe. Through stories, debates and a small research project you learn to communicate across differences with curiosity and respect.',
    shortDescription: 'Intercultural communication, identity and belonging, taught in English.',
    description: p(
      'Estonian classrooms are more diverse than ever: students speak different home languages, have lived abroad or have moved here from other countries. This course looks at what culture and identity mean, and how they affect communication, friendship and school life.',
      'We discuss stereotypes and prejudice, minority languages in Europe, migration stories and the role of media in shaping how we see others. Guest speakers from different backgrounds share their experiences, and you practise respectful discussion on difficult topics.',
      'Your final project is a short interview-based story about someone whose background differs from yours, published as a podcast episode, photo essay or article.',
    ),
    learningOutcomes: [
      'Explains key concepts of culture, identity and intercultural communication',
      'Recognises stereotypes and their effect on people and groups',
      'Takes part in a respectful discussion on a controversial topic in English',
      'Plans and carries out an interview and turns it into a short story',
    ],
    gradingCriteria:
      'To pass, take part in at least 75% of online classes, contribute to three discussions and submit the final interview-based story with a short reflection.',
    academicHours: 24,
    tag: 'In English',
    rating: 4.6,
    averageScore: 8.5,
    testimonials: [
      {
        author: 'Sofia, grade 12',
        text: 'I learned so much from my classmates\' stories. The interview project was the highlight of my year.',
      },
    ],
    teacherIndexes: [5],
  },
  // Not public: one course in preparation and one waiting for review.
  {
    slug: 'robootika-arduinoga',
    name: 'Robootika Arduinoga',
    language: 'et',
    categories: ['TECHNOLOGY'],
    status: 'DRAFT',
    summary:
      'Ehitad kursuse jooksul Arduino abil oma väikese roboti ja õpid andurite ning mootorite juhtimist.',
    shortDescription: 'Elektroonika ja programmeerimise algtõed Arduinoga.',
    description: p(
      'Kursus on alles ettevalmistamisel. Plaanis on tutvustada elektroonika põhitõdesid, Arduino programmeerimist ja andurite kasutamist.',
      'Õppijad saavad koju komplekti, millega ehitatakse valmis lihtne joonejälgija robot.',
    ),
    learningOutcomes: [
      'Koostab lihtsa elektriskeemi makettplaadil',
      'Programmeerib Arduinot andurite andmeid lugema',
      'Juhib mootoreid andurite andmete põhjal',
    ],
    gradingCriteria: 'Arvestuse saamiseks tuleb ehitada töötav joonejälgija robot ja esitada selle kohta videoklipp.',
    academicHours: 32,
    tag: null,
    rating: null,
    averageScore: null,
    testimonials: [],
    teacherIndexes: [1],
  },
  {
    slug: 'taskuhaalingu-tegemine',
    name: 'Taskuhäälingu tegemine',
    language: 'et',
    categories: ['OTHERS', 'LIFE_SKILLS'],
    status: 'IN_REVIEW',
    summary:
      'Kursusel teed oma taskuhäälingu esimese osa: ideest ja intervjuust helitöötluse ja avaldamiseni.',
    shortDescription: 'Taskuhääling algusest lõpuni: idee, intervjuu, helitöötlus ja avaldamine.',
    description: p(
      'Taskuhääling ehk podcast on lihtne viis oma mõtteid ja lugusid jagada. Kursusel õpid, kuidas valida teema, valmistada ette intervjuu ja salvestada hea kvaliteediga heli ka telefoniga.',
      'Teises pooles tutvume helitöötlusega tasuta programmis Audacity ning avaldame valminud osad kursuse ühises voos.',
    ),
    learningOutcomes: [
      'Kavandab taskuhäälingu osa ülesehituse',
      'Valmistab ette ja viib läbi intervjuu',
      'Töötleb helisalvestist ja avaldab valmis osa',
    ],
    gradingCriteria: 'Arvestuse saamiseks tuleb avaldada vähemalt üks 10–20-minutiline taskuhäälingu osa.',
    academicHours: 24,
    tag: null,
    rating: null,
    averageScore: null,
    testimonials: [],
    teacherIndexes: [3],
  },
];
