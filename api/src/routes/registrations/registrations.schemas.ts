import { z } from 'zod';
import { PAYERS } from '@valik/db/enum-values';
import { PG_INT_MAX } from '@valik/domain';

export const payerBody = z.object({ payer: z.enum(PAYERS, 'Choose who pays') });
export const adminPayerBody = z.object({
  payer: z.enum(PAYERS, 'Choose who pays'),
  /** put the registration on the school's invoice even outside the school's limitations */
  override_limitations: z.boolean().optional(),
});
export const emptyBody = z.object({}).optional();

/** `?cohort=` narrows my registrations to one cohort (the feedback page, the registration flow). */
export const listMyRegistrationsQuery = z.object({
  cohort: z.coerce.number().int().positive('The cohort could not be found').max(PG_INT_MAX, 'The cohort could not be found').optional(),
});

/** issue 29 item 3: the cohort a registration moves to */
export const transferBody = z.object({
  cohort_id: z.number('Choose the group to move to').int('Choose the group to move to').positive('Choose the group to move to').max(PG_INT_MAX, 'The cohort could not be found'),
});
