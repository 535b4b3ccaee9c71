// How catalogue values read on the site. The rules (badges, availability, dates) come from
// @valik/domain through the DTOs; this only names them in the visitor's language.
import type {
  ClassTimeDto,
  CohortAvailability,
  CohortBadge,
  CourseCategory,
  CourseLanguage,
  Lang,
} from '@valik/domain/contracts';
import { CATEGORY_EN, classTimeDayName, formatDate, formatTime } from '@valik/domain';
import { t, type MessageKey } from '../../i18n/index.ts';

/**
 * The glossary's English words (ADR 036) are the keys; et.ts and ru.ts translate each from the glossary.
 * The glossary types its words as strings: tests/i18n.test.ts holds that each one is a key of the site.
 */
export const CATEGORY_LABELS = CATEGORY_EN as Readonly<Record<CourseCategory, MessageKey>>;

const LANGUAGE_LABELS: Record<CourseLanguage, MessageKey> = {
  et: 'Estonian',
  en: 'English',
  ru: 'Russian',
};

const BADGE_LABELS: Record<CohortBadge, MessageKey> = {
  LAST_SPOTS: 'Last spots',
  REGISTRATION_OPEN: 'Registration open',
  JOIN_WAITLIST: 'Join the waitlist',
  LAST_DAYS: 'Last days to join',
  STARTING_SOON: 'Starting soon',
};

/** Only the states the visitor must be told about; an open group says so with its badge. */
const AVAILABILITY_LABELS: Record<Exclude<CohortAvailability, 'OPEN'>, MessageKey> = {
  FULL: 'The group is full',
  NOT_OPEN_YET: 'The group is not open yet',
  CLOSED: 'The group is closed',
};

export const categoryLabel = (lang: Lang, category: CourseCategory): string =>
  t(lang, CATEGORY_LABELS[category]);

export const courseLanguageLabel = (lang: Lang, language: CourseLanguage): string =>
  t(lang, LANGUAGE_LABELS[language]);

export const badgeLabel = (lang: Lang, badge: CohortBadge): string => t(lang, BADGE_LABELS[badge]);

export const availabilityLabel = (lang: Lang, availability: CohortAvailability): string | null =>
  availability === 'OPEN' ? null : t(lang, AVAILABILITY_LABELS[availability]);

/** 'teisipäev 16:00' / 'Tuesday 16:00' (class times are Europe/Tallinn wall-clock times). */
export function classTimeLabel(lang: Lang, classTime: ClassTimeDto): string {
  return `${classTimeDayName(classTime.day, lang)} ${formatTime(classTime.hour, classTime.minute)}`;
}

/** Class times in week order, Monday first. */
export function sortClassTimes(classTimes: readonly ClassTimeDto[]): ClassTimeDto[] {
  return [...classTimes].sort((a, b) => a.day - b.day || a.hour - b.hour || a.minute - b.minute);
}

/** The texts the availability refresh needs in the browser, in the page's language. */
export interface CohortLabelTexts {
  badges: Record<CohortBadge, string>;
  availability: Record<Exclude<CohortAvailability, 'OPEN'>, string>;
  register: string;
  waitlist: string;
}

export function cohortLabelTexts(lang: Lang): CohortLabelTexts {
  const map = <K extends string>(labels: Record<K, MessageKey>): Record<K, string> =>
    Object.fromEntries(Object.entries(labels).map(([key, label]) => [key, t(lang, label as MessageKey)])) as Record<K, string>;
  return {
    badges: map(BADGE_LABELS),
    availability: map(AVAILABILITY_LABELS),
    register: t(lang, 'Register'),
    waitlist: t(lang, 'Join the waitlist'),
  };
}

/**
 * The "next start" fact of a course: a coming start date, or, when the soonest public group has
 * already started (it runs until its end date), that it is running since then.
 */
export function nextStartFact(lang: Lang, nextStartDate: string | null, now: Date): { label: string; value: string } {
  if (!nextStartDate) return { label: t(lang, 'Next start'), value: t(lang, 'No upcoming groups') };
  const date = formatDate(nextStartDate);
  return Date.parse(nextStartDate) > now.getTime()
    ? { label: t(lang, 'Next start'), value: date }
    : { label: t(lang, 'Current group'), value: t(lang, 'started {date}', { date }) };
}
