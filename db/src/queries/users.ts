// The product user, and everything the session-user shape of product-spec §3 needs.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { promotionCodes, schoolReps, schools, students, subscriptions, teachers, users } from '../schema/index.ts';
import type { School, Student, Subscription, Teacher, User } from '../schema/index.ts';

export async function getUserByAuthId(db: Db, params: { authId: string }): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.authId, params.authId)).limit(1);
  return row ?? null;
}

/** By e-mail, case-insensitively (the unique key is on lower(email)). */
export async function getUserByEmail(db: Db, params: { email: string }): Promise<User | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${params.email})`)
    .limit(1);
  return row ?? null;
}

export type SessionSchool = Pick<
  School,
  'id' | 'name' | 'paymentConditionText' | 'paymentLimitations' | 'seatPrice' | 'defaultPayer'
>;

export interface SessionUserRow extends User {
  student: Student | null;
  teacher: Teacher | null;
  /** the rep's school, else the student's, else the teacher's */
  school: SessionSchool | null;
  /** the user's own promotion (referral) code */
  promotionCode: { name: string; timesRedeemed: number } | null;
  /** the active subscription, else the most recent one */
  subscription: Pick<Subscription, 'id' | 'createdAt' | 'type' | 'active' | 'pausedByUser' | 'stripeMetadata' | 'endedAt'> | null;
}

/** A user with profile, school, promotion code and subscription, or null. */
export async function getUserById(db: Db, params: { id: number }): Promise<SessionUserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, params.id)).limit(1);
  if (!user) return null;
  // Sequential on purpose: PGlite runs one query at a time anyway, and this keeps `tx` use safe.
  const [student] = await db.select().from(students).where(eq(students.userId, user.id)).limit(1);
  const [teacher] = await db.select().from(teachers).where(eq(teachers.userId, user.id)).limit(1);
  const [rep] = await db
    .select({ schoolId: schoolReps.schoolId })
    .from(schoolReps)
    .where(eq(schoolReps.userId, user.id))
    .orderBy(schoolReps.id)
    .limit(1);
  const schoolId = rep?.schoolId ?? student?.schoolId ?? teacher?.schoolId ?? null;
  const [school] =
    schoolId === null
      ? []
      : await db
          .select({
            id: schools.id,
            name: schools.name,
            paymentConditionText: schools.paymentConditionText,
            paymentLimitations: schools.paymentLimitations,
            seatPrice: schools.seatPrice,
            defaultPayer: schools.defaultPayer,
          })
          .from(schools)
          .where(eq(schools.id, schoolId))
          .limit(1);
  const [promotionCode] = await db
    .select({ name: promotionCodes.name, timesRedeemed: sql<number>`cardinality(${promotionCodes.redeemedUserIds})`.mapWith(Number) })
    .from(promotionCodes)
    .where(eq(promotionCodes.userId, user.id))
    .orderBy(desc(promotionCodes.createdAt), desc(promotionCodes.id))
    .limit(1);
  const [subscription] = await db
    .select({
      id: subscriptions.id,
      createdAt: subscriptions.createdAt,
      type: subscriptions.type,
      active: subscriptions.active,
      pausedByUser: subscriptions.pausedByUser,
      stripeMetadata: subscriptions.stripeMetadata,
      endedAt: subscriptions.endedAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, user.id))
    .orderBy(desc(subscriptions.active), desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return {
    ...user,
    student: student ?? null,
    teacher: teacher ?? null,
    school: school ?? null,
    promotionCode: promotionCode ?? null,
    subscription: subscription ?? null,
  };
}
