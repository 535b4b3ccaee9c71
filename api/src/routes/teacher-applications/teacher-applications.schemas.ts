import { z } from 'zod';
import { TEACHER_APPLICATION_STATUSES } from '@valik/db/enum-values';
import { PG_INT_MAX } from '@valik/domain';

const json = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Invalid value' });
        return z.NEVER;
      }
    })
    .pipe(schema);

const SORT_FIELDS = { id: 'id', created_at: 'createdAt', last_name: 'lastName', status: 'status' } as const;
const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);

/** react-admin simple-rest: sort=["created_at","DESC"]&range=[0,24]&filter={"status":"PENDING","q":"…"} */
export const listQuery = z.object({
  sort: json(z.tuple([z.enum(Object.keys(SORT_FIELDS) as [keyof typeof SORT_FIELDS]), z.enum(['ASC', 'DESC', 'asc', 'desc'])]))
    .transform(([field, order]) => ({ field: SORT_FIELDS[field], order: order.toUpperCase() as 'ASC' | 'DESC' }))
    .optional(),
  range: json(z.tuple([z.int().min(0), z.int().min(0)]).refine(([a, b]) => b >= a && b - a < 1000, 'Invalid value')).optional(),
  filter: json(
    z.object({
      status: oneOrMany(z.enum(TEACHER_APPLICATION_STATUSES)).optional(),
      id: oneOrMany(z.coerce.number().int().positive().max(PG_INT_MAX)).optional(),
      q: z.string().trim().max(200).optional(),
    }),
  ).optional(),
});

export const applicationIdParam = z.object({
  id: z.string().regex(/^[1-9]\d{0,9}$/, 'The application could not be found').transform(Number),
});
