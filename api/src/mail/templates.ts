// The e-mails the accounts flows send, in Estonian and English. Each template gives a subject, a few
// paragraphs and at most one button; `renderEmail` turns that into the text and HTML parts.
import type { Lang } from '../contracts/index.ts';

export interface TemplateData {
  verifyEmail: { name: string; url: string };
  resetPassword: { name: string; url: string };
  magicLink: { url: string };
  invitation: { name: string; url: string; role: string };
  teacherApplicationReceived: { name: string };
  teacherApplicationSubmitted: { applicant: string; email: string; courses: string; url: string };
  teacherApplicationApproved: { name: string; url: string };
  teacherApplicationRejected: { name: string };
  passwordChanged: { name: string; url: string };
  secondFactorsRemoved: { name: string; url: string };
  emailChangeRequested: { name: string; url: string; newEmail: string };
  emailChangeNotice: { name: string; newEmail: string };
  // student journey (issue 6)
  registrationConfirmed: { name: string; course: string; cohort: string; start: string; payer: string; url: string };
  waitlistOffer: { name: string; course: string; cohort: string; until: string; url: string };
  payerChanged: { name: string; course: string; payer: string; closes: string | null; url: string };
  diplomaIssued: { name: string; course: string; code: string; url: string; verifyUrl: string };
  // teachers (issue 8)
  classTimesChanged: { name: string; course: string; cohort: string; times: string; url: string };
  resultSet: { name: string; course: string; passed: boolean; url: string };
  // school representatives (issue 8): the weekly digest, with its unsubscribe link
  repWeeklyDigest: {
    name: string;
    school: string;
    from: string;
    to: string;
    registrations: { name: string; course: string; cohort: string; start: string; payer: 'SCHOOL' | 'STUDENT' }[];
    results: { name: string; course: string; cohort: string; passed: boolean }[];
    /** the credit balance when it is low, else null */
    lowCredits: number | null;
    url: string;
    creditsUrl: string;
    unsubscribeUrl: string;
  };
  // payments (issue 7)
  paymentReceipt: { name: string; course: string; cohort: string; amount: string; invoice: string; method: string; paidAt: string; url: string };
  paymentRefunded: { name: string; course: string; amount: string; reason: 'NO_SEAT' | 'DUPLICATE' | 'CANCELED'; url: string };
  // school credits (issue 7)
  schoolCreditsLow: { name: string; school: string; balance: number; url: string };
}
export type TemplateName = keyof TemplateData;

interface Content {
  subject: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  /** a note under the button, e.g. how long the link works */
  footnote?: string;
}

type Templates = { [K in TemplateName]: Record<Lang, (d: TemplateData[K]) => Content> };

const greeting = { et: (name: string) => (name ? `Tere, ${name}!` : 'Tere!'), en: (name: string) => (name ? `Hello ${name},` : 'Hello,') };

const ROLE_NAMES: Record<Lang, Record<string, string>> = {
  et: { STUDENT: 'õpilane', TEACHER: 'õpetaja', SCHOOL_REP: 'kooli esindaja', ADMIN: 'administraator' },
  en: { STUDENT: 'student', TEACHER: 'teacher', SCHOOL_REP: 'school representative', ADMIN: 'administrator' },
};

export const TEMPLATES: Templates = {
  verifyEmail: {
    et: (d) => ({
      subject: 'Kinnita oma e-posti aadress',
      paragraphs: [greeting.et(d.name), 'Aitäh, et lõid Valikus konto! Kinnita oma e-posti aadress, et saaksid sisse logida.'],
      button: { label: 'Kinnita e-posti aadress', url: d.url },
      footnote: 'Link kehtib 24 tundi. Kui sa kontot ei loonud, võid selle kirja kustutada.',
    }),
    en: (d) => ({
      subject: 'Confirm your e-mail address',
      paragraphs: [greeting.en(d.name), 'Thank you for creating a Valik account! Confirm your e-mail address so you can log in.'],
      button: { label: 'Confirm e-mail address', url: d.url },
      footnote: 'The link works for 24 hours. If you did not create an account, you can delete this e-mail.',
    }),
  },
  resetPassword: {
    et: (d) => ({
      subject: 'Uue parooli seadmine',
      paragraphs: [greeting.et(d.name), 'Keegi (loodetavasti sina) palus Valiku konto parooli lähtestada. Uue parooli saad seada alloleva nupu kaudu.'],
      button: { label: 'Sea uus parool', url: d.url },
      footnote: 'Link kehtib ühe tunni ja töötab ühe korra. Kui sa ei palunud parooli lähtestada, ei pea sa midagi tegema.',
    }),
    en: (d) => ({
      subject: 'Set a new password',
      paragraphs: [greeting.en(d.name), 'Someone (hopefully you) asked to reset the password of your Valik account. You can set a new password with the button below.'],
      button: { label: 'Set a new password', url: d.url },
      footnote: 'The link works for one hour and only once. If you did not ask for this, you do not need to do anything.',
    }),
  },
  magicLink: {
    et: (d) => ({
      subject: 'Sinu sisselogimislink',
      paragraphs: ['Tere!', 'Logi Valikusse sisse alloleva nupu kaudu.'],
      button: { label: 'Logi sisse', url: d.url },
      footnote: 'Link kehtib 15 minutit ja töötab ühe korra. Kui sa sisselogimislinki ei küsinud, võid selle kirja kustutada.',
    }),
    en: (d) => ({
      subject: 'Your sign-in link',
      paragraphs: ['Hello,', 'Log in to Valik with the button below.'],
      button: { label: 'Log in', url: d.url },
      footnote: 'The link works for 15 minutes and only once. If you did not ask for a sign-in link, you can delete this e-mail.',
    }),
  },
  invitation: {
    et: (d) => ({
      subject: 'Sind kutsuti Valikusse',
      paragraphs: [greeting.et(d.name), `Sulle loodi Valikus konto (roll: ${ROLE_NAMES.et[d.role] ?? d.role}). Sea endale parool ja logi sisse.`],
      button: { label: 'Sea parool', url: d.url },
      footnote: 'Link kehtib 7 päeva ja töötab ühe korra. Hiljem saad uue lingi lehelt „Unustasid parooli?“.',
    }),
    en: (d) => ({
      subject: 'You have been invited to Valik',
      paragraphs: [greeting.en(d.name), `An account was created for you at Valik (role: ${ROLE_NAMES.en[d.role] ?? d.role}). Set your password and log in.`],
      button: { label: 'Set your password', url: d.url },
      footnote: 'The link works for 7 days and only once. Later you can get a new one from “Forgot your password?”.',
    }),
  },
  teacherApplicationReceived: {
    et: (d) => ({
      subject: 'Saime sinu õpetajaks kandideerimise avalduse kätte',
      paragraphs: [greeting.et(d.name), 'Aitäh, et soovid Valikus õpetada! Vaatame avalduse läbi ja anname otsusest e-posti teel teada.', 'Palun kinnita vahepeal oma e-posti aadress eraldi kirjas oleva lingi kaudu.'],
    }),
    en: (d) => ({
      subject: 'We received your application to teach',
      paragraphs: [greeting.en(d.name), 'Thank you for wanting to teach at Valik! We will review your application and let you know by e-mail.', 'Meanwhile, please confirm your e-mail address with the link in a separate e-mail.'],
    }),
  },
  teacherApplicationSubmitted: {
    et: (d) => ({
      subject: `Uus õpetaja avaldus: ${d.applicant}`,
      paragraphs: ['Tere!', `${d.applicant} (${d.email}) kandideeris õpetajaks.`, `Kursused, mida ta võiks õpetada: ${d.courses}`],
      button: { label: 'Vaata avaldust', url: d.url },
    }),
    en: (d) => ({
      subject: `New teacher application: ${d.applicant}`,
      paragraphs: ['Hello,', `${d.applicant} (${d.email}) applied to teach.`, `Courses they could teach: ${d.courses}`],
      button: { label: 'Review the application', url: d.url },
    }),
  },
  teacherApplicationApproved: {
    et: (d) => ({
      subject: 'Sinust sai Valiku õpetaja',
      paragraphs: [greeting.et(d.name), 'Sinu avaldus kiideti heaks ja sinu kontol on nüüd õpetaja roll. Logi sisse, et näha oma töölauda.'],
      button: { label: 'Logi sisse', url: d.url },
    }),
    en: (d) => ({
      subject: 'You are now a Valik teacher',
      paragraphs: [greeting.en(d.name), 'Your application was approved and your account now has the teacher role. Log in to see your dashboard.'],
      button: { label: 'Log in', url: d.url },
    }),
  },
  teacherApplicationRejected: {
    et: (d) => ({
      subject: 'Sinu õpetajaks kandideerimise avaldus',
      paragraphs: [greeting.et(d.name), 'Aitäh huvi eest! Praegu me sinu avaldust kahjuks vastu võtta ei saa. Sinu konto jääb alles ja saad Valikus edasi õppida.'],
    }),
    en: (d) => ({
      subject: 'Your application to teach',
      paragraphs: [greeting.en(d.name), 'Thank you for your interest! Unfortunately we cannot accept your application at this time. Your account stays and you can keep learning at Valik.'],
    }),
  },
  passwordChanged: {
    et: (d) => ({
      subject: 'Sinu parool muudeti',
      paragraphs: [greeting.et(d.name), 'Sinu Valiku konto parool muudeti ja kõik teised sessioonid lõpetati.', 'Kui see polnud sina, sea kohe uus parool.'],
      button: { label: 'Sea uus parool', url: d.url },
    }),
    en: (d) => ({
      subject: 'Your password was changed',
      paragraphs: [greeting.en(d.name), 'The password of your Valik account was changed and all other sessions were ended.', 'If this was not you, set a new password now.'],
      button: { label: 'Set a new password', url: d.url },
    }),
  },
  secondFactorsRemoved: {
    et: (d) => ({
      subject: 'Sinu kaheastmeline kinnitus eemaldati',
      paragraphs: [
        greeting.et(d.name),
        'Valiku administraator eemaldas sinu palvel sinu konto kaheastmelise kinnituse (autentimisrakendus või telefon) ja lõpetas kõik sinu sessioonid. Nüüd saad sisse logida ainult parooliga.',
        'Lisa uus autentimisrakendus oma profiilis kohe pärast sisselogimist. Kui sa seda ei palunud, võta meiega kohe ühendust.',
      ],
      button: { label: 'Ava minu profiil', url: d.url },
    }),
    en: (d) => ({
      subject: 'Your two-step verification was removed',
      paragraphs: [
        greeting.en(d.name),
        'At your request, a Valik administrator removed the two-step verification (authenticator app or phone) of your account and ended all your sessions. You can now log in with your password alone.',
        'Add a new authenticator app in your profile as soon as you have logged in. If you did not ask for this, contact us at once.',
      ],
      button: { label: 'Open my profile', url: d.url },
    }),
  },
  emailChangeRequested: {
    et: (d) => ({
      subject: 'Kinnita oma uus e-posti aadress',
      paragraphs: [greeting.et(d.name), `Palusid muuta oma Valiku konto e-posti aadressiks ${d.newEmail}. Muudatus jõustub, kui kinnitad selle alloleva nupuga.`],
      button: { label: 'Kinnita uus aadress', url: d.url },
      footnote: 'Link kehtib 24 tundi ja töötab ühe korra. Kui sa seda ei palunud, võid selle kirja kustutada.',
    }),
    en: (d) => ({
      subject: 'Confirm your new e-mail address',
      paragraphs: [greeting.en(d.name), `You asked to change the e-mail address of your Valik account to ${d.newEmail}. The change takes effect once you confirm it with the button below.`],
      button: { label: 'Confirm the new address', url: d.url },
      footnote: 'The link works for 24 hours and only once. If you did not ask for this, you can delete this e-mail.',
    }),
  },
  emailChangeNotice: {
    et: (d) => ({
      subject: 'Sinu e-posti aadressi muutmine',
      paragraphs: [
        greeting.et(d.name),
        `Keegi (loodetavasti sina) palus muuta sinu Valiku konto e-posti aadressiks ${d.newEmail}. Aadress muutub alles siis, kui uuele aadressile saadetud link kinnitatakse.`,
        'Kui see polnud sina, muuda kohe oma parool ja võta meiega ühendust.',
      ],
    }),
    en: (d) => ({
      subject: 'Changing your e-mail address',
      paragraphs: [
        greeting.en(d.name),
        `Someone (hopefully you) asked to change the e-mail address of your Valik account to ${d.newEmail}. The address changes only once the link sent to the new address is confirmed.`,
        'If this was not you, change your password now and contact us.',
      ],
    }),
  },
  registrationConfirmed: {
    et: (d) => ({
      subject: `Oled registreeritud: ${d.course}`,
      paragraphs: [greeting.et(d.name), `Oled registreeritud kursusele „${d.course}“ (${d.cohort}), mis algab ${d.start}.`, `Maksja: ${d.payer}.`],
      button: { label: 'Minu kursused', url: d.url },
    }),
    en: (d) => ({
      subject: `You are registered: ${d.course}`,
      paragraphs: [greeting.en(d.name), `You are registered for “${d.course}” (${d.cohort}), starting ${d.start}.`, `Payer: ${d.payer}.`],
      button: { label: 'My courses', url: d.url },
    }),
  },
  waitlistOffer: {
    et: (d) => ({
      subject: `Vabanes koht: ${d.course}`,
      paragraphs: [greeting.et(d.name), `Kursusel „${d.course}“ (${d.cohort}) vabanes koht ja see on sulle hoitud kuni ${d.until}.`, 'Registreeru enne seda, muidu pakume kohta järgmisele järjekorras.'],
      button: { label: 'Registreeru', url: d.url },
    }),
    en: (d) => ({
      subject: `A seat is free: ${d.course}`,
      paragraphs: [greeting.en(d.name), `A seat is free in “${d.course}” (${d.cohort}) and it is held for you until ${d.until}.`, 'Register before then, otherwise we offer the seat to the next in line.'],
      button: { label: 'Register', url: d.url },
    }),
  },
  payerChanged: {
    et: (d) => ({
      subject: `Maksja muutus: ${d.course}`,
      paragraphs: [
        greeting.et(d.name),
        `Kursuse „${d.course}“ maksja on nüüd: ${d.payer}.`,
        ...(d.closes ? [`Kui arve on ${d.closes} tasumata, suletakse ligipääs kursusele.`] : []),
      ],
      button: { label: 'Minu kursused', url: d.url },
    }),
    en: (d) => ({
      subject: `Payer changed: ${d.course}`,
      paragraphs: [
        greeting.en(d.name),
        `The payer of “${d.course}” is now: ${d.payer}.`,
        ...(d.closes ? [`If the invoice is unpaid on ${d.closes}, access to the course closes.`] : []),
      ],
      button: { label: 'My courses', url: d.url },
    }),
  },
  classTimesChanged: {
    et: (d) => ({
      subject: `Tunniajad muutusid: ${d.course}`,
      paragraphs: [greeting.et(d.name), `Kursuse „${d.course}“ (${d.cohort}) tunniajad muutusid.`, `Uued ajad (Eesti aeg): ${d.times}.`],
      button: { label: 'Minu kursused', url: d.url },
    }),
    en: (d) => ({
      subject: `Class times changed: ${d.course}`,
      paragraphs: [greeting.en(d.name), `The class times of “${d.course}” (${d.cohort}) have changed.`, `New times (Estonian time): ${d.times}.`],
      button: { label: 'My courses', url: d.url },
    }),
  },
  schoolCreditsLow: {
    et: (d) => ({
      subject: `${d.school}: krediiti on alles ${d.balance}`,
      paragraphs: [
        greeting.et(d.name),
        `Kooli „${d.school}“ krediidijääk on langenud: alles on ${d.balance} ${d.balance === 1 ? 'krediit' : 'krediiti'}. Üks krediit on üks kursusekoht.`,
        'Kui krediit saab otsa, ei saa õpilased kooli arvel kursustele registreeruda. Krediidi lisamiseks võta ühendust Valikuga.',
      ],
      button: { label: 'Vaata krediite', url: d.url },
    }),
    en: (d) => ({
      subject: `${d.school}: ${d.balance} ${d.balance === 1 ? 'credit' : 'credits'} left`,
      paragraphs: [
        greeting.en(d.name),
        `The credit balance of ${d.school} is running low: ${d.balance} ${d.balance === 1 ? 'credit is' : 'credits are'} left. One credit is one course seat.`,
        'When the credits run out, students cannot register on the school’s account. Contact Valik to add credits.',
      ],
      button: { label: 'See credits', url: d.url },
    }),
  },
  diplomaIssued: {
    et: (d) => ({
      subject: `Sinu tunnistus: ${d.course}`,
      paragraphs: [
        greeting.et(d.name),
        `Palju õnne! Kursus „${d.course}“ on sulle arvestatud ja sinu tunnistus on valmis.`,
        `Tunnistuse kontrollkood on ${d.code}. Igaüks saab tunnistuse ehtsust kontrollida aadressil ${d.verifyUrl}`,
      ],
      button: { label: 'Laadi tunnistus alla', url: d.url },
      footnote: 'Allalaadimiseks logi Valikusse sisse. Tunnistuse leiad ka lehelt „Minu kursused“.',
    }),
    en: (d) => ({
      subject: `Your diploma: ${d.course}`,
      paragraphs: [
        greeting.en(d.name),
        `Congratulations! You have passed “${d.course}” and your diploma is ready.`,
        `Its verification code is ${d.code}. Anyone can check that it is genuine at ${d.verifyUrl}`,
      ],
      button: { label: 'Download the diploma', url: d.url },
      footnote: 'Sign in to Valik to download it. You also find it under “My courses”.',
    }),
  },
  repWeeklyDigest: {
    et: (d) => ({
      subject: `${d.school}: nädala kokkuvõte ${d.from}–${d.to}`,
      paragraphs: [
        greeting.et(d.name),
        `Kooli „${d.school}“ õpilaste nädal (${d.from}–${d.to}).`,
        ...(d.registrations.length
          ? [`Uued registreeringud (${d.registrations.length}):`, ...digestLines(d.registrations.map((r) => `${r.name}: ${r.course} (${r.cohort}), algus ${r.start}, maksab ${r.payer === 'SCHOOL' ? 'kool' : 'õpilane'}`), 'et')]
          : ['Uusi registreeringuid ei olnud.']),
        ...(d.results.length
          ? [`Tulemused (${d.results.length}):`, ...digestLines(d.results.map((r) => `${r.name}: ${r.course} (${r.cohort}) – ${r.passed ? 'arvestatud' : 'mittearvestatud'}`), 'et')]
          : ['Uusi tulemusi ei olnud.']),
        ...(d.lowCredits === null ? [] : [`Krediit on otsakorral: alles on ${d.lowCredits} ${d.lowCredits === 1 ? 'krediit' : 'krediiti'}. Vaata: ${d.creditsUrl}`]),
      ],
      button: { label: 'Minu õpilased', url: d.url },
      footnote: `Said selle kirja, sest oled kooli „${d.school}“ esindaja. Iganädalastest kokkuvõtetest loobumiseks ava ${d.unsubscribeUrl} (uuesti saad need sisse lülitada lehel „Minu õpilased“).`,
    }),
    en: (d) => ({
      subject: `${d.school}: weekly summary ${d.from}–${d.to}`,
      paragraphs: [
        greeting.en(d.name),
        `The week of ${d.school}'s students (${d.from}–${d.to}).`,
        ...(d.registrations.length
          ? [`New registrations (${d.registrations.length}):`, ...digestLines(d.registrations.map((r) => `${r.name}: ${r.course} (${r.cohort}), starts ${r.start}, paid by the ${r.payer === 'SCHOOL' ? 'school' : 'student'}`), 'en')]
          : ['No new registrations.']),
        ...(d.results.length
          ? [`Results (${d.results.length}):`, ...digestLines(d.results.map((r) => `${r.name}: ${r.course} (${r.cohort}) – ${r.passed ? 'passed' : 'not passed'}`), 'en')]
          : ['No new results.']),
        ...(d.lowCredits === null ? [] : [`Credits are running low: ${d.lowCredits} ${d.lowCredits === 1 ? 'credit is' : 'credits are'} left. See ${d.creditsUrl}`]),
      ],
      button: { label: 'My students', url: d.url },
      footnote: `You get this e-mail as a representative of ${d.school}. To stop the weekly summaries, open ${d.unsubscribeUrl} (switch them on again on the “My students” page).`,
    }),
  },
  resultSet: {
    et: (d) => ({
      subject: `Kursuse tulemus: ${d.course}`,
      paragraphs: [
        greeting.et(d.name),
        d.passed ? `Palju õnne! Kursus „${d.course}“ on sulle arvestatud.` : `Kursus „${d.course}“ jäi sulle seekord arvestamata.`,
        ...(d.passed ? ['Sinu tunnistus on valmis ja selle saad alla laadida lehelt „Minu kursused“.'] : []),
      ],
      button: { label: 'Minu kursused', url: d.url },
    }),
    en: (d) => ({
      subject: `Course result: ${d.course}`,
      paragraphs: [
        greeting.en(d.name),
        d.passed ? `Congratulations! You have passed “${d.course}”.` : `You did not pass “${d.course}” this time.`,
        ...(d.passed ? ['Your diploma is ready; download it from “My courses”.'] : []),
      ],
      button: { label: 'My courses', url: d.url },
    }),
  },
  paymentReceipt: {
    et: (d) => ({
      subject: `Makse kinnitus: ${d.course}`,
      paragraphs: [
        greeting.et(d.name),
        `Aitäh! Saime sinu makse kätte ja oled kursusel „${d.course}“ (${d.cohort}).`,
        `Summa: ${d.amount}. Arve: ${d.invoice}, makstud ${d.paidAt} (${d.method}).`,
        'Täisraha saad tagasi, kui tühistad osalemise kuni 7 päeva pärast kursuse algust.',
      ],
      button: { label: 'Minu kursused', url: d.url },
    }),
    en: (d) => ({
      subject: `Payment received: ${d.course}`,
      paragraphs: [
        greeting.en(d.name),
        `Thank you! We received your payment and you are registered for “${d.course}” (${d.cohort}).`,
        `Amount: ${d.amount}. Invoice: ${d.invoice}, paid ${d.paidAt} (${d.method}).`,
        'You get a full refund if you cancel until 7 days after the course starts.',
      ],
      button: { label: 'My courses', url: d.url },
    }),
  },
  paymentRefunded: {
    et: (d) => ({
      subject: `Raha tagastus: ${d.course}`,
      paragraphs: [
        greeting.et(d.name),
        d.reason === 'NO_SEAT'
          ? `Sinu makse kursuse „${d.course}“ eest jõudis meieni siis, kui rühmas enam vaba kohta polnud. Tagastame kogu summa.`
          : d.reason === 'DUPLICATE'
            ? `Kursuse „${d.course}“ eest oli juba makstud, seega tagastame topeltmakse.`
            : `Sinu osalemine kursusel „${d.course}“ on tühistatud ja tagastame kogu summa.`,
        `Tagastame ${d.amount} samale kaardile või kontole, millelt maksid. Raha jõuab kohale ühe tööpäeva kuni nädala jooksul.`,
      ],
      button: { label: 'Minu kursused', url: d.url },
    }),
    en: (d) => ({
      subject: `Refund: ${d.course}`,
      paragraphs: [
        greeting.en(d.name),
        d.reason === 'NO_SEAT'
          ? `Your payment for “${d.course}” reached us after the group had no free seat left. We refund it in full.`
          : d.reason === 'DUPLICATE'
            ? `“${d.course}” was already paid for, so we refund the second payment.`
            : `Your registration for “${d.course}” is canceled and we refund it in full.`,
        `We refund ${d.amount} to the card or account you paid from. It arrives within one working day to a week.`,
      ],
      button: { label: 'My courses', url: d.url },
    }),
  },
};

/** A digest list as bullet paragraphs, at most DIGEST_MAX_LINES, then how many more. */
const DIGEST_MAX_LINES = 25;
function digestLines(lines: string[], lang: Lang): string[] {
  const shown = lines.slice(0, DIGEST_MAX_LINES).map((l) => `• ${l}`);
  const more = lines.length - shown.length;
  return more > 0 ? [...shown, lang === 'et' ? `…ja veel ${more}` : `…and ${more} more`] : shown;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

// Dark enough for white button text (contrast above 4.5:1); the logo uses the same.
const BRAND = '#C2410C';

/** The subject and both bodies of a template in a language. Data is escaped in the HTML part. */
export function renderEmail<K extends TemplateName>(name: K, lang: Lang, data: TemplateData[K]) {
  const content = TEMPLATES[name][lang](data);
  const text = [
    ...content.paragraphs,
    ...(content.button ? [`${content.button.label}: ${content.button.url}`] : []),
    ...(content.footnote ? [content.footnote] : []),
    '—',
    'Valik',
  ].join('\n\n');
  const button = content.button
    ? `<p style="margin:28px 0"><a href="${escapeHtml(content.button.url)}" style="background:${BRAND};color:#ffffff;padding:12px 22px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.button.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f4f1;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-size:22px;font-weight:700;color:${BRAND};margin:0 0 24px">Valik</p>
${content.paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5;margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n')}
${button}
${content.footnote ? `<p style="font-size:13px;line-height:1.5;color:#5f5f5f;margin:0">${escapeHtml(content.footnote)}</p>` : ''}
</div></body></html>`;
  return { subject: content.subject, text, html };
}
