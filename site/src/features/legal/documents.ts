// The terms of use and the privacy policy (issue 18 item 5), one whole document per language (Russian:
// issue 17, ADR 021): legal text
// is read and approved as a whole, so it is not cut into t() keys. Versions come from the domain
// (LEGAL_DOCUMENTS), the same the sign-up stores with the person's agreement. The numbers (refund window,
// invoice due days, bank confirmation, pass lengths) come from the domain's constants.
import type { Lang } from '@valik/domain/contracts';
import {
  BANK_CONFIRMATION_WORKING_DAYS,
  INVOICE_DUE_DAYS_BEFORE_START,
  MULTI_PASS_DAYS,
  REFUND_WINDOW_DAYS,
  SINGLE_PASS_DAYS,
  pickPlural,
} from '@valik/domain';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export interface LegalDocument {
  name: string;
  description: string;
  intro: string;
  sections: LegalSection[];
}

export const CONTACT = 'info@valik.ee';

/** '7 дней', '21 день': a number with the Russian form of its noun ('день|дня|дней' = one|few|many). */
const ruCount = (n: number, forms: string): string => `${n} ${pickPlural('ru', n, forms)}`;

export const TERMS: Record<Lang, LegalDocument> = {
  et: {
    name: 'Kasutustingimused',
    description: 'Valiku veebikooli kasutamise, kursuste ostmise, tasumise ja tühistamise tingimused.',
    intro: `Need tingimused kehtivad Valiku veebikooli (edaspidi Valik) veebilehe, õppekeskkonna ja kursuste kasutamisel. Konto loomisel või õpetajaks kandideerimisel kinnitad, et oled tingimused ja privaatsuspoliitika läbi lugenud ja nendega nõus. Küsimused: ${CONTACT}.`,
    sections: [
      {
        heading: '1. Konto',
        paragraphs: [
          'Konto loomiseks on vaja kehtivat e-posti aadressi, mille kinnitad meie saadetud lingiga. Hoia oma parool ja teise sammu koodid salajas; kontoga tehtud toimingud loetakse sinu tehtuks.',
          'Alla 18-aastane õpilane võib kursusele registreeruda, kui tema vanem või eestkostja või tema kool on sellega nõus. Kui maksab kool, kehtivad lisaks kooli tingimused, mida näed registreerimisel.',
          'Konto saad igal ajal kustutada oma profiilis. Arved ja maksed, mida raamatupidamise seadus nõuab säilitada, jäävad alles ilma sinu isikuandmeteta.',
        ],
      },
      {
        heading: '2. Kursused ja registreerimine',
        paragraphs: [
          'Kursused toimuvad veebis kindla grupiga, kindlatel kuupäevadel ja nädalapäevadel (Eesti aja järgi). Kursuse leht näitab grupi aegu, õpetajat, vabu kohti ja hinda.',
          'Registreerimine on siduv, kui see on kinnitatud (e-kiri ja kirje „Minu kursused” all). Täis grupi korral saad liituda ootejärjekorraga; vabanenud koha pakkumine kehtib piiratud aja.',
          'Valik võib grupi tühistada, kui sellesse ei registreeru piisavalt õpilasi või õpetaja ei saa seda läbi viia. Sel juhul pakume teist gruppi või maksame kogu summa tagasi.',
        ],
      },
      {
        heading: '3. Hinnad ja tasumine',
        paragraphs: [
          'Hinnad on eurodes ja sisaldavad käibemaksu. Tasuda saad kaardiga või pangalingiga kohe, arvega või pääsmega; kool võib maksta oma õpilase eest.',
          `Arve tuleb tasuda vähemalt ${INVOICE_DUE_DAYS_BEFORE_START} päeva enne kursuse algust. Pangamakse kinnitus võib võtta kuni ${BANK_CONFIRMATION_WORKING_DAYS} tööpäeva. Kui maksja muutub ja arve jääb tasumata, sulgub ligipääs kursusele nädal hiljem.`,
          `Pääse on korduv kaardimakse: ühekordne pääse kehtib ${SINGLE_PASS_DAYS} päeva ja katab ühe kursuse, mitmekordne pääse kehtib ${MULTI_PASS_DAYS} päeva. Pääsme saad peatada või lõpetada makseplaanis; lõpetatud pääse kehtib tasutud perioodi lõpuni.`,
        ],
      },
      {
        heading: '4. Tühistamine ja raha tagastamine',
        paragraphs: [
          `Kui tühistad registreerimise kuni ${REFUND_WINDOW_DAYS} päeva pärast kursuse algust, maksame kogu summa tagasi. Hiljem raha ei tagastata.`,
          'Tagasimakse jõuab samale maksevahendile ühe tööpäeva kuni ühe nädala jooksul. Kooli tasutud kursuse tühistamisel tagastatakse kooli krediit koolile.',
          `Tarbijana on sul õigus lepingust 14 päeva jooksul taganeda. Kui kursus algab selle aja sees ja sa soovid alustada, nõustud, et kursuse teenus algab enne taganemisaja lõppu; sellisel juhul kehtib ülaltoodud ${REFUND_WINDOW_DAYS} päeva reegel, mis on sinule soodsam kui seadusest tulenev hüvitis.`,
        ],
      },
      {
        heading: '5. Õppimine, tunnistus ja tagasiside',
        paragraphs: [
          'Tunnistuse saad, kui õpetaja märgib kursuse arvestatuks. Tunnistusel on kood, millega igaüks saab selle ehtsust kontrollida.',
          'Kursuse lõpus palume anda tagasisidet. Õpetajad ja koolid näevad ainult koondtulemusi.',
        ],
      },
      {
        heading: '6. Käitumine ja sisu',
        paragraphs: [
          'Tundides, Discordis ja õppekeskkonnas käitu lugupidavalt. Kursuse materjalid on mõeldud sinu isiklikuks õppimiseks; neid ei tohi levitada ilma loata.',
          'Kui keegi rikub neid reegleid, võime ligipääsu peatada või konto sulgeda.',
        ],
      },
      {
        heading: '7. Vastutus, muudatused ja vaidlused',
        paragraphs: [
          'Teeme kõik, et tunnid toimuksid õigel ajal. Kui tund jääb meie tõttu ära, pakume asendustundi või vastavat hüvitist.',
          'Tingimuste muutmisel teatame sellest e-kirjaga ja uus versioon kehtib pärast avaldamist; olulise muudatuse korral küsime uuesti nõusolekut.',
          'Vaidlused lahendame eelkõige läbirääkimistega. Tarbija võib pöörduda Tarbijakaitse ja Tehnilise Järelevalve Ameti juures tegutseva tarbijavaidluste komisjoni poole. Kohaldub Eesti õigus.',
        ],
      },
    ],
  },
  en: {
    name: 'Terms of use',
    description: 'The terms for using the Valik online school and for buying, paying for and cancelling courses.',
    intro: `These terms apply to the website, the learning environment and the courses of the Valik online school ("Valik"). By creating an account or applying to teach you confirm that you have read and agree to these terms and the privacy policy. Questions: ${CONTACT}.`,
    sections: [
      {
        heading: '1. Your account',
        paragraphs: [
          'An account needs a valid e-mail address, confirmed with the link we send. Keep your password and second-factor codes secret; actions taken with your account count as yours.',
          'A student under 18 may register for a course with the consent of a parent or guardian, or of their school. When the school pays, the school’s conditions shown at registration apply as well.',
          'You can delete your account at any time in your profile. Invoices and payments that accounting law requires us to keep stay, without your personal data.',
        ],
      },
      {
        heading: '2. Courses and registration',
        paragraphs: [
          'Courses are taught online to a fixed group, on set dates and weekdays (Estonian time). The course page shows each group’s times, teacher, free seats and price.',
          'A registration is binding once it is confirmed (an e-mail and an entry under My courses). When a group is full you can join its waitlist; a seat offered from the waitlist is held for a limited time.',
          'Valik may cancel a group if too few students register or the teacher cannot teach it. We then offer another group or refund the full amount.',
        ],
      },
      {
        heading: '3. Prices and payment',
        paragraphs: [
          'Prices are in euros and include VAT. You can pay by card or bank link at once, by invoice, or with a pass; a school may pay for its student.',
          `An invoice must be paid at least ${INVOICE_DUE_DAYS_BEFORE_START} days before the course starts. A bank payment can take up to ${BANK_CONFIRMATION_WORKING_DAYS} working days to be confirmed. If the payer changes and an invoice stays unpaid, access to the course closes one week later.`,
          `A pass is a recurring card payment: the single pass lasts ${SINGLE_PASS_DAYS} days and covers one course, the multi pass lasts ${MULTI_PASS_DAYS} days. You can pause or cancel a pass on your payment plan; a cancelled pass lasts until the end of the paid period.`,
        ],
      },
      {
        heading: '4. Cancellation and refunds',
        paragraphs: [
          `If you cancel a registration up to ${REFUND_WINDOW_DAYS} days after the course start, we refund the full amount. After that, no refund is given.`,
          'A refund reaches the same means of payment within one working day to one week. When a school-paid course is cancelled, the school’s credit goes back to the school.',
          `As a consumer you may withdraw from the contract within 14 days. If the course starts within that time and you choose to begin, you agree that the service starts before the withdrawal period ends; the ${REFUND_WINDOW_DAYS}-day rule above then applies, which is more favourable to you than the compensation the law provides.`,
        ],
      },
      {
        heading: '5. Learning, diploma and feedback',
        paragraphs: [
          'You receive a diploma when your teacher marks the course as passed. The diploma carries a code anyone can use to check that it is genuine.',
          'At the end of a course we ask for your feedback. Teachers and schools see only the summary.',
        ],
      },
      {
        heading: '6. Conduct and content',
        paragraphs: [
          'Be respectful in classes, on Discord and in the learning environment. Course materials are for your own learning and must not be shared without permission.',
          'If these rules are broken we may suspend access or close the account.',
        ],
      },
      {
        heading: '7. Liability, changes and disputes',
        paragraphs: [
          'We do our best to hold every class on time. If a class is cancelled because of us, we offer a replacement class or a matching compensation.',
          'When these terms change we tell you by e-mail and the new version applies from its publication; for a material change we ask for your agreement again.',
          'We settle disputes by negotiation first. A consumer may turn to the Consumer Disputes Committee at the Estonian Consumer Protection and Technical Regulatory Authority. Estonian law applies.',
        ],
      },
    ],
  },
  ru: {
    name: 'Условия использования',
    description: 'Условия пользования онлайн-школой Valik, покупки, оплаты и отмены курсов.',
    intro: `Эти условия действуют при пользовании сайтом, учебной средой и курсами онлайн-школы Valik (далее — Valik). Создавая учётную запись или подавая заявку на преподавание, вы подтверждаете, что прочитали эти условия и политику конфиденциальности и согласны с ними. Вопросы: ${CONTACT}.`,
    sections: [
      {
        heading: '1. Учётная запись',
        paragraphs: [
          'Для учётной записи нужен действующий адрес электронной почты, который вы подтверждаете по присланной нами ссылке. Храните пароль и коды второго фактора в тайне: действия, совершённые с вашей учётной записью, считаются вашими.',
          'Ученик младше 18 лет может зарегистрироваться на курс с согласия родителя, опекуна или своей школы. Если платит школа, дополнительно действуют условия школы, которые вы видите при регистрации.',
          'Удалить учётную запись можно в любой момент в профиле. Счета и платежи, которые мы обязаны хранить по закону о бухгалтерском учёте, сохраняются без ваших персональных данных.',
        ],
      },
      {
        heading: '2. Курсы и регистрация',
        paragraphs: [
          'Курсы проходят онлайн в постоянной группе, в установленные даты и дни недели (по эстонскому времени). На странице курса указаны время занятий каждой группы, учитель, свободные места и цена.',
          'Регистрация становится обязательной после подтверждения (письмо и запись на странице «Мои курсы»). Если группа заполнена, можно записаться в лист ожидания; место, предложенное из листа ожидания, закрепляется за вами на ограниченное время.',
          'Valik может отменить группу, если зарегистрировалось слишком мало учеников или учитель не может её вести. В этом случае мы предложим другую группу или вернём всю сумму.',
        ],
      },
      {
        heading: '3. Цены и оплата',
        paragraphs: [
          'Цены указаны в евро и включают НДС. Оплатить можно сразу картой или через интернет-банк, по счёту или абонементом; за ученика может заплатить его школа.',
          `Счёт нужно оплатить не позднее чем за ${ruCount(INVOICE_DUE_DAYS_BEFORE_START, 'день|дня|дней')} до начала курса. Подтверждение банковского платежа может занять до ${ruCount(BANK_CONFIRMATION_WORKING_DAYS, 'рабочего дня|рабочих дней|рабочих дней')}. Если плательщик меняется и счёт остаётся неоплаченным, доступ к курсу закрывается через неделю.`,
          `Абонемент — это регулярный платёж картой: разовый абонемент действует ${ruCount(SINGLE_PASS_DAYS, 'день|дня|дней')} и покрывает один курс, многоразовый действует ${ruCount(MULTI_PASS_DAYS, 'день|дня|дней')}. Абонемент можно приостановить или отменить в плане оплаты; отменённый абонемент действует до конца оплаченного периода.`,
        ],
      },
      {
        heading: '4. Отмена и возврат денег',
        paragraphs: [
          `Если вы отмените регистрацию в течение ${ruCount(REFUND_WINDOW_DAYS, 'дня|дней|дней')} после начала курса, мы вернём всю сумму. Позже деньги не возвращаются.`,
          'Возврат поступает на то же платёжное средство в течение от одного рабочего дня до недели. Если отменяется курс, оплаченный школой, кредит возвращается школе.',
          `Как потребитель вы можете отказаться от договора в течение 14 дней. Если курс начинается в этот срок и вы решаете начать обучение, вы соглашаетесь, что услуга начинается до окончания срока отказа; тогда действует указанное выше правило ${ruCount(REFUND_WINDOW_DAYS, 'дня|дней|дней')}, которое для вас выгоднее компенсации, предусмотренной законом.`,
        ],
      },
      {
        heading: '5. Учёба, диплом и отзывы',
        paragraphs: [
          'Диплом вы получаете, когда учитель отмечает курс как зачтённый. На дипломе есть код, по которому любой может проверить его подлинность.',
          'В конце курса мы просим вас оставить отзыв. Учителя и школы видят только обобщённые итоги.',
        ],
      },
      {
        heading: '6. Поведение и материалы',
        paragraphs: [
          'Ведите себя уважительно на занятиях, в Discord и в учебной среде. Материалы курса предназначены для вашей собственной учёбы, и делиться ими без разрешения нельзя.',
          'При нарушении этих правил мы можем приостановить доступ или закрыть учётную запись.',
        ],
      },
      {
        heading: '7. Ответственность, изменения и споры',
        paragraphs: [
          'Мы делаем всё, чтобы каждое занятие прошло вовремя. Если занятие отменяется по нашей вине, мы предложим замену или соответствующую компенсацию.',
          'Об изменении этих условий мы сообщаем по электронной почте, новая редакция действует с момента публикации; при существенном изменении мы снова попросим вашего согласия.',
          'Споры мы в первую очередь решаем путём переговоров. Потребитель может обратиться в комиссию по потребительским спорам при Департаменте защиты прав потребителей и технического надзора. Применяется право Эстонии.',
        ],
      },
    ],
  },
};

export const PRIVACY: Record<Lang, LegalDocument> = {
  et: {
    name: 'Privaatsuspoliitika',
    description: 'Kuidas Valik isikuandmeid kogub, kasutab, kellele edastab ja kui kaua säilitab (isikuandmete kaitse üldmäärus).',
    intro: `Selles poliitikas selgitame, milliseid isikuandmeid Valiku veebikool töötleb, miks ja kui kaua, ning millised õigused sul on isikuandmete kaitse üldmääruse (GDPR) ja Eesti isikuandmete kaitse seaduse järgi.`,
    sections: [
      {
        heading: '1. Vastutav töötleja',
        paragraphs: [`Isikuandmete vastutav töötleja on Valiku veebikool (Valik). Andmekaitse küsimustes kirjuta ${CONTACT}; vastame ühe kuu jooksul.`],
      },
      {
        heading: '2. Milliseid andmeid töötleme',
        paragraphs: ['Töötleme ainult neid andmeid, mida kooli pidamiseks vajame:'],
        items: [
          'konto: nimi, e-posti aadress, telefon (kui lisad), parooli räsi, keele-eelistus, teise sammu seaded;',
          'õpe: registreeringud, grupid, tulemused, õppeedenemine, tagasiside, tunnistused;',
          'kool: kool, kuhu kuulud, ja kooli maksetingimused;',
          'maksed: arved, maksete olek ja summad (kaardi andmeid me ei näe ega säilita);',
          'kogukond: Discordi kasutajanimi ja klassiruumi (Google) e-posti aadress, kui need ühendad;',
          'tehnilised andmed: seansid, IP-aadress, veateated ja turvalogid.',
        ],
      },
      {
        heading: '3. Milleks ja mis alusel',
        paragraphs: [],
        items: [
          'kursuste pakkumine, registreerimine, tunnistused ja arved — lepingu täitmine (GDPR art 6 lg 1 p b);',
          'raamatupidamine ja maksuarvestus — juriidiline kohustus (art 6 lg 1 p c);',
          'turvalisus, vigade parandamine ja teenuse toimimine — õigustatud huvi (art 6 lg 1 p f);',
          'Discordi ja klassiruumi ühendamine, analüütika- ja reklaamiküpsised — nõusolek (art 6 lg 1 p a), mille saad igal ajal tagasi võtta.',
        ],
      },
      {
        heading: '4. Volitatud töötlejad',
        paragraphs: ['Kasutame usaldusväärseid teenusepakkujaid, kellega on sõlmitud andmetöötluslepingud:'],
        items: [
          'Stripe — kaardimaksed ja pääsmed;',
          'Montonio — pangalingimaksed;',
          'Resend — e-kirjade saatmine;',
          'Sentry — vigade ja tõrgete jälgimine;',
          'Discord — kursuse kogukond (kui ühendad oma konto);',
          'Google — klassiruum (Google Classroom) ja veebianalüütika (kui nõustud küpsistega).',
        ],
      },
      {
        heading: '5. Andmete edastamine väljapoole EL-i',
        paragraphs: ['Osa teenusepakkujaid (nt Stripe, Discord, Google, Sentry) võivad andmeid töödelda väljaspool Euroopa Majanduspiirkonda. Sel juhul kasutame Euroopa Komisjoni lepingu tüüptingimusi või EL–USA andmekaitseraamistikku.'],
      },
      {
        heading: '6. Säilitamine',
        paragraphs: [],
        items: [
          'konto andmed — kuni konto kustutamiseni;',
          'arved ja maksedokumendid — 7 aastat (raamatupidamise seadus);',
          'tunnistuse kontrollkood — seni, kuni tunnistus peab olema kontrollitav;',
          'turva- ja veateated — kuni 90 päeva;',
          'nõusolek tingimuste ja privaatsuspoliitikaga (versioon ja aeg) — konto kehtivuse ajal ja nõuete aegumiseni.',
        ],
      },
      {
        heading: '7. Sinu õigused',
        paragraphs: [
          'Sul on õigus oma andmetega tutvuda ja saada neist koopia (profiilis „Laadi minu andmed alla”), neid parandada, kustutada (profiilis „Kustuta konto”), piirata nende töötlemist, esitada vastuväiteid ja andmeid üle kanda ning võtta nõusolek tagasi.',
          'Kui leiad, et rikume sinu õigusi, võid pöörduda Andmekaitse Inspektsiooni poole (www.aki.ee).',
        ],
      },
      {
        heading: '8. Küpsised',
        paragraphs: ['Vajalikud küpsised hoiavad sind sisse logituna ja mäletavad keelt. Analüütika- ja reklaamiküpsised lisame ainult sinu nõusolekul, mida küsime küpsiste ribal.'],
      },
    ],
  },
  en: {
    name: 'Privacy policy',
    description: 'How Valik collects, uses, shares and keeps personal data (General Data Protection Regulation).',
    intro: 'This policy explains which personal data the Valik online school processes, why and for how long, and the rights you have under the General Data Protection Regulation (GDPR) and the Estonian Personal Data Protection Act.',
    sections: [
      {
        heading: '1. Controller',
        paragraphs: [`The controller of your personal data is the Valik online school (Valik). For data protection questions write to ${CONTACT}; we answer within one month.`],
      },
      {
        heading: '2. What data we process',
        paragraphs: ['We process only the data we need to run the school:'],
        items: [
          'account: name, e-mail address, phone (if you add it), password hash, language, second-factor settings;',
          'learning: registrations, groups, results, progress, feedback, diplomas;',
          'school: the school you belong to and its payment conditions;',
          'payments: invoices, payment status and amounts (we never see or store card details);',
          'community: your Discord user name and classroom (Google) e-mail address, if you connect them;',
          'technical data: sessions, IP address, error reports and security logs.',
        ],
      },
      {
        heading: '3. Purposes and legal bases',
        paragraphs: [],
        items: [
          'providing courses, registration, diplomas and invoices — performance of a contract (GDPR Art. 6(1)(b));',
          'accounting and tax — legal obligation (Art. 6(1)(c));',
          'security, fixing errors and keeping the service running — legitimate interest (Art. 6(1)(f));',
          'connecting Discord and the classroom, analytics and advertising cookies — consent (Art. 6(1)(a)), which you can withdraw at any time.',
        ],
      },
      {
        heading: '4. Processors',
        paragraphs: ['We use trusted service providers bound by data processing agreements:'],
        items: [
          'Stripe — card payments and passes;',
          'Montonio — bank-link payments;',
          'Resend — sending e-mail;',
          'Sentry — error and failure monitoring;',
          'Discord — the course community (if you connect your account);',
          'Google — the classroom (Google Classroom) and web analytics (if you accept cookies).',
        ],
      },
      {
        heading: '5. Transfers outside the EU',
        paragraphs: ['Some providers (e.g. Stripe, Discord, Google, Sentry) may process data outside the European Economic Area. We then rely on the European Commission’s standard contractual clauses or the EU–US Data Privacy Framework.'],
      },
      {
        heading: '6. Retention',
        paragraphs: [],
        items: [
          'account data — until you delete the account;',
          'invoices and payment records — 7 years (Accounting Act);',
          'diploma verification codes — as long as the diploma must be verifiable;',
          'security and error reports — up to 90 days;',
          'your agreement to the terms and this policy (version and time) — while the account exists and until claims expire.',
        ],
      },
      {
        heading: '7. Your rights',
        paragraphs: [
          'You have the right to access your data and receive a copy (“Download my data” in your profile), to have it corrected or erased (“Delete account” in your profile), to restrict or object to its processing, to data portability, and to withdraw consent.',
          'If you believe we infringe your rights, you can complain to the Estonian Data Protection Inspectorate (www.aki.ee).',
        ],
      },
      {
        heading: '8. Cookies',
        paragraphs: ['Necessary cookies keep you signed in and remember your language. Analytics and advertising cookies are set only with your consent, asked in the cookie banner.'],
      },
    ],
  },
  ru: {
    name: 'Политика конфиденциальности',
    description: 'Как Valik собирает, использует, передаёт и хранит персональные данные (Общий регламент по защите данных).',
    intro: 'Эта политика объясняет, какие персональные данные обрабатывает онлайн-школа Valik, зачем и как долго, и какие права у вас есть по Общему регламенту по защите данных (GDPR) и эстонскому Закону о защите персональных данных.',
    sections: [
      {
        heading: '1. Контролёр',
        paragraphs: [`Контролёр ваших персональных данных — онлайн-школа Valik (Valik). С вопросами о защите данных пишите на ${CONTACT}; мы ответим в течение месяца.`],
      },
      {
        heading: '2. Какие данные мы обрабатываем',
        paragraphs: ['Мы обрабатываем только те данные, которые нужны для работы школы:'],
        items: [
          'учётная запись: имя, адрес электронной почты, телефон (если вы его добавите), хеш пароля, язык, настройки второго фактора;',
          'учёба: регистрации, группы, результаты, прогресс, отзывы, дипломы;',
          'школа: школа, к которой вы относитесь, и её условия оплаты;',
          'платежи: счета, статус и суммы платежей (данные карты мы никогда не видим и не храним);',
          'сообщество: ваше имя пользователя в Discord и адрес электронной почты для виртуального класса (Google), если вы их подключите;',
          'технические данные: сеансы, IP-адрес, отчёты об ошибках и журналы безопасности.',
        ],
      },
      {
        heading: '3. Цели и правовые основания',
        paragraphs: [],
        items: [
          'проведение курсов, регистрация, дипломы и счета — исполнение договора (GDPR, ст. 6(1)(b));',
          'бухгалтерский учёт и налоги — юридическая обязанность (ст. 6(1)(c));',
          'безопасность, исправление ошибок и поддержание работы сервиса — законный интерес (ст. 6(1)(f));',
          'подключение Discord и виртуального класса, аналитические и рекламные файлы cookie — согласие (ст. 6(1)(a)), которое можно отозвать в любой момент.',
        ],
      },
      {
        heading: '4. Обработчики',
        paragraphs: ['Мы пользуемся услугами надёжных поставщиков, связанных договорами об обработке данных:'],
        items: [
          'Stripe — оплата картой и абонементы;',
          'Montonio — оплата через интернет-банк;',
          'Resend — отправка электронной почты;',
          'Sentry — отслеживание ошибок и сбоев;',
          'Discord — сообщество курса (если вы подключите свою учётную запись);',
          'Google — виртуальный класс (Google Classroom) и веб-аналитика (если вы принимаете файлы cookie).',
        ],
      },
      {
        heading: '5. Передача за пределы ЕС',
        paragraphs: ['Некоторые поставщики (например, Stripe, Discord, Google, Sentry) могут обрабатывать данные за пределами Европейской экономической зоны. В таком случае мы опираемся на стандартные договорные положения Европейской комиссии или на Рамочное соглашение ЕС–США о конфиденциальности данных.'],
      },
      {
        heading: '6. Сроки хранения',
        paragraphs: [],
        items: [
          'данные учётной записи — до удаления учётной записи;',
          'счета и платёжные документы — 7 лет (Закон о бухгалтерском учёте);',
          'коды проверки дипломов — пока диплом должен оставаться проверяемым;',
          'отчёты о безопасности и ошибках — до 90 дней;',
          'ваше согласие с условиями и этой политикой (версия и время) — пока существует учётная запись и до истечения срока исковой давности.',
        ],
      },
      {
        heading: '7. Ваши права',
        paragraphs: [
          'Вы вправе получить доступ к своим данным и их копию («Скачать мои данные» в профиле), исправить или удалить их («Удалить учётную запись» в профиле), ограничить их обработку или возразить против неё, перенести данные и отозвать согласие.',
          'Если вы считаете, что мы нарушаем ваши права, вы можете подать жалобу в Инспекцию по защите данных Эстонии (www.aki.ee).',
        ],
      },
      {
        heading: '8. Файлы cookie',
        paragraphs: ['Необходимые файлы cookie сохраняют ваш вход и выбранный язык. Аналитические и рекламные файлы cookie устанавливаются только с вашего согласия, которое запрашивается в баннере о файлах cookie.'],
      },
    ],
  },
};
