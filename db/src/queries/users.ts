// The product user, and everything the session-user shape of product-spec §3 needs.
import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { promotionCodes, schoolReps, schools, students, subscriptions, teachers, users } from '../schema/index.ts';
import type { School, Student, Subscription, Teacher, User, UserRole } from '../schema/index.ts';

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

/** The product user row alone (getUserById adds what the session needs). */
export async function findUser(db: Db, params: { id: number }): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, params.id));
  return row ?? null;
}

/** The roles of the given users that exist (missing ids are absent from the map). */
export async function getUserRoles(db: Db, params: { ids: number[] }): Promise<Map<number, UserRole>> {
  if (params.ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, role: users.role }).from(users).where(inArray(users.id, params.ids));
  return new Map(rows.map((r) => [r.id, r.role]));
}

export async function setUserRole(tx: Db, params: { id: number; role: UserRole }): Promise<User | null> {
  const [row] = await tx.update(users).set({ role: params.role }).where(eq(users.id, params.id)).returning();
  return row ?? null;
}

export type UserProfileChanges = Partial<Pick<User, 'firstName' | 'lastName' | 'phoneNumber' | 'language'>>;

/** Updates the given profile fields (none: reads the row); null when there is no such user. */
export async function updateUserProfile(tx: Db, params: { id: number; changes: UserProfileChanges }): Promise<User | null> {
  const [row] =
    Object.keys(params.changes).length > 0
      ? await tx.update(users).set(params.changes).where(eq(users.id, params.id)).returning()
      : await tx.select().from(users).where(eq(users.id, params.id));
  return row ?? null;
}

/** Sets the avatar URL; answers the one it replaced. */
export async function replaceUserAvatar(db: Db, params: { id: number; avatar: string | null }): Promise<{ previous: string | null }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, params.id)).for('update');
    await tx.update(users).set({ avatar: params.avatar }).where(eq(users.id, params.id));
    return { previous: before?.avatar ?? null };
  });
}

/** Admins whose accounts exist (notices of teacher applications). */
export async function listActiveAdmins(db: Db): Promise<Pick<User, 'id' | 'email' | 'language'>[]> {
  return db.select({ id: users.id, email: users.email, language: users.language }).from(users).where(and(eq(users.role, 'ADMIN'), isNull(users.deletedAt)));
}

/** Admins other than this user whose accounts exist. */
export async function countOtherActiveAdmins(tx: Db, params: { userId: number }): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), ne(users.id, params.userId), isNull(users.deletedAt)));
  return Number(row?.n ?? 0);
}
