import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FeedbackAnswers as StoredFeedbackAnswers } from '@valik/db/schema';
import {
  DIFFICULTY_OPTIONS,
  SELF_GRADE_OPTIONS,
  TIME_SPENT_OPTIONS,
  cleanFeedbackAnswers,
  feedbackAnswersSchema,
  feedbackSteps,
  firstIncompleteStep,
  isFeedbackComplete,
  isFeedbackOpen,
  validateStep,
  visibleQuestions,
  type FeedbackAnswers,
} from './feedback.ts';
import { at } from './test-helpers.ts';

const outcomes = ['Plans a budget', 'Reads a payslip', 'Compares loans'];

const complete = (over: Partial<FeedbackAnswers> = {}): FeedbackAnswers => ({
  course_satisfaction: 9,
  course_highlights: 'The real examples',
  course_learnings: 'How to plan money',
  learning_outcomes: { 'Plans a budget': 9, 'Reads a payslip': 8, 'Compares loans': 10 },
  course_difficulty: 5,
  time_spent: 4,
  teacher_competence: 5,
  teacher_feedback: 'Thank you!',
  self_performance: 4,
  future_courses: 'Investing',
  ...over,
});

const ids = (answers: FeedbackAnswers, list = outcomes) => visibleQuestions(answers, list).map((q) => q.id);
const labelOf = (answers: FeedbackAnswers, id: string) => visibleQuestions(answers, outcomes).find((q) => q.id === id)?.label;

describe('the form steps', () => {
  it('walks through six steps in the spec’s question order', () => {
    expect(feedbackSteps({}, outcomes).map((s) => [s.id, s.questions.map((q) => q.id)])).toEqual([
      ['course', ['course_satisfaction', 'course_highlights', 'course_learnings']],
      ['outcomes', ['learning_outcomes']],
      ['workload', ['course_difficulty', 'time_spent']],
      ['teacher', ['teacher_competence', 'teacher_feedback']],
      ['self', ['self_performance']],
      ['future', ['future_courses']],
    ]);
  });

  it('rates satisfaction and learning outcomes 1..10, teacher competence 1..5', () => {
    const questions = visibleQuestions({}, outcomes);
    expect(questions.find((q) => q.id === 'course_satisfaction')).toMatchObject({ kind: 'rating', min: 1, max: 10 });
    expect(questions.find((q) => q.id === 'learning_outcomes')).toMatchObject({ kind: 'outcome-ratings', min: 1, max: 10, outcomes });
    expect(questions.find((q) => q.id === 'teacher_competence')).toMatchObject({ kind: 'rating', min: 1, max: 5 });
  });

  it('shows difficulty and time-spent options in the order 1, 2, 5, 4, 3', () => {
    expect(DIFFICULTY_OPTIONS.map((o) => o.value)).toEqual([1, 2, 5, 4, 3]);
    expect(TIME_SPENT_OPTIONS.map((o) => o.value)).toEqual([1, 2, 5, 4, 3]);
    expect(DIFFICULTY_OPTIONS.map((o) => o.label)).toEqual([
      'Much too easy',
      'A little too easy',
      'Just right',
      'A little too difficult',
      'Much too difficult',
    ]);
  });

  it('labels self grades 1 Insufficient … 5 Excellent', () => {
    expect(SELF_GRADE_OPTIONS).toEqual([
      { value: 1, label: 'Insufficient' },
      { value: 2, label: 'Fair' },
      { value: 3, label: 'Good' },
      { value: 4, label: 'Very good' },
      { value: 5, label: 'Excellent' },
    ]);
  });

  it('skips the learning-outcomes step for a course without outcomes', () => {
    expect(feedbackSteps({}, []).map((s) => s.id)).toEqual(['course', 'workload', 'teacher', 'self', 'future']);
  });
});

describe('branching', () => {
  it('asks what bothered the student when satisfaction is below 8 (7 bothered, 8 liked)', () => {
    expect(labelOf({ course_satisfaction: 7 }, 'course_highlights')).toBe('What bothered you about the course?');
    expect(labelOf({ course_satisfaction: 1 }, 'course_highlights')).toBe('What bothered you about the course?');
    expect(labelOf({ course_satisfaction: 8 }, 'course_highlights')).toBe('What did you like most about the course?');
    expect(labelOf({ course_satisfaction: 10 }, 'course_highlights')).toBe('What did you like most about the course?');
  });

  it('asks the positive highlights question before satisfaction is answered', () => {
    expect(labelOf({}, 'course_highlights')).toBe('What did you like most about the course?');
  });

  it('shows the improvement question only for self grades Insufficient, Fair and Good (1..3)', () => {
    for (const grade of [1, 2, 3]) expect(ids({ self_performance: grade })).toContain('improvement_feedback');
    for (const grade of [4, 5]) expect(ids({ self_performance: grade })).not.toContain('improvement_feedback');
    expect(ids({})).not.toContain('improvement_feedback');
  });

  it('puts the improvement question right after the self grade', () => {
    const self = feedbackSteps({ self_performance: 3 }, outcomes).find((s) => s.id === 'self');
    expect(self?.questions.map((q) => [q.id, q.kind === 'text' && q.required])).toEqual([
      ['self_performance', false],
      ['improvement_feedback', false],
    ]);
  });
});

describe('validateStep', () => {
  it('requires satisfaction and both texts of the first step', () => {
    expect(validateStep('course', {}, outcomes)).toEqual({
      ok: false,
      issues: [
        { question: 'course_satisfaction', message: 'Please choose an answer' },
        { question: 'course_highlights', message: 'This field is required' },
        { question: 'course_learnings', message: 'This field is required' },
      ],
    });
  });

  it('refuses blank text answers', () => {
    const check = validateStep('course', { course_satisfaction: 6, course_highlights: '   ', course_learnings: 'x' }, outcomes);
    expect(check).toEqual({ ok: false, issues: [{ question: 'course_highlights', message: 'This field is required' }] });
  });

  it('passes a complete first step', () => {
    expect(validateStep('course', complete(), outcomes)).toEqual({ ok: true });
  });

  it('refuses ratings outside 1..10 and fractions', () => {
    for (const course_satisfaction of [0, 11, 7.5]) {
      expect(validateStep('course', complete({ course_satisfaction }), outcomes)).toEqual({
        ok: false,
        issues: [{ question: 'course_satisfaction', message: 'Invalid answer' }],
      });
    }
  });

  it('requires every learning outcome to be rated before continuing', () => {
    const twoOfThree = { learning_outcomes: { 'Plans a budget': 9, 'Reads a payslip': 8 } };
    expect(validateStep('outcomes', twoOfThree, outcomes)).toEqual({
      ok: false,
      issues: [{ question: 'learning_outcomes', message: 'Please rate all learning outcomes' }],
    });
    expect(validateStep('outcomes', {}, outcomes)).toMatchObject({ ok: false });
  });

  it('refuses an outcome rated 0 or 11, accepts 1 and 10', () => {
    const rate = (r: number) => ({ learning_outcomes: { 'Plans a budget': r, 'Reads a payslip': 1, 'Compares loans': 10 } });
    expect(validateStep('outcomes', rate(0), outcomes).ok).toBe(false);
    expect(validateStep('outcomes', rate(11), outcomes).ok).toBe(false);
    expect(validateStep('outcomes', rate(1), outcomes)).toEqual({ ok: true });
  });

  it('ignores ratings of outcomes the course does not have', () => {
    const extra = { learning_outcomes: { ...complete().learning_outcomes, 'Old outcome': 2 } };
    expect(validateStep('outcomes', extra, outcomes)).toEqual({ ok: true });
  });

  it('accepts only the listed difficulty and time-spent scores', () => {
    expect(validateStep('workload', { course_difficulty: 3, time_spent: 5 }, outcomes)).toEqual({ ok: true });
    expect(validateStep('workload', { course_difficulty: 6, time_spent: 0 }, outcomes)).toEqual({
      ok: false,
      issues: [
        { question: 'course_difficulty', message: 'Invalid answer' },
        { question: 'time_spent', message: 'Invalid answer' },
      ],
    });
    expect(validateStep('workload', {}, outcomes)).toMatchObject({ ok: false, issues: [{ message: 'Please choose an answer' }, {}] });
  });

  it('rates teacher competence 1..5 and requires the teacher feedback text', () => {
    expect(validateStep('teacher', { teacher_competence: 5, teacher_feedback: 'Great' }, outcomes)).toEqual({ ok: true });
    expect(validateStep('teacher', { teacher_competence: 6, teacher_feedback: '' }, outcomes)).toEqual({
      ok: false,
      issues: [
        { question: 'teacher_competence', message: 'Invalid answer' },
        { question: 'teacher_feedback', message: 'This field is required' },
      ],
    });
  });

  it('does not require the improvement answer for a self grade of Good or lower', () => {
    expect(validateStep('self', { self_performance: 2 }, outcomes)).toEqual({ ok: true });
    expect(validateStep('self', { self_performance: 2, improvement_feedback: null }, outcomes)).toEqual({ ok: true });
    expect(validateStep('self', {}, outcomes)).toEqual({
      ok: false,
      issues: [{ question: 'self_performance', message: 'Please choose an answer' }],
    });
  });

  it('requires the future-courses text', () => {
    expect(validateStep('future', {}, outcomes)).toMatchObject({ ok: false, issues: [{ question: 'future_courses' }] });
  });

  it('refuses a text of more than 5000 characters', () => {
    expect(validateStep('future', { future_courses: 'a'.repeat(5000) }, outcomes)).toEqual({ ok: true });
    expect(validateStep('future', { future_courses: 'a'.repeat(5001) }, outcomes)).toEqual({
      ok: false,
      issues: [{ question: 'future_courses', message: 'The answer can be at most 5000 characters' }],
    });
  });

  it('passes the outcomes step of a course without outcomes', () => {
    expect(validateStep('outcomes', {}, [])).toEqual({ ok: true });
  });
});

describe('isFeedbackComplete and firstIncompleteStep', () => {
  it('is complete with every shown question answered and no improvement answer', () => {
    expect(isFeedbackComplete(complete(), outcomes)).toBe(true);
    expect(isFeedbackComplete(complete({ self_performance: 3 }), outcomes)).toBe(true);
  });

  it('is incomplete while one learning outcome is unrated', () => {
    const answers = complete({ learning_outcomes: { 'Plans a budget': 9 } });
    expect(isFeedbackComplete(answers, outcomes)).toBe(false);
    expect(firstIncompleteStep(answers, outcomes)).toBe('outcomes');
  });

  it('resumes a returning student at the first step that still needs answers', () => {
    expect(firstIncompleteStep({}, outcomes)).toBe('course');
    const { teacher_feedback: _t, future_courses: _f, ...partial } = complete();
    expect(firstIncompleteStep(partial, outcomes)).toBe('teacher');
    expect(firstIncompleteStep(complete(), outcomes)).toBeNull();
  });
});

describe('cleanFeedbackAnswers', () => {
  it('drops an improvement answer the form no longer shows (self grade raised to 4)', () => {
    expect(cleanFeedbackAnswers(complete({ improvement_feedback: 'Do homework' }), outcomes)).not.toHaveProperty(
      'improvement_feedback',
    );
  });

  it('keeps a shown improvement answer trimmed, and stores an empty one as null', () => {
    expect(cleanFeedbackAnswers({ self_performance: 1, improvement_feedback: ' Do homework ' }, outcomes)).toEqual({
      self_performance: 1,
      improvement_feedback: 'Do homework',
    });
    expect(cleanFeedbackAnswers({ self_performance: 3, improvement_feedback: '  ' }, outcomes)).toEqual({
      self_performance: 3,
      improvement_feedback: null,
    });
  });

  it('keeps ratings only for the course’s own outcomes, in their order', () => {
    const answers = { learning_outcomes: { 'Compares loans': 7, 'Old outcome': 2, 'Plans a budget': 9 } };
    expect(cleanFeedbackAnswers(answers, outcomes).learning_outcomes).toEqual({ 'Plans a budget': 9, 'Compares loans': 7 });
  });

  it('trims texts and leaves the rest as it was', () => {
    expect(cleanFeedbackAnswers({ course_satisfaction: 4, course_highlights: '  Too fast\n' }, outcomes)).toEqual({
      course_satisfaction: 4,
      course_highlights: 'Too fast',
    });
  });
});

describe('isFeedbackOpen', () => {
  const cohort = { endDate: at('2026-11-20 18:00') };

  it('opens at 00:00 Tallinn on the end day', () => {
    expect(isFeedbackOpen(cohort, at('2026-11-19 23:59'))).toBe(false);
    expect(isFeedbackOpen(cohort, at('2026-11-20 00:00'))).toBe(true);
  });

  it('stays open after the course', () => {
    expect(isFeedbackOpen(cohort, at('2027-03-01 12:00'))).toBe(true);
  });
});

describe('feedbackAnswersSchema', () => {
  it('accepts complete answers and partial ones saved after a step', () => {
    expect(feedbackAnswersSchema.parse(complete())).toEqual(complete());
    expect(feedbackAnswersSchema.safeParse({ course_satisfaction: 3 }).success).toBe(true);
    expect(feedbackAnswersSchema.safeParse({}).success).toBe(true);
  });

  it('accepts a null improvement answer', () => {
    expect(feedbackAnswersSchema.safeParse(complete({ self_performance: 2, improvement_feedback: null })).success).toBe(true);
  });

  it('refuses values out of range', () => {
    for (const wrong of [
      { course_satisfaction: 11 },
      { course_satisfaction: 0 },
      { learning_outcomes: { 'Plans a budget': 0 } },
      { course_difficulty: 6 },
      { time_spent: 0 },
      { teacher_competence: 6 },
      { self_performance: 0 },
      { course_highlights: 'a'.repeat(5001) },
      { course_learnings: 42 },
    ]) {
      expect(feedbackAnswersSchema.safeParse(wrong).success, JSON.stringify(wrong).slice(0, 60)).toBe(false);
    }
  });

  it('refuses unknown keys', () => {
    expect(feedbackAnswersSchema.safeParse({ favourite_colour: 'orange' }).success).toBe(false);
  });

  it('trims stored texts', () => {
    expect(feedbackAnswersSchema.parse({ future_courses: '  Chess ' })).toEqual({ future_courses: 'Chess' });
  });

  it('has the same shape as the database column', () => {
    expectTypeOf<FeedbackAnswers>().toExtend<StoredFeedbackAnswers>();
    expectTypeOf<Required<StoredFeedbackAnswers>>().toExtend<Required<FeedbackAnswers>>();
  });
});
