// The feedback dashboard numbers (issue 8 item 4), computed once for the portal (teachers, school reps)
// and the admin console, from whatever set of submissions the caller's filters and access picked.
//
// Counting rules:
//  - answers: the submissions given; a value that is missing or out of range (a half-finished form, an
//    old row) is left out of that question only, so each summary has its own `count`.
//  - responseRate = answers / participantsCount, at most 1 (someone who answered and then cancelled),
//    null without participants; rounded to 4 decimals.
//  - averages are arithmetic means rounded to 2 decimals; the difficulty and time-spent averages are of
//    the stored scores, where 5 is the best fit (just right / as expected).
//  - satisfaction.positiveShare: the share of satisfaction answers of 8 or more (POSITIVE_SATISFACTION).
//  - distributions list every possible value with its count, zeros included, in display order
//    (1..10; 1, 2, 5, 4, 3 for difficulty and time spent; 1..5 for competence and self grade).
//  - texts: trimmed, blank ones left out, in the order given, never with their author. Highlights are
//    split by the question the student saw: bothered (satisfaction below 8) and liked (the rest).
//
// Small-group rule, for a SCHOOL_REP viewer only (teachers and admins see everything):
//  - fewer than 3 submissions (FEEDBACK_MIN_ANSWERS_FOR_SCHOOL_REP): `withheld` is true and only
//    `answers`, `participants` and `responseRate` are given; every distribution, average, share,
//    learning-outcome average and text list is null;
//  - 3 or more: each numeric summary (a question, or one learning outcome) answered by fewer than 3 is
//    null on its own, so a single rating never shows through a partly filled form.
// Limitation: two overlapping filters (all students, then all but one) can still be compared; the
// rule bounds what one view shows, nothing more.
import {
  DIFFICULTY_SCORES,
  FEEDBACK_MIN_ANSWERS_FOR_SCHOOL_REP,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
  POSITIVE_SATISFACTION,
  SELF_GRADE_MAX,
  SELF_GRADE_MIN,
  TEACHER_COMPETENCE_MAX,
  TEACHER_COMPETENCE_MIN,
  TIME_SPENT_SCORES,
  type Role,
} from './constants.ts';
import {
  DIFFICULTY_OPTIONS,
  SELF_GRADE_OPTIONS,
  TIME_SPENT_OPTIONS,
  isNegativeSatisfaction,
  type FeedbackAnswers,
  type FeedbackOption,
} from './feedback.ts';

export interface DistributionBucket {
  value: number;
  /** the option's label key, for labelled scales */
  label?: string;
  count: number;
}

export interface ScaleSummary {
  /** how many answered this question */
  count: number;
  average: number;
  distribution: DistributionBucket[];
}

export interface OutcomeSummary {
  outcome: string;
  count: number;
  average: number;
}

export interface FeedbackTexts {
  /** course_highlights of students with satisfaction 8+ ('What did you like most…') */
  highlights: string[];
  /** course_highlights of students with satisfaction below 8 ('What bothered you…') */
  bothered: string[];
  learnings: string[];
  teacher: string[];
  improvement: string[];
  futureCourses: string[];
}

export interface FeedbackAggregate {
  answers: number;
  participants: number;
  responseRate: number | null;
  /** true when the small-group rule hid everything but the counts */
  withheld: boolean;
  satisfaction: (ScaleSummary & { positiveShare: number }) | null;
  learningOutcomes: OutcomeSummary[] | null;
  difficulty: ScaleSummary | null;
  timeSpent: ScaleSummary | null;
  teacherCompetence: ScaleSummary | null;
  selfPerformance: ScaleSummary | null;
  texts: FeedbackTexts | null;
}

export interface FeedbackAggregateOptions {
  participantsCount: number;
  viewerRole: Role;
  /** the course's learning outcomes, to list them in the course's order (others follow, alphabetically) */
  outcomes?: readonly string[];
}

const round = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};
const mean = (values: readonly number[]): number => round(values.reduce((a, b) => a + b, 0) / values.length, 2);
const range = (min: number, max: number): number[] => Array.from({ length: max - min + 1 }, (_, i) => min + i);

interface Scale {
  values: readonly number[];
  options?: readonly FeedbackOption[];
}

const SCALES = {
  satisfaction: { values: range(FEEDBACK_RATING_MIN, FEEDBACK_RATING_MAX) },
  difficulty: { values: DIFFICULTY_SCORES, options: DIFFICULTY_OPTIONS },
  timeSpent: { values: TIME_SPENT_SCORES, options: TIME_SPENT_OPTIONS },
  teacherCompetence: { values: range(TEACHER_COMPETENCE_MIN, TEACHER_COMPETENCE_MAX) },
  selfPerformance: { values: range(SELF_GRADE_MIN, SELF_GRADE_MAX), options: SELF_GRADE_OPTIONS },
} satisfies Record<string, Scale>;

const isOn = (scale: Scale, value: unknown): value is number =>
  typeof value === 'number' && scale.values.includes(value);

function summarize(scale: Scale, raw: readonly unknown[], minCount: number): ScaleSummary | null {
  const values = raw.filter((v) => isOn(scale, v));
  if (values.length === 0 || values.length < minCount) return null;
  const distribution = scale.values.map((value) => {
    const label = scale.options?.find((o) => o.value === value)?.label;
    const count = values.filter((v) => v === value).length;
    return label === undefined ? { value, count } : { value, label, count };
  });
  return { count: values.length, average: mean(values), distribution };
}

function summarizeOutcomes(
  answers: readonly FeedbackAnswers[],
  order: readonly string[],
  minCount: number,
): OutcomeSummary[] {
  const ratings = new Map<string, number[]>();
  for (const a of answers) {
    for (const [outcome, rating] of Object.entries(a.learning_outcomes ?? {})) {
      if (!isOn(SCALES.satisfaction, rating)) continue;
      ratings.set(outcome, [...(ratings.get(outcome) ?? []), rating]);
    }
  }
  const known = order.filter((o) => ratings.has(o));
  const others = [...ratings.keys()].filter((o) => !order.includes(o)).sort((a, b) => a.localeCompare(b));
  return [...known, ...others].flatMap((outcome) => {
    const values = ratings.get(outcome) ?? [];
    return values.length < minCount ? [] : [{ outcome, count: values.length, average: mean(values) }];
  });
}

const textsOf = (values: readonly unknown[]): string[] =>
  values.flatMap((v) => (typeof v === 'string' && v.trim() !== '' ? [v.trim()] : []));

function collectTexts(answers: readonly FeedbackAnswers[]): FeedbackTexts {
  return {
    highlights: textsOf(answers.filter((a) => !isNegativeSatisfaction(a)).map((a) => a.course_highlights)),
    bothered: textsOf(answers.filter(isNegativeSatisfaction).map((a) => a.course_highlights)),
    learnings: textsOf(answers.map((a) => a.course_learnings)),
    teacher: textsOf(answers.map((a) => a.teacher_feedback)),
    improvement: textsOf(answers.map((a) => a.improvement_feedback)),
    futureCourses: textsOf(answers.map((a) => a.future_courses)),
  };
}

export function aggregateFeedback(
  submissions: readonly { answers: FeedbackAnswers }[],
  options: FeedbackAggregateOptions,
): FeedbackAggregate {
  const answers = submissions.map((s) => s.answers);
  const participants = options.participantsCount;
  const responseRate = participants > 0 ? round(Math.min(1, answers.length / participants), 4) : null;
  const isRep = options.viewerRole === 'SCHOOL_REP';
  const minCount = isRep ? FEEDBACK_MIN_ANSWERS_FOR_SCHOOL_REP : 1;
  const counts = { answers: answers.length, participants, responseRate };

  if (isRep && answers.length < FEEDBACK_MIN_ANSWERS_FOR_SCHOOL_REP) {
    return {
      ...counts,
      withheld: true,
      satisfaction: null,
      learningOutcomes: null,
      difficulty: null,
      timeSpent: null,
      teacherCompetence: null,
      selfPerformance: null,
      texts: null,
    };
  }

  const satisfactionValues = answers.map((a) => a.course_satisfaction);
  const satisfaction = summarize(SCALES.satisfaction, satisfactionValues, minCount);
  const positives = satisfactionValues.filter((v) => isOn(SCALES.satisfaction, v) && v >= POSITIVE_SATISFACTION).length;
  return {
    ...counts,
    withheld: false,
    satisfaction: satisfaction && { ...satisfaction, positiveShare: round(positives / satisfaction.count, 4) },
    learningOutcomes: summarizeOutcomes(answers, options.outcomes ?? [], minCount),
    difficulty: summarize(SCALES.difficulty, answers.map((a) => a.course_difficulty), minCount),
    timeSpent: summarize(SCALES.timeSpent, answers.map((a) => a.time_spent), minCount),
    teacherCompetence: summarize(SCALES.teacherCompetence, answers.map((a) => a.teacher_competence), minCount),
    selfPerformance: summarize(SCALES.selfPerformance, answers.map((a) => a.self_performance), minCount),
    texts: collectTexts(answers),
  };
}

/**
 * The average of an option scale (difficulty, time spent) as words (issue 18 item 12): the stored scores
 * 1, 2, 5, 4, 3 are codes, so their mean means nothing. The answers are placed on the scale in display
 * order (much too easy … much too difficult), averaged there, and the nearest option's label is given.
 */
export function averageOptionLabel(distribution: readonly DistributionBucket[]): string | null {
  const total = distribution.reduce((sum, b) => sum + b.count, 0);
  if (total === 0) return null;
  const mean = distribution.reduce((sum, b, i) => sum + i * b.count, 0) / total;
  return distribution[Math.round(mean)]?.label ?? null;
}
