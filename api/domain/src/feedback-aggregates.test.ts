import { describe, expect, it } from 'vitest';
import { aggregateFeedback, averageOptionLabel } from './feedback-aggregates.ts';
import type { FeedbackAnswers } from './feedback.ts';

const A = 'Plans a budget';
const B = 'Reads a payslip';

// Five submissions; every number below is computed by hand from these.
const S1: FeedbackAnswers = {
  course_satisfaction: 9,
  course_highlights: 'Great examples',
  course_learnings: 'Budgeting',
  learning_outcomes: { [A]: 8, [B]: 6 },
  course_difficulty: 5,
  time_spent: 4,
  teacher_competence: 5,
  teacher_feedback: 'Thanks',
  self_performance: 4,
  future_courses: 'Investing',
};
const S2: FeedbackAnswers = {
  course_satisfaction: 7,
  course_highlights: 'Too fast',
  course_learnings: 'Loans',
  learning_outcomes: { [A]: 6, [B]: 7 },
  course_difficulty: 4,
  time_spent: 3,
  teacher_competence: 4,
  teacher_feedback: 'Slower please',
  self_performance: 2,
  improvement_feedback: 'Do homework',
  future_courses: '',
};
const S3: FeedbackAnswers = {
  course_satisfaction: 10,
  course_highlights: 'Everything',
  course_learnings: '  ',
  learning_outcomes: { [A]: 10 },
  course_difficulty: 5,
  time_spent: 5,
  teacher_competence: 5,
  teacher_feedback: 'Great',
  self_performance: 5,
  future_courses: 'Chess',
};
const S4: FeedbackAnswers = {
  course_satisfaction: 8,
  course_highlights: 'The teacher',
  course_learnings: 'Payslips',
  learning_outcomes: { [A]: 7, [B]: 9, 'Old outcome': 3 },
  course_difficulty: 2,
  time_spent: 4,
  teacher_competence: 3,
  teacher_feedback: 'OK',
  self_performance: 3,
  improvement_feedback: null,
  future_courses: 'More',
};
const S5: FeedbackAnswers = {
  course_satisfaction: 4,
  course_highlights: 'Boring',
  course_learnings: 'Little',
  learning_outcomes: { [A]: 5, [B]: 4 },
  course_difficulty: 3,
  time_spent: 3,
  teacher_competence: 4,
  teacher_feedback: 'Hmm',
  self_performance: 1,
  improvement_feedback: '  Attend more ',
  future_courses: 'None',
};
const five = [S1, S2, S3, S4, S5].map((answers) => ({ answers }));
const teacherView = { participantsCount: 8, viewerRole: 'TEACHER' as const, outcomes: [A, B] };

describe('aggregateFeedback', () => {
  const result = aggregateFeedback(five, teacherView);

  it('gives the response rate: 5 answers of 8 participants is 0.625', () => {
    expect(result).toMatchObject({ answers: 5, participants: 8, responseRate: 0.625, withheld: false });
  });

  it('gives the satisfaction distribution 1..10, its average 7.6 and the share of 8+ (3 of 5)', () => {
    expect(result.satisfaction).toEqual({
      count: 5,
      average: 7.6,
      positiveShare: 0.6,
      distribution: [
        { value: 1, count: 0 },
        { value: 2, count: 0 },
        { value: 3, count: 0 },
        { value: 4, count: 1 },
        { value: 5, count: 0 },
        { value: 6, count: 0 },
        { value: 7, count: 1 },
        { value: 8, count: 1 },
        { value: 9, count: 1 },
        { value: 10, count: 1 },
      ],
    });
  });

  it('averages each learning outcome over those who rated it, in the course’s order, others after', () => {
    expect(result.learningOutcomes).toEqual([
      { outcome: A, count: 5, average: 7.2 }, // (8+6+10+7+5)/5
      { outcome: B, count: 4, average: 6.5 }, // (6+7+9+4)/4
      { outcome: 'Old outcome', count: 1, average: 3 },
    ]);
  });

  it('gives difficulty and time spent in display order 1, 2, 5, 4, 3 with labels and average scores', () => {
    expect(result.difficulty).toEqual({
      count: 5,
      average: 3.8, // (5+4+5+2+3)/5
      distribution: [
        { value: 1, label: 'Much too easy', count: 0 },
        { value: 2, label: 'A little too easy', count: 1 },
        { value: 5, label: 'Just right', count: 2 },
        { value: 4, label: 'A little too difficult', count: 1 },
        { value: 3, label: 'Much too difficult', count: 1 },
      ],
    });
    expect(result.timeSpent?.distribution.map((b) => [b.value, b.count])).toEqual([
      [1, 0],
      [2, 0],
      [5, 1],
      [4, 2],
      [3, 2],
    ]);
    expect(result.timeSpent?.average).toBe(3.8); // (4+3+5+4+3)/5
  });

  it('gives teacher competence and self grades 1..5 with their averages', () => {
    expect(result.teacherCompetence).toEqual({
      count: 5,
      average: 4.2, // (5+4+5+3+4)/5
      distribution: [
        { value: 1, count: 0 },
        { value: 2, count: 0 },
        { value: 3, count: 1 },
        { value: 4, count: 2 },
        { value: 5, count: 2 },
      ],
    });
    expect(result.selfPerformance).toEqual({
      count: 5,
      average: 3,
      distribution: [
        { value: 1, label: 'Insufficient', count: 1 },
        { value: 2, label: 'Fair', count: 1 },
        { value: 3, label: 'Good', count: 1 },
        { value: 4, label: 'Very good', count: 1 },
        { value: 5, label: 'Excellent', count: 1 },
      ],
    });
  });

  it('lists the text answers trimmed, without blanks, highlights split by the question asked', () => {
    expect(result.texts).toEqual({
      highlights: ['Great examples', 'Everything', 'The teacher'],
      bothered: ['Too fast', 'Boring'],
      learnings: ['Budgeting', 'Loans', 'Payslips', 'Little'],
      teacher: ['Thanks', 'Slower please', 'Great', 'OK', 'Hmm'],
      improvement: ['Do homework', 'Attend more'],
      futureCourses: ['Investing', 'Chess', 'More', 'None'],
    });
  });

  it('rounds averages to 2 decimals and shares to 4', () => {
    const three = [7, 8, 8].map((course_satisfaction) => ({ answers: { course_satisfaction } }));
    const summary = aggregateFeedback(three, { participantsCount: 9, viewerRole: 'ADMIN' });
    expect(summary.satisfaction).toMatchObject({ average: 7.67, positiveShare: 0.6667 });
    expect(summary.responseRate).toBe(0.3333);
  });

  it('leaves out missing and out-of-range values, question by question', () => {
    const odd = [{ answers: { course_satisfaction: 11, course_difficulty: 5 } }, { answers: { course_satisfaction: 6 } }];
    const summary = aggregateFeedback(odd as { answers: FeedbackAnswers }[], { participantsCount: 2, viewerRole: 'ADMIN' });
    expect(summary.satisfaction).toMatchObject({ count: 1, average: 6, positiveShare: 0 });
    expect(summary.difficulty).toMatchObject({ count: 1, average: 5 });
    expect(summary.teacherCompetence).toBeNull();
  });

  it('has no response rate without participants, and never more than 1', () => {
    expect(aggregateFeedback([], { participantsCount: 0, viewerRole: 'ADMIN' })).toMatchObject({
      answers: 0,
      responseRate: null,
      satisfaction: null,
      learningOutcomes: [],
    });
    expect(aggregateFeedback(five, { participantsCount: 4, viewerRole: 'ADMIN' }).responseRate).toBe(1);
  });

  it('shows a teacher and an admin everything even for a single answer', () => {
    for (const viewerRole of ['TEACHER', 'ADMIN'] as const) {
      const one = aggregateFeedback([{ answers: S1 }], { participantsCount: 10, viewerRole });
      expect(one.withheld).toBe(false);
      expect(one.satisfaction?.average).toBe(9);
      expect(one.texts?.highlights).toEqual(['Great examples']);
    }
  });

  describe('small-group rule for school representatives', () => {
    const rep = { participantsCount: 8, viewerRole: 'SCHOOL_REP' as const, outcomes: [A, B] };

    it('gives a rep only the counts when fewer than 3 answers exist', () => {
      expect(aggregateFeedback([{ answers: S1 }, { answers: S2 }], rep)).toEqual({
        answers: 2,
        participants: 8,
        responseRate: 0.25,
        withheld: true,
        satisfaction: null,
        learningOutcomes: null,
        difficulty: null,
        timeSpent: null,
        teacherCompetence: null,
        selfPerformance: null,
        texts: null,
      });
    });

    it('gives a rep the breakdown from exactly 3 answers', () => {
      const three = aggregateFeedback([S1, S2, S3].map((answers) => ({ answers })), rep);
      expect(three.withheld).toBe(false);
      expect(three.satisfaction).toMatchObject({ count: 3, average: 8.67, positiveShare: 0.6667 });
      expect(three.texts?.bothered).toEqual(['Too fast']);
    });

    it('withholds from a rep any question or outcome answered by fewer than 3', () => {
      const { course_difficulty: _d, ...noDifficulty } = S3;
      const three = aggregateFeedback([S1, S2, noDifficulty].map((answers) => ({ answers })), rep);
      expect(three.difficulty).toBeNull();
      expect(three.timeSpent).toMatchObject({ count: 3 });
      // Outcome B was rated by S1 and S2 only.
      expect(three.learningOutcomes).toEqual([{ outcome: A, count: 3, average: 8 }]);
    });

    it('withholds the rarely rated old outcome from a rep but not from a teacher', () => {
      expect(aggregateFeedback(five, rep).learningOutcomes?.map((o) => o.outcome)).toEqual([A, B]);
      expect(aggregateFeedback(five, teacherView).learningOutcomes?.map((o) => o.outcome)).toEqual([A, B, 'Old outcome']);
    });
  });
});

describe('averageOptionLabel', () => {
  const scale = (counts: number[]) =>
    [
      { value: 1, label: 'Much too easy' },
      { value: 2, label: 'A little too easy' },
      { value: 5, label: 'Just right' },
      { value: 4, label: 'A little too difficult' },
      { value: 3, label: 'Much too difficult' },
    ].map((b, i) => ({ ...b, count: counts[i] ?? 0 }));

  it('says the average of a difficulty or time scale as the nearest option, never as a code (issue 18 item 12)', () => {
    expect(averageOptionLabel(scale([0, 0, 4, 0, 0]))).toBe('Just right');
    // "just right" (5) and "much too easy" (1) half and half: a code mean of 3 would read "much too difficult"
    expect(averageOptionLabel(scale([2, 0, 2, 0, 0]))).toBe('A little too easy');
    expect(averageOptionLabel(scale([0, 0, 1, 2, 3]))).toBe('A little too difficult');
    expect(averageOptionLabel(scale([0, 0, 0, 0, 0]))).toBeNull();
  });
});
