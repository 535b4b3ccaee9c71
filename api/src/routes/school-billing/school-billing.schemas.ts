import { z } from 'zod';
import { schoolConditionsSchema, PG_INT_MAX } from '@valik/domain';

const id = z.coerce.number().int().positive('Must be a number').max(PG_INT_MAX, 'Must be a number');

/** A school rep's own school is implied; an admin names one (school-scope.ts). */
export const schoolQuery = z.object({ school_id: id.optional() });

/** newest ledger rows a page by default: a phone screen or two */
export const LEDGER_PAGE_SIZE = 20;
const LEDGER_PAGE_SIZE_MAX = 100;

/** A page of the credit ledger, newest first: `offset` rows skipped, at most `limit` rows. */
export const schoolCreditsQuery = schoolQuery.extend({
  limit: z.coerce.number().int().min(1).max(LEDGER_PAGE_SIZE_MAX).default(LEDGER_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});

export const schoolConditionsBody = schoolConditionsSchema.extend({ school_id: z.number().int().positive().optional() });
