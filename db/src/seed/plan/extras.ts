// Passes (subscriptions), promotion codes and favourite courses, with the passes' activity entries.
import { COURSES } from '../content/courses.ts';
import { DEMO_PERSONA, STUDENTS } from '../content/people.ts';
import { createRng } from '../prng.ts';
import { DAY_MS, addMs } from '../time.ts';
import { studentKey, type PlannedActivity, type PlannedPromotionCode, type PlannedSubscription } from './types.ts';

export function planExtras(now: Date): {
  subscriptions: PlannedSubscription[];
  promotionCodes: PlannedPromotionCode[];
  favourites: Map<number, string[]>;
  activity: PlannedActivity[];
} {
  const demoStudent = DEMO_PERSONA.student;
  const activity: PlannedActivity[] = [];
  const subscriptions: PlannedSubscription[] = [
    {
      studentIndex: 5,
      type: 'MULTI_PASS',
      subscriptionId: 'sub_valikdemo_0001',
      active: true,
      pausedByUser: false,
      endedAt: null,
      stripeMetadata: { discount: false, pause_collection: null },
      createdAt: addMs(now, -20 * DAY_MS),
    },
    {
      studentIndex: 9,
      type: 'SINGLE_PASS',
      subscriptionId: 'sub_valikdemo_0002',
      active: false,
      pausedByUser: false,
      endedAt: addMs(now, -53 * DAY_MS),
      stripeMetadata: { discount: false, pause_collection: null },
      createdAt: addMs(now, -60 * DAY_MS),
    },
    {
      studentIndex: 12,
      type: 'MULTI_PASS',
      subscriptionId: 'sub_valikdemo_0003',
      active: true,
      pausedByUser: true,
      endedAt: null,
      stripeMetadata: {
        discount: true,
        pause_collection: { behavior: 'void', resumes_at: Math.floor((now.getTime() + 14 * DAY_MS) / 1000) },
      },
      createdAt: addMs(now, -45 * DAY_MS),
    },
  ];
  for (const sub of subscriptions) {
    activity.push({
      type: 'SUBSCRIPTION_CREATED',
      user: studentKey(sub.studentIndex),
      actor: studentKey(sub.studentIndex),
      cohortIndex: null,
      schoolKey: null,
      notes: sub.type === 'MULTI_PASS' ? 'Liitus mitmekordse pääsmega' : 'Ostis ühekordse pääsme',
      metadata: { subscription_id: sub.subscriptionId, type: sub.type },
      createdAt: sub.createdAt,
    });
    if (sub.pausedByUser) {
      activity.push({
        type: 'PAUSE_SUBSCRIPTION',
        user: studentKey(sub.studentIndex),
        actor: studentKey(sub.studentIndex),
        cohortIndex: null,
        schoolKey: null,
        notes: 'Peatas pääsme kaheks nädalaks',
        metadata: { subscription_id: sub.subscriptionId },
        createdAt: addMs(now, -3 * DAY_MS),
      });
    }
  }
  const promotionCodes: PlannedPromotionCode[] = [
    {
      name: 'VALIK10',
      ownerStudentIndex: null,
      stripeId: 'promo_valikdemo_valik10',
      redeemedStudentIndexes: [14, 23, 37],
      createdAt: addMs(now, -90 * DAY_MS),
    },
    {
      name: 'LAURA-SOBER',
      ownerStudentIndex: demoStudent,
      stripeId: 'promo_valikdemo_laura',
      redeemedStudentIndexes: [41, 52],
      createdAt: addMs(now, -40 * DAY_MS),
    },
  ];
  const favourites = new Map<number, string[]>();
  const favRng = createRng('favourites');
  const publicSlugs = COURSES.filter((c) => c.status === 'APPROVED').map((c) => c.slug);
  STUDENTS.forEach((_, i) => {
    const n = i === demoStudent ? 3 : favRng.int(0, 3);
    if (n > 0) favourites.set(i, favRng.sample(publicSlugs, n));
  });

  return { subscriptions, promotionCodes, favourites, activity };
}
