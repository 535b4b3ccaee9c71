// The accessibility statement (issue 30 item 5): how far the site, the learning environment and the
// documents meet WCAG 2.1 AA, what does not yet, and whom to tell. One whole text per language, like the
// legal documents: it is read and approved as a whole. When a limitation is fixed, its line goes and
// REVIEWED moves; the checks named are the ones the test suite runs (axe, the Nu checker, Lighthouse on the public pages, the
// tagged PDFs' reading order, keyboard journeys) and the bench's Lighthouse on every signed-in route.
import type { Lang } from '@valik/domain/contracts';
import { CONTACT, type LegalDocument } from './documents.ts';

/** The day the statement was last checked against the product (yyyy-mm-dd). */
export const ACCESSIBILITY_REVIEWED = '2026-11-29';

export const ACCESSIBILITY: Record<Lang, LegalDocument> = {
  et: {
    name: 'Ligipääsetavuse teatis',
    description: 'Kui hästi vastavad Valiku veebileht, õppekeskkond ja dokumendid WCAG 2.1 AA nõuetele ning kuidas anda teada takistusest.',
    intro:
      'Valik tahab, et iga õpilane, vanem, õpetaja ja kooli esindaja saaks meie veebilehte ja õppekeskkonda kasutada ka siis, kui ta kasutab ekraanilugejat, klaviatuuri, suurendust või kõnejuhtimist. See teatis kehtib aadressi valik.ee avaliku veebilehe, õppekeskkonna (/user) ja haldusliidese (/manage) kohta.',
    sections: [
      {
        heading: '1. Vastavus',
        paragraphs: [
          'Valik vastab osaliselt veebisisu ligipääsetavuse suuniste WCAG 2.1 tasemele AA (standard EN 301 549). Allpool on loetletud teadaolevad puudused.',
        ],
      },
      {
        heading: '2. Kuidas me kontrollime',
        paragraphs: [
          'Iga muudatus läbib automaatsed kontrollid: axe iga lehe ja iga rolli vaates eesti ja vene keeles, Nu HTML-i kontrollija igal lehel, Lighthouse’i ligipääsetavuse hinne avalikel lehtedel, märgendatud PDF-ide struktuur ja lugemisjärjekord ning teekonnad ainult klaviatuuriga 375 ja 1280 piksli laiusel ekraanil. Õppekeskkonna ja haldusliidese iga lehe Lighthouse’i hinnet mõõdame eraldi. Lisaks vaatame lehti ise läbi ekraanilugeja ja suurendusega.',
        ],
      },
      {
        heading: '3. Teadaolevad puudused',
        paragraphs: ['Järgmised osad ei vasta veel täielikult nõuetele:'],
        items: [
          'Materjale, mida õpetajad tunnis jagavad (esitlused, failid, lingid), me automaatselt ei kontrolli. Kui mõni neist ei ole sulle kättesaadav, kirjuta meile ja õpetaja saadab selle sisu muul kujul.',
          'Tunnid toimuvad välistes vahendites (videokõne, kursuse Discordi kanal), mille ligipääsetavus sõltub nende pakkujast.',
        ],
      },
      {
        heading: '4. Anna teada takistusest',
        paragraphs: [
          `Kui miski meie lehel takistab sind, kirjuta aadressil ${CONTACT}. Kirjuta, millisel lehel ja mida tegid ning millist abivahendit kasutad. Vastame viie tööpäeva jooksul ja teeme vajaliku sisu kättesaadavaks muul viisil, kuni viga on parandatud.`,
          'Kui sa ei ole meie vastusega rahul, võid pöörduda Tarbijakaitse ja Tehnilise Järelevalve Ameti poole (ttja.ee).',
        ],
      },
    ],
  },
  en: {
    name: 'Accessibility statement',
    description: 'How far Valik’s website, learning environment and documents meet WCAG 2.1 AA, and how to report a barrier.',
    intro:
      'Valik wants every student, parent, teacher and school representative to be able to use our website and learning environment, including with a screen reader, a keyboard, magnification or voice control. This statement covers the public website at valik.ee, the learning environment (/user) and the admin console (/manage).',
    sections: [
      {
        heading: '1. Conformance',
        paragraphs: [
          'Valik partially conforms to the Web Content Accessibility Guidelines (WCAG) 2.1 level AA (standard EN 301 549). The known limitations are listed below.',
        ],
      },
      {
        heading: '2. How we check',
        paragraphs: [
          'Every change passes automated checks: axe on every page of every role in Estonian and Russian, the Nu HTML checker on every page, the Lighthouse accessibility score of the public pages, the structure and reading order of the tagged PDFs, and keyboard-only journeys on 375 and 1280 pixel wide screens. The Lighthouse score of every page of the learning environment and the admin console is measured separately. We also go through the pages ourselves with a screen reader and magnification.',
        ],
      },
      {
        heading: '3. Known limitations',
        paragraphs: ['The following parts do not yet fully conform:'],
        items: [
          'We do not check automatically the materials teachers share in lessons (slides, files, links). If one of them is not accessible to you, write to us and the teacher sends its content in another form.',
          'Lessons take place in external tools (the video call, the course’s Discord channel), whose accessibility depends on their providers.',
        ],
      },
      {
        heading: '4. Report a barrier',
        paragraphs: [
          `If something on our pages stops you, write to ${CONTACT}. Tell us which page, what you were doing and which assistive technology you use. We answer within five working days and make the content you need available another way until the fault is fixed.`,
          'If our answer does not satisfy you, you can turn to the Consumer Protection and Technical Regulatory Authority (ttja.ee).',
        ],
      },
    ],
  },
  ru: {
    name: 'Заявление о доступности',
    description: 'Насколько сайт, учебная среда и документы Valik соответствуют WCAG 2.1 AA и как сообщить о препятствии.',
    intro:
      'Valik стремится к тому, чтобы каждый ученик, родитель, учитель и представитель школы мог пользоваться нашим сайтом и учебной средой, в том числе с программой чтения с экрана, клавиатурой, увеличением или голосовым управлением. Это заявление относится к публичному сайту valik.ee, учебной среде (/user) и консоли администратора (/manage).',
    sections: [
      {
        heading: '1. Соответствие',
        paragraphs: [
          'Valik частично соответствует Руководству по доступности веб-контента (WCAG) 2.1 уровня AA (стандарт EN 301 549). Известные недостатки перечислены ниже.',
        ],
      },
      {
        heading: '2. Как мы проверяем',
        paragraphs: [
          'Каждое изменение проходит автоматические проверки: axe на каждой странице для каждой роли на эстонском и русском языках, Nu HTML Checker на каждой странице, оценку доступности Lighthouse для публичных страниц, структуру и порядок чтения размеченных PDF и сценарии только с клавиатурой на экранах шириной 375 и 1280 пикселей. Оценку Lighthouse каждой страницы учебной среды и консоли администратора мы измеряем отдельно. Кроме того, мы сами просматриваем страницы с программой чтения с экрана и увеличением.',
        ],
      },
      {
        heading: '3. Известные недостатки',
        paragraphs: ['Следующие части пока не полностью соответствуют требованиям:'],
        items: [
          'Материалы, которыми учителя делятся на уроках (презентации, файлы, ссылки), мы автоматически не проверяем. Если какой-то из них вам недоступен, напишите нам, и учитель пришлёт его содержание в другом виде.',
          'Уроки проходят во внешних средствах (видеозвонок, канал курса в Discord), доступность которых зависит от их поставщиков.',
        ],
      },
      {
        heading: '4. Сообщите о препятствии',
        paragraphs: [
          `Если что-то на наших страницах вам мешает, напишите на ${CONTACT}. Укажите страницу, что вы делали и какое вспомогательное средство используете. Мы ответим в течение пяти рабочих дней и, пока ошибка не исправлена, сделаем нужное содержание доступным другим способом.`,
          'Если наш ответ вас не устраивает, вы можете обратиться в Департамент защиты прав потребителей и технического надзора (ttja.ee).',
        ],
      },
    ],
  },
};
