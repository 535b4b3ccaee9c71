// One glossary for the whole product (issue 18 item 12, issue 30 item 1): every domain word the apps share
// (course categories, participant, cohort, course and invoice states, refund states, payer, roles, passes,
// the billing documents' words, the broken-link message), written once per language. English is the
// source: the apps' dictionaries key their texts by it (the portal's and the site's flat tables, the API's
// e-mails and PDFs) or by the code (the console's `valik.enums.*`). Estonian is here beside English (both
// are in the apps' first pages); Russian is its own file (glossary.ru.ts), so an app that loads Russian
// only when chosen keeps it out of its first page (ADR 036).
//
// Rules the glossary's own test holds: every term has its word in et, en and ru; two terms with one English
// source have one word in every language (a flat dictionary cannot tell them apart); and no app types a
// glossary word by hand (glossary-usage.test.ts in each app, `findRetypedGlossaryWords` below).
import { BROKEN_LINK_EN, BROKEN_LINK_ET } from './glossary.broken-link.ts';
import { BILLING_WORDS_EN, CATEGORY_EN, COHORT_STATUS_EN, COURSE_STATUS_EN, INVOICE_STATUS_EN, PASS_KIND_EN, PAYER_EN, REFUND_STATE_EN, ROLE_EN } from './glossary.en.ts';
import { PARTICIPANT_STATUS_EN } from './glossary.en-participant.ts';
import type { Glossary } from './glossary-shape.ts';

export { BROKEN_LINK_EN, BROKEN_LINK_ET };
export { BILLING_WORDS_EN, CATEGORY_EN, COHORT_STATUS_EN, COURSE_STATUS_EN, INVOICE_STATUS_EN, PARTICIPANT_STATUS_EN, PASS_KIND_EN, PAYER_EN, REFUND_STATE_EN, ROLE_EN };
export { CREDIT_REASON_LABELS, creditReasonLabel } from './credit-reasons.ts';
export { REFUND_STATES, type Glossary, type RefundState } from './glossary-shape.ts';

/** English, the source (glossary.en.ts, glossary.en-participant.ts: modules of their own for the apps' chunks). */
export const GLOSSARY_EN: Glossary = {
  category: CATEGORY_EN,
  participantStatus: PARTICIPANT_STATUS_EN,
  cohortStatus: COHORT_STATUS_EN,
  courseStatus: COURSE_STATUS_EN,
  invoiceStatus: INVOICE_STATUS_EN,
  refundState: REFUND_STATE_EN,
  payer: PAYER_EN,
  role: ROLE_EN,
  passKind: PASS_KIND_EN,
  billing: BILLING_WORDS_EN,
  brokenLink: BROKEN_LINK_EN,
};

/** Estonian. */
export const CATEGORY_ET: Glossary['category'] = {
  POPULAR: 'Populaarsed',
  LIFE_SKILLS: 'Eluoskused',
  SUSTAINABILITY: 'Jätkusuutlikkus',
  LANGUAGES: 'Keeled',
  DIVERSITY: 'Mitmekesisus',
  TECHNOLOGY: 'Tehnoloogia',
  BUSINESS_AND_FINANCE: 'Äri ja rahandus',
  MENTAL_HEALTH: 'Vaimne tervis',
  OTHERS: 'Muud',
};
export const PARTICIPANT_STATUS_ET: Glossary['participantStatus'] = {
  REGISTERED: 'Registreeritud',
  IN_PROGRESS: 'Käimas',
  COMPLETED: 'Arvestatud',
  FAILED: 'Mittearvestatud',
  CANCELED: 'Tühistatud',
  AWAITING_RESULT: 'Ootab tulemust',
};
export const COHORT_STATUS_ET: Glossary['cohortStatus'] = {
  DRAFT: 'Mustand',
  REGISTRATION_OPEN: 'Registreerimine avatud',
  IN_PROGRESS: 'Käimas',
  COMPLETED: 'Lõppenud',
  GROUP_FULL: 'Grupp täis',
  CANCELED: 'Tühistatud',
  TEACHER_PAID: 'Õpetajale tasutud',
};
export const COURSE_STATUS_ET: Glossary['courseStatus'] = { DRAFT: 'Mustand', IN_REVIEW: 'Ootab kinnitamist', APPROVED: 'Kinnitatud' };
export const INVOICE_STATUS_ET: Glossary['invoiceStatus'] = { UNPAID: 'Tasumata', PAID: 'Tasutud', CANCELED: 'Tühistatud' };
export const REFUND_STATE_ET: Glossary['refundState'] = { REQUESTED: 'Taotletud', SENT: 'Teele saadetud', ARRIVED: 'Laekunud' };
export const PAYER_ET: Glossary['payer'] = { SCHOOL: 'Kool', STUDENT: 'Õpilane' };
export const ROLE_ET: Glossary['role'] = { STUDENT: 'Õpilane', TEACHER: 'Õpetaja', SCHOOL_REP: 'Kooli esindaja', ADMIN: 'Administraator' };
export const PASS_KIND_ET: Glossary['passKind'] = { SINGLE_PASS: 'Ühe kursuse pääse', MULTI_PASS: 'Mitme kursuse pääse' };
export const BILLING_WORDS_ET: Glossary['billing'] = { creditNote: 'Kreeditarve', refunded: 'Tagastatud', coveredByPass: 'Kaetud sinu pääsmega' };

export const GLOSSARY_ET: Glossary = {
  category: CATEGORY_ET,
  participantStatus: PARTICIPANT_STATUS_ET,
  cohortStatus: COHORT_STATUS_ET,
  courseStatus: COURSE_STATUS_ET,
  invoiceStatus: INVOICE_STATUS_ET,
  refundState: REFUND_STATE_ET,
  payer: PAYER_ET,
  role: ROLE_ET,
  passKind: PASS_KIND_ET,
  billing: BILLING_WORDS_ET,
  brokenLink: BROKEN_LINK_ET,
};

/**
 * Words once typed for a glossary term and since replaced (issue 30: "tasutud / Makstud / makstud",
 * "Populaarne/Muu", "Õpib", "Учится" for a cohort): no app's dictionary says them again, as a whole text
 * or as a word in one. Per language.
 */
export const GLOSSARY_RETIRED: Readonly<Record<'et' | 'ru', readonly string[]>> = {
  et: ['Makstud', 'makstud', 'Maksmata', 'Populaarne', 'Õpib', 'Ettevõtlus ja rahandus', 'vigast linki'],
  ru: ['Учится', 'Аннулирован'],
};

/**
 * The glossary as dictionary entries (English source → word in `target`), for the apps whose tables are
 * keyed by English; spread it last, so no hand-typed entry of a shared key overrides it.
 */
export function glossaryEntries(target: Glossary, source: Glossary = GLOSSARY_EN): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [section, words] of Object.entries(source) as [keyof Glossary, Glossary[keyof Glossary]][]) {
    if (typeof words === 'string') entries[words] = target[section] as string;
    else for (const [code, word] of Object.entries(words)) entries[word] = (target[section] as Record<string, string>)[code] ?? word;
  }
  return entries;
}

/** A glossary word an app's dictionary says otherwise: the English source, what the table says, what the glossary says. */
export interface RetypedWord {
  key: string;
  found: string;
  glossary: string;
}

/**
 * The entries of `table` (a dictionary keyed by English, in the language of `target`) that translate a
 * glossary term other than the glossary does, and those that use a retired word: [] when the table
 * follows the glossary. The apps' and the API's glossary tests call it on each of their tables.
 */
export function findRetypedGlossaryWords(table: Readonly<Record<string, string>>, target: Glossary, lang: 'et' | 'ru'): RetypedWord[] {
  const expected = glossaryEntries(target);
  const found: RetypedWord[] = [];
  for (const [key, text] of Object.entries(table)) {
    const word = Object.hasOwn(expected, key) ? expected[key] : undefined;
    if (word !== undefined && text !== word) found.push({ key, found: text, glossary: word });
    else if (GLOSSARY_RETIRED[lang].some((retired) => containsWord(text, retired))) found.push({ key, found: text, glossary: '(a retired word)' });
  }
  return found;
}

function containsWord(text: string, word: string): boolean {
  let from = 0;
  for (;;) {
    const at = text.indexOf(word, from);
    if (at < 0) return false;
    const before = at === 0 ? '' : text.charAt(at - 1);
    const after = text.charAt(at + word.length);
    if (!/\p{L}/u.test(before) && !/\p{L}/u.test(after)) return true;
    from = at + 1;
  }
}

// ---- A name the apps used before the glossary had every language ----

/** The English source strings of the refund states, as each app's dictionary keys them. */
export const REFUND_STATE_LABELS = REFUND_STATE_EN;
