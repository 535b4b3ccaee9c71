// The end-of-course feedback form (product-spec §3 feedback answers, §4 feedback form, §5, §9) as data and
// rules, shared by the portal form and the server that stores the answers.
//
// Six steps, in this order (a step whose questions are all hidden is skipped):
//   course    course_satisfaction 1..10, course_highlights (text), course_learnings (text)
//   outcomes  learning_outcomes: 1..10 for every learning outcome of the course (keyed by the outcome text)
//   workload  course_difficulty and time_spent: one of five options shown in the order 1, 2, 5, 4, 3
//             (5 = just right / as expected, the best fit; 1 and 3 are the two extremes)
//   teacher   teacher_competence 1..5, teacher_feedback (text)
//   self      self_performance 1..5 (Insufficient … Excellent), improvement_feedback (text)
//   future    future_courses (text)
// Branching: course_highlights asks 'What bothered you about the course?' while satisfaction is below 8
// (POSITIVE_SATISFACTION), the positive question otherwise (also before satisfaction is answered);
// improvement_feedback is shown only for a self grade of 1..3 (Insufficient, Fair, Good).
// Validation: every shown question must be answered, except improvement_feedback (optional); every
// learning outcome must be rated ('Please rate all learning outcomes').
// The form is offered from the start of the cohort's end day (Europe/Tallinn) on, and stays open.
// Messages and labels are English source strings: the i18n keys.
import { z } from 'zod';
import {
  DIFFICULTY_SCORES,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
  FEEDBACK_TEXT_MAX_LENGTH,
  IMPROVEMENT_QUESTION_MAX_SELF_GRADE,
  POSITIVE_SATISFACTION,
  SELF_GRADE_MAX,
  SELF_GRADE_MIN,
  TEACHER_COMPETENCE_MAX,
  TEACHER_COMPETENCE_MIN,
  TIME_SPENT_SCORES,
} from './constants.ts';
import { startOfTallinnDay, type DateInput } from './dates.ts';
import { VALIDATION_MESSAGES } from './validation.ts';

export const FEEDBACK_MESSAGES = {
  required: VALIDATION_MESSAGES.required,
  chooseAnswer: 'Please choose an answer',
  invalidAnswer: 'Invalid answer',
  rateAllOutcomes: 'Please rate all learning outcomes',
  textTooLong: 'The answer can be at most 5000 characters',
  loadFailed: 'Failed to load existing feedback',
  submitFailed: 'Failed to submit feedback',
  invalidServerResponse: 'Failed to save feedback - invalid server response',
} as const;
const M = FEEDBACK_MESSAGES;

/** Every question, step title and option label of the form (English source strings, the i18n keys). */
export const FEEDBACK_LABELS = {
  steps: {
    course: 'The course',
    outcomes: 'Learning outcomes',
    workload: 'Difficulty and workload',
    teacher: 'The teacher',
    self: 'Your own work',
    future: 'Future courses',
  },
  questions: {
    course_satisfaction: 'How satisfied are you with the course overall?',
    course_highlights: 'What did you like most about the course?',
    course_highlights_negative: 'What bothered you about the course?',
    course_learnings: 'What did you learn in the course?',
    learning_outcomes: 'How well did you reach each learning outcome of the course?',
    course_difficulty: 'How difficult was the course for you?',
    time_spent: 'How much time did the course take compared with what you expected?',
    teacher_competence: 'How competent was the teacher?',
    teacher_feedback: 'What would you like to tell the teacher?',
    self_performance: 'How would you grade your own work in the course?',
    improvement_feedback: 'What could you have done better?',
    future_courses: 'What courses would you like to take in the future?',
  },
  scales: {
    satisfactionMin: 'Not satisfied at all',
    satisfactionMax: 'Very satisfied',
    outcomeMin: 'Not at all',
    outcomeMax: 'Fully',
    competenceMin: 'Not competent',
    competenceMax: 'Very competent',
  },
} as const;
const L = FEEDBACK_LABELS;

export interface FeedbackOption {
  value: number;
  label: string;
}

/** Difficulty options in display order; the value is the stored score. */
export const DIFFICULTY_OPTIONS: readonly FeedbackOption[] = [
  { value: 1, label: 'Much too easy' },
  { value: 2, label: 'A little too easy' },
  { value: 5, label: 'Just right' },
  { value: 4, label: 'A little too difficult' },
  { value: 3, label: 'Much too difficult' },
];

/** Time-spent options in display order; the value is the stored score. */
export const TIME_SPENT_OPTIONS: readonly FeedbackOption[] = [
  { value: 1, label: 'Much less than expected' },
  { value: 2, label: 'A little less than expected' },
  { value: 5, label: 'About as much as expected' },
  { value: 4, label: 'A little more than expected' },
  { value: 3, label: 'Much more than expected' },
];

/** Self grades 1..5 in display order. */
export const SELF_GRADE_OPTIONS: readonly FeedbackOption[] = [
  { value: 1, label: 'Insufficient' },
  { value: 2, label: 'Fair' },
  { value: 3, label: 'Good' },
  { value: 4, label: 'Very good' },
  { value: 5, label: 'Excellent' },
];

// ---- The stored answers ----

const rating = (min: number, max: number) => z.int(M.invalidAnswer).min(min, M.invalidAnswer).max(max, M.invalidAnswer);
const score = (values: readonly number[]) =>
  z.int(M.invalidAnswer).refine((v) => values.includes(v), M.invalidAnswer);
const text = z.string(M.invalidAnswer).trim().max(FEEDBACK_TEXT_MAX_LENGTH, M.textTooLong);

/**
 * feedback_submissions.answers as stored: every key optional (the form is saved step by step), values in
 * range, no unknown keys. Whether it is complete is isFeedbackComplete's question, not this schema's.
 */
export const feedbackAnswersSchema = z.strictObject({
  course_satisfaction: rating(FEEDBACK_RATING_MIN, FEEDBACK_RATING_MAX).optional(),
  course_highlights: text.optional(),
  course_learnings: text.optional(),
  learning_outcomes: z
    .record(z.string().min(1, M.invalidAnswer), rating(FEEDBACK_RATING_MIN, FEEDBACK_RATING_MAX))
    .optional(),
  course_difficulty: score(DIFFICULTY_SCORES).optional(),
  time_spent: score(TIME_SPENT_SCORES).optional(),
  teacher_competence: rating(TEACHER_COMPETENCE_MIN, TEACHER_COMPETENCE_MAX).optional(),
  teacher_feedback: text.optional(),
  self_performance: rating(SELF_GRADE_MIN, SELF_GRADE_MAX).optional(),
  improvement_feedback: text.nullable().optional(),
  future_courses: text.optional(),
});
export type FeedbackAnswers = z.output<typeof feedbackAnswersSchema>;

// ---- Questions and steps ----

export type FeedbackQuestionId = keyof FeedbackAnswers;

export type FeedbackQuestion =
  | { id: FeedbackQuestionId; kind: 'rating'; label: string; min: number; max: number; minLabel: string; maxLabel: string }
  | { id: FeedbackQuestionId; kind: 'choice'; label: string; options: readonly FeedbackOption[] }
  | { id: FeedbackQuestionId; kind: 'text'; label: string; required: boolean }
  | {
      id: 'learning_outcomes';
      kind: 'outcome-ratings';
      label: string;
      min: number;
      max: number;
      minLabel: string;
      maxLabel: string;
      outcomes: readonly string[];
    };

export const FEEDBACK_STEP_IDS = ['course', 'outcomes', 'workload', 'teacher', 'self', 'future'] as const;
export type FeedbackStepId = (typeof FEEDBACK_STEP_IDS)[number];

const STEP_QUESTIONS: Record<FeedbackStepId, readonly FeedbackQuestionId[]> = {
  course: ['course_satisfaction', 'course_highlights', 'course_learnings'],
  outcomes: ['learning_outcomes'],
  workload: ['course_difficulty', 'time_spent'],
  teacher: ['teacher_competence', 'teacher_feedback'],
  self: ['self_performance', 'improvement_feedback'],
  future: ['future_courses'],
};

export interface FeedbackStep {
  id: FeedbackStepId;
  title: string;
  questions: FeedbackQuestion[];
}

/** The highlights question asks what bothered the student while satisfaction is below 8. */
export function isNegativeSatisfaction(answers: FeedbackAnswers): boolean {
  return answers.course_satisfaction !== undefined && answers.course_satisfaction < POSITIVE_SATISFACTION;
}

/** The improvement question is shown for self grades Insufficient, Fair and Good. */
export function showsImprovementQuestion(answers: FeedbackAnswers): boolean {
  const grade = answers.self_performance;
  return grade !== undefined && grade <= IMPROVEMENT_QUESTION_MAX_SELF_GRADE;
}

/** The question as shown for these answers, or null when it is hidden. */
function questionFor(id: FeedbackQuestionId, answers: FeedbackAnswers, outcomes: readonly string[]): FeedbackQuestion | null {
  const label = L.questions[id];
  switch (id) {
    case 'course_satisfaction':
      return {
        id,
        kind: 'rating',
        label,
        min: FEEDBACK_RATING_MIN,
        max: FEEDBACK_RATING_MAX,
        minLabel: L.scales.satisfactionMin,
        maxLabel: L.scales.satisfactionMax,
      };
    case 'course_highlights':
      return {
        id,
        kind: 'text',
        label: isNegativeSatisfaction(answers) ? L.questions.course_highlights_negative : label,
        required: true,
      };
    case 'learning_outcomes':
      if (outcomes.length === 0) return null;
      return {
        id,
        kind: 'outcome-ratings',
        label,
        min: FEEDBACK_RATING_MIN,
        max: FEEDBACK_RATING_MAX,
        minLabel: L.scales.outcomeMin,
        maxLabel: L.scales.outcomeMax,
        outcomes,
      };
    case 'course_difficulty':
      return { id, kind: 'choice', label, options: DIFFICULTY_OPTIONS };
    case 'time_spent':
      return { id, kind: 'choice', label, options: TIME_SPENT_OPTIONS };
    case 'teacher_competence':
      return {
        id,
        kind: 'rating',
        label,
        min: TEACHER_COMPETENCE_MIN,
        max: TEACHER_COMPETENCE_MAX,
        minLabel: L.scales.competenceMin,
        maxLabel: L.scales.competenceMax,
      };
    case 'self_performance':
      return { id, kind: 'choice', label, options: SELF_GRADE_OPTIONS };
    case 'improvement_feedback':
      return showsImprovementQuestion(answers) ? { id, kind: 'text', label, required: false } : null;
    case 'course_learnings':
    case 'teacher_feedback':
    case 'future_courses':
      return { id, kind: 'text', label, required: true };
  }
}

function stepQuestions(stepId: FeedbackStepId, answers: FeedbackAnswers, outcomes: readonly string[]): FeedbackQuestion[] {
  return STEP_QUESTIONS[stepId]
    .map((id) => questionFor(id, answers, outcomes))
    .filter((q): q is FeedbackQuestion => q !== null);
}

/** The steps to walk through for these answers, each with its shown questions; empty steps left out. */
export function feedbackSteps(answers: FeedbackAnswers, outcomes: readonly string[]): FeedbackStep[] {
  return FEEDBACK_STEP_IDS.map((id) => ({ id, title: L.steps[id], questions: stepQuestions(id, answers, outcomes) })).filter(
    (step) => step.questions.length > 0,
  );
}

/** Every question shown for these answers, in form order. */
export function visibleQuestions(answers: FeedbackAnswers, outcomes: readonly string[]): FeedbackQuestion[] {
  return feedbackSteps(answers, outcomes).flatMap((step) => step.questions);
}

// ---- Validation ----

export interface FeedbackIssue {
  question: FeedbackQuestionId;
  message: string;
}

export type FeedbackStepCheck = { ok: true } | { ok: false; issues: FeedbackIssue[] };

const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

function issueFor(question: FeedbackQuestion, answers: FeedbackAnswers): string | null {
  const value: unknown = answers[question.id];
  switch (question.kind) {
    case 'rating':
      if (value === undefined || value === null) return M.chooseAnswer;
      return Number.isInteger(value) && (value as number) >= question.min && (value as number) <= question.max
        ? null
        : M.invalidAnswer;
    case 'choice':
      if (value === undefined || value === null) return M.chooseAnswer;
      return question.options.some((o) => o.value === value) ? null : M.invalidAnswer;
    case 'text':
      if (isBlank(value)) return question.required ? M.required : null;
      return (value as string).trim().length > FEEDBACK_TEXT_MAX_LENGTH ? M.textTooLong : null;
    case 'outcome-ratings': {
      const ratings = (answers.learning_outcomes ?? {}) as Record<string, unknown>;
      const rated = question.outcomes.every((outcome) => {
        const r = ratings[outcome];
        return Number.isInteger(r) && (r as number) >= question.min && (r as number) <= question.max;
      });
      return rated ? null : M.rateAllOutcomes;
    }
  }
}

/** Whether the student may continue from this step (a hidden step always passes). */
export function validateStep(
  stepId: FeedbackStepId,
  answers: FeedbackAnswers,
  outcomes: readonly string[],
): FeedbackStepCheck {
  const issues = stepQuestions(stepId, answers, outcomes).flatMap((question) => {
    const message = issueFor(question, answers);
    return message === null ? [] : [{ question: question.id, message }];
  });
  return issues.length === 0 ? { ok: true } : { ok: false, issues };
}

/** The first step that still needs answers (where a returning student continues), or null when done. */
export function firstIncompleteStep(answers: FeedbackAnswers, outcomes: readonly string[]): FeedbackStepId | null {
  return feedbackSteps(answers, outcomes).find((step) => !validateStep(step.id, answers, outcomes).ok)?.id ?? null;
}

export function isFeedbackComplete(answers: FeedbackAnswers, outcomes: readonly string[]): boolean {
  return firstIncompleteStep(answers, outcomes) === null;
}

/**
 * The answers as they should be stored: texts trimmed, an empty improvement answer as null, and nothing
 * the form no longer shows (the improvement answer after the self grade went up to 4 or 5, ratings of
 * outcomes the course does not have).
 */
export function cleanFeedbackAnswers(answers: FeedbackAnswers, outcomes: readonly string[]): FeedbackAnswers {
  const clean: FeedbackAnswers = {};
  for (const [key, value] of Object.entries(answers) as [FeedbackQuestionId, unknown][]) {
    if (value === undefined) continue;
    (clean as Record<string, unknown>)[key] = typeof value === 'string' ? value.trim() : value;
  }
  if (clean.learning_outcomes) {
    const ratings = clean.learning_outcomes;
    clean.learning_outcomes = Object.fromEntries(outcomes.filter((o) => o in ratings).map((o) => [o, ratings[o] as number]));
  }
  if (!showsImprovementQuestion(clean)) delete clean.improvement_feedback;
  else if (clean.improvement_feedback === '') clean.improvement_feedback = null;
  return clean;
}

/** Feedback is offered from the start of the cohort's end day (Europe/Tallinn) on. */
export function isFeedbackOpen(cohort: { endDate: DateInput }, now: Date): boolean {
  return now.getTime() >= startOfTallinnDay(cohort.endDate).getTime();
}
