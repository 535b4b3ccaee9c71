import { getUserByAuthId, getUserById, type SessionUserRow } from '@valik/db/queries';
import type { Db } from '@valik/db/client';
import type { SessionUser } from '@valik/domain/contracts';

export type { SessionUser };

/** Maps the stored user (with profile, school, code and subscription) to the spec §3 session-user shape. */
export function toSessionUser(row: SessionUserRow, session?: { expiresAt: Date; createdAt: Date }): SessionUser {
  const meta = row.metadata ?? {};
  const stripe = row.subscription?.stripeMetadata ?? {};
  const pause = stripe.pause_collection ?? null;
  return {
    id: row.id,
    auth_id: row.authId,
    email: row.email,
    metadata: {
      ...(typeof meta.provider === 'string' ? { provider: meta.provider } : {}),
      ...(typeof meta.ip_address === 'string' ? { ip_address: meta.ip_address } : {}),
    },
    role: row.role,
    permissions: row.permissions,
    exp: session ? Math.floor(session.expiresAt.getTime() / 1000) : null,
    iat: session ? Math.floor(session.createdAt.getTime() / 1000) : null,
    first_name: row.firstName,
    last_name: row.lastName,
    phone_number: row.phoneNumber,
    discord_user_id: row.discordUserId,
    classroom_email: row.classroomEmail,
    lw_user_id: row.student?.lwUserId ?? row.teacher?.lwUserId ?? null,
    favorite_courses: row.student?.favoritedCourses ?? [],
    course_price: row.school?.seatPrice ?? null,
    language: row.language,
    school_id: row.school?.id ?? null,
    school_name: row.school?.name ?? null,
    school_payment_text: row.school?.paymentConditionText ?? null,
    school_payment_limitations: row.school?.paymentLimitations ?? null,
    promotion_code: row.promotionCode
      ? { promotion_code: row.promotionCode.name, times_redeemed: row.promotionCode.timesRedeemed }
      : null,
    subscription: row.subscription
      ? {
          id: row.subscription.id,
          created_at: row.subscription.createdAt.toISOString(),
          type: row.subscription.type,
          discount: Boolean(stripe.discount),
          pause_collection: pause
            ? {
                behavior: pause.behavior,
                resumes_at: pause.resumes_at ? new Date(pause.resumes_at * 1000).toISOString() : null,
              }
            : null,
        }
      : null,
  };
}

/** The product user behind a better-auth identity, in the session-user shape, or null. */
export async function loadSessionUser(
  db: Db,
  authId: string,
  session?: { expiresAt: Date; createdAt: Date },
): Promise<SessionUser | null> {
  const user = await getUserByAuthId(db, { authId });
  if (!user) return null;
  const row = await getUserById(db, { id: user.id });
  return row ? toSessionUser(row, session) : null;
}
