// Feedback of finished registrations (three in four answer), diplomas of the COMPLETED ones, and each
// course's mean satisfaction.
import { DEMO_PERSONA } from '../content/people.ts';
import { FEEDBACK_TEXTS } from '../content/feedback.ts';
import { createRng } from '../prng.ts';
import { DAY_MS, HOUR_MS, addMs } from '../time.ts';
import { clamp, minDate } from './helpers.ts';
import type { PlannedCohort, PlannedFeedback, PlannedRegistration, SeedPlan } from './types.ts';

export function planFeedback(
  now: Date,
  cohorts: readonly PlannedCohort[],
  registrations: readonly PlannedRegistration[],
): { feedback: PlannedFeedback[]; diplomas: SeedPlan['diplomas']; averageScores: Map<string, number> } {
  const demoStudent = DEMO_PERSONA.student;
  const feedback: PlannedFeedback[] = [];
  const diplomas: SeedPlan['diplomas'] = [];
  const satisfactionByCourse = new Map<string, number[]>();
  const feedbackRng = createRng('feedback');
  for (const reg of registrations) {
    const cohort = cohorts[reg.cohortIndex] as PlannedCohort;
    if (reg.status === 'COMPLETED') {
      diplomas.push({ registrationIndex: reg.index, createdAt: reg.resultAt ?? cohort.endDate });
    }
    if (reg.status !== 'COMPLETED' && reg.status !== 'FAILED') continue;
    const isDemo = reg.studentIndex === demoStudent;
    const submits = isDemo ? cohort.def.demoStudent === 'completed-with-feedback' : feedbackRng.chance(0.75);
    if (!submits) continue;
    const texts = FEEDBACK_TEXTS[cohort.course.language];
    const passed = reg.status === 'COMPLETED';
    const satisfaction = isDemo ? 9 : feedbackRng.pick(passed ? [6, 7, 8, 8, 9, 9, 9, 10, 10, 10] : [4, 5, 6, 7, 8]);
    const self = feedbackRng.pick(passed ? [2, 3, 4, 4, 5, 5] : [1, 2, 2, 3]);
    const learningOutcomes: Record<string, number> = {};
    for (const outcome of cohort.course.learningOutcomes) {
      learningOutcomes[outcome] = clamp(satisfaction + feedbackRng.int(-2, 1), 1, 10);
    }
    feedback.push({
      registrationIndex: reg.index,
      // no draw of the generator, so the rest of the demo data stays as it was
      quoteConsent: satisfaction >= 8 && reg.index % 3 !== 0,
      answers: {
        course_satisfaction: satisfaction,
        course_highlights: feedbackRng.pick(satisfaction >= 8 ? texts.highlights : texts.bothered),
        course_learnings: feedbackRng.pick(texts.learnings),
        learning_outcomes: learningOutcomes,
        // Scores in the form's display order 1, 2, 5, 4, 3: 5 is "just right", 2/4 a little off, 1/3 far off.
        course_difficulty: feedbackRng.pick([5, 5, 5, 4, 4, 2, 2, 3]),
        time_spent: feedbackRng.pick([5, 5, 4, 4, 4, 2, 1, 3]),
        teacher_competence: feedbackRng.pick([3, 4, 4, 5, 5, 5]),
        teacher_feedback: feedbackRng.pick(texts.teacher),
        self_performance: self,
        improvement_feedback: self <= 3 ? feedbackRng.pick(texts.improvement) : null,
        future_courses: feedbackRng.pick(texts.futureCourses),
      },
      createdAt: minDate(addMs(cohort.endDate, feedbackRng.int(1, 10) * DAY_MS), addMs(now, -HOUR_MS)),
    });
    const list = satisfactionByCourse.get(cohort.course.slug) ?? [];
    list.push(satisfaction);
    satisfactionByCourse.set(cohort.course.slug, list);
  }
  const averageScores = new Map<string, number>();
  for (const [slug, values] of satisfactionByCourse) {
    averageScores.set(slug, Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10);
  }
  return { feedback, diplomas, averageScores };
}
