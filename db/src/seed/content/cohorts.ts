// The demo cohorts, placed relative to the seed's `now` (week 0 = the current Tallinn week), so the demo
// always has finished, running and upcoming groups. Every cohort status appears.

export type SeedCohortStatus =
  | 'DRAFT'
  | 'REGISTRATION_OPEN'
  | 'IN_PROGRESS'
  | 'COMPLETED'
  | 'GROUP_FULL'
  | 'CANCELED'
  | 'TEACHER_PAID';

export interface ClassTimeSlot {
  day: number;
  hour: number;
  minute: number;
}

/** Weekly schedules in Europe/Tallinn (day 1 = Monday). */
export const SCHEDULES: ClassTimeSlot[][] = [
  [
    { day: 2, hour: 16, minute: 0 },
    { day: 4, hour: 16, minute: 0 },
  ],
  [
    { day: 1, hour: 17, minute: 30 },
    { day: 3, hour: 17, minute: 30 },
  ],
  [
    { day: 3, hour: 16, minute: 15 },
    { day: 5, hour: 14, minute: 30 },
  ],
  [
    { day: 2, hour: 18, minute: 0 },
    { day: 4, hour: 18, minute: 0 },
  ],
  [
    { day: 1, hour: 15, minute: 30 },
    { day: 4, hour: 15, minute: 30 },
  ],
];

/** Which demo-student registration a cohort carries (see DEMO_STUDENT_PLAN in the seed). */
export type DemoStudentRole =
  | 'completed-with-feedback'
  | 'completed-feedback-pending'
  | 'awaiting-result'
  | 'in-progress'
  | 'upcoming-unpaid'
  | 'canceled';

export interface SeedCohort {
  courseSlug: string;
  status: SeedCohortStatus;
  /** Week of the first class relative to the current week (negative = in the past). */
  startWeek: number;
  schedule: number;
  /** Defaults to academic hours / 4 (two 90-minute classes a week). */
  weeks?: number;
  lessonLength?: number;
  size: number;
  minSize: number;
  /** Registrations that count for seats (not CANCELED). Equal to size for a full group. */
  live: number;
  /** Extra CANCELED registrations (unenrolled students). */
  canceled?: number;
  /** Participants still waiting for a result after the course ended (AWAITING_RESULT). */
  awaiting?: number;
  /** Index into TEACHERS of a second teacher. */
  coTeacher?: number;
  notes?: string;
  demoStudent?: DemoStudentRole;
}

export const COHORTS: SeedCohort[] = [
  // Long finished, teachers paid.
  { courseSlug: 'finantskirjaoskus-noortele', status: 'TEACHER_PAID', startWeek: -40, schedule: 0, size: 20, minSize: 8, live: 18, canceled: 1 },
  { courseSlug: 'programmeerimine-pythoniga', status: 'TEACHER_PAID', startWeek: -38, schedule: 1, size: 24, minSize: 10, live: 22, canceled: 2 },
  { courseSlug: 'vaimne-tervis-ja-stress', status: 'TEACHER_PAID', startWeek: -30, schedule: 4, size: 16, minSize: 6, live: 15 },
  // Finished this school year.
  { courseSlug: 'ettevotluse-alused', status: 'COMPLETED', startWeek: -20, schedule: 3, size: 18, minSize: 8, live: 16, canceled: 1, coTeacher: 2 },
  {
    courseSlug: 'finantskirjaoskus-noortele',
    status: 'COMPLETED',
    startWeek: -14,
    schedule: 0,
    size: 20,
    minSize: 8,
    live: 17,
    canceled: 1,
    demoStudent: 'completed-with-feedback',
  },
  { courseSlug: 'eesti-keel-teise-keelena-b1', status: 'COMPLETED', startWeek: -16, schedule: 1, size: 16, minSize: 6, live: 14 },
  { courseSlug: 'game-design-fundamentals', status: 'COMPLETED', startWeek: -13, schedule: 3, size: 16, minSize: 6, live: 12 },
  {
    courseSlug: 'psuhholoogia-alused',
    status: 'COMPLETED',
    startWeek: -11,
    schedule: 2,
    size: 20,
    minSize: 8,
    live: 18,
    canceled: 1,
    demoStudent: 'completed-feedback-pending',
  },
  // Ended four weeks ago, three results still missing: the attention flag shows.
  { courseSlug: 'meediakirjaoskus-ja-infohugieen', status: 'COMPLETED', startWeek: -10, schedule: 4, size: 16, minSize: 6, live: 13, awaiting: 3 },
  // Ended one to two weeks ago, the teacher is entering results.
  {
    courseSlug: 'avaliku-esinemise-abc',
    status: 'COMPLETED',
    startWeek: -7,
    schedule: 0,
    size: 14,
    minSize: 6,
    live: 12,
    awaiting: 8,
    demoStudent: 'awaiting-result',
  },
  {
    courseSlug: 'kliimamuutused-ja-kestlik-eluviis',
    status: 'CANCELED',
    startWeek: -6,
    schedule: 1,
    size: 20,
    minSize: 8,
    live: 0,
    canceled: 4,
    notes: 'Tühistatud: miinimumgrupi suurus (8) ei täitunud. Osalejatele on raha tagastatud.',
  },
  // Running now.
  {
    courseSlug: 'programmeerimine-pythoniga',
    status: 'IN_PROGRESS',
    startWeek: -4,
    schedule: 0,
    size: 24,
    minSize: 10,
    live: 22,
    canceled: 1,
    demoStudent: 'in-progress',
    notes: 'Projektinädalad algavad 8. nädalal. Konsultatsioon reedeti Discordis.',
  },
  { courseSlug: 'tehisintellekti-alused', status: 'IN_PROGRESS', startWeek: -3, schedule: 3, size: 20, minSize: 8, live: 17 },
  { courseSlug: 'hispaania-keel-algajatele', status: 'IN_PROGRESS', startWeek: -5, schedule: 1, size: 16, minSize: 6, live: 16 },
  { courseSlug: 'pervaya-pomoshch', status: 'IN_PROGRESS', startWeek: -2, schedule: 4, size: 14, minSize: 6, live: 11 },
  { courseSlug: 'cultures-and-identities', status: 'IN_PROGRESS', startWeek: -1, schedule: 2, size: 16, minSize: 6, live: 9 },
  { courseSlug: 'oigus-igapaevaelus', status: 'IN_PROGRESS', startWeek: -4, schedule: 3, size: 18, minSize: 6, live: 15, canceled: 1 },
  {
    courseSlug: 'ettevotluse-alused',
    status: 'IN_PROGRESS',
    startWeek: -2,
    schedule: 4,
    size: 18,
    minSize: 8,
    live: 14,
  },
  // Upcoming.
  {
    courseSlug: 'finantskirjaoskus-noortele',
    status: 'REGISTRATION_OPEN',
    startWeek: 2,
    schedule: 0,
    size: 20,
    minSize: 8,
    live: 18,
    demoStudent: 'upcoming-unpaid',
  },
  { courseSlug: 'ettevotluse-alused', status: 'REGISTRATION_OPEN', startWeek: 4, schedule: 3, size: 18, minSize: 8, live: 7 },
  { courseSlug: 'vaimne-tervis-ja-stress', status: 'GROUP_FULL', startWeek: 1, schedule: 4, size: 16, minSize: 6, live: 16, canceled: 1 },
  { courseSlug: 'avaliku-esinemise-abc', status: 'REGISTRATION_OPEN', startWeek: 3, schedule: 0, size: 14, minSize: 6, live: 13 },
  { courseSlug: 'tehisintellekti-alused', status: 'GROUP_FULL', startWeek: 5, schedule: 1, size: 20, minSize: 8, live: 20 },
  { courseSlug: 'eesti-keel-teise-keelena-b1', status: 'REGISTRATION_OPEN', startWeek: 2, schedule: 1, size: 16, minSize: 6, live: 13 },
  // Starts next week with fewer students than its minimum group size: the admin overview shows it at risk.
  { courseSlug: 'game-design-fundamentals', status: 'REGISTRATION_OPEN', startWeek: 1, schedule: 3, size: 16, minSize: 6, live: 5 },
  { courseSlug: 'kliimamuutused-ja-kestlik-eluviis', status: 'REGISTRATION_OPEN', startWeek: 8, schedule: 2, size: 20, minSize: 8, live: 3 },
  { courseSlug: 'psuhholoogia-alused', status: 'REGISTRATION_OPEN', startWeek: 10, schedule: 2, size: 20, minSize: 8, live: 2 },
  { courseSlug: 'pervaya-pomoshch', status: 'REGISTRATION_OPEN', startWeek: 7, schedule: 4, size: 14, minSize: 6, live: 6 },
  {
    courseSlug: 'meediakirjaoskus-ja-infohugieen',
    status: 'CANCELED',
    startWeek: 3,
    schedule: 4,
    size: 16,
    minSize: 6,
    live: 0,
    canceled: 3,
    demoStudent: 'canceled',
    notes: 'Tühistatud õpetaja haigestumise tõttu. Registreerunutele pakutakse kohta järgmises grupis.',
  },
  {
    courseSlug: 'hispaania-keel-algajatele',
    status: 'DRAFT',
    startWeek: 14,
    schedule: 3,
    size: 16,
    minSize: 6,
    live: 0,
    notes: 'Ootab õpetaja kinnitust ja tunniaegade kokkuleppimist.',
  },
  { courseSlug: 'programmeerimine-pythoniga', status: 'DRAFT', startWeek: 16, schedule: 0, size: 24, minSize: 10, live: 0 },
];
