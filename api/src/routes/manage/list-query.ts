// react-admin's simple-rest dialect, once for every /api/v1/manage list:
//   GET /manage/<resource>?sort=["field","ASC"]&range=[0,24]&filter={"q":"mari","role":["STUDENT"]}
// answers the page as a JSON array with `Content-Range: <resource> 0-24/319`; getMany is the same
// request with filter={"id":[1,2,3]} and no range. Sort fields are whitelisted per resource (indexed
// columns), filters are checked by the resource's zod schema; a bad value is 400 with the failing part.
import type { Context } from 'hono';
import { z } from 'zod';
import type { ListPage, ListParams, SortOrder } from '@valik/db/queries/manage';
import { ApiError } from '../../lib/errors.ts';
import { PG_INT_MAX } from '@valik/domain';

/** The largest page a list answers (react-admin's export asks for 1000). */
export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 25;

/** `{ apiField: dbField }`: the fields a list can be sorted by. */
export type SortMap<S extends string> = Readonly<Record<string, S>>;

export interface ListSpec<F, S extends string> {
  /** the resource name in Content-Range (react-admin's resource name) */
  resource: string;
  filter: z.ZodType<F>;
  sort: SortMap<S>;
  defaultSort: { field: S; order: SortOrder };
}

function parseJson(raw: string | undefined, name: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new ApiError('BAD_REQUEST', 'Invalid request', [{ path: name, message: 'Invalid value' }]);
  }
}

const sortParam = z.tuple([z.string(), z.string().transform((s) => s.toUpperCase()).pipe(z.enum(['ASC', 'DESC']))]);
const rangeParam = z
  .tuple([z.int().min(0), z.int().min(0)])
  .refine(([start, end]) => end >= start && end - start < MAX_PAGE_SIZE, 'Invalid value');

/** Reads sort, range and filter of the request; throws 400 on anything it does not understand. */
export function parseListQuery<F, S extends string>(c: Context, spec: ListSpec<F, S>): ListParams<F, S> {
  const bad = (path: string, message = 'Invalid value'): never => {
    throw new ApiError('BAD_REQUEST', 'Invalid request', [{ path, message }]);
  };

  const rawSort = parseJson(c.req.query('sort'), 'sort');
  let sort = spec.defaultSort;
  if (rawSort !== undefined) {
    const parsed = sortParam.safeParse(rawSort);
    if (!parsed.success) bad('sort');
    const [field, order] = parsed.data as [string, SortOrder];
    const dbField = Object.hasOwn(spec.sort, field) ? spec.sort[field] : undefined;
    if (dbField === undefined) bad('sort', 'Invalid value');
    sort = { field: dbField as S, order };
  }

  const rawFilter = parseJson(c.req.query('filter'), 'filter') ?? {};
  if (typeof rawFilter !== 'object' || rawFilter === null || Array.isArray(rawFilter)) bad('filter');
  const filter = spec.filter.safeParse(rawFilter);
  if (!filter.success) {
    throw new ApiError(
      'BAD_REQUEST',
      'Invalid request',
      filter.error.issues.map((i) => ({ path: ['filter', ...i.path].join('.'), message: i.message })),
    );
  }

  const rawRange = parseJson(c.req.query('range'), 'range');
  let offset = 0;
  let limit = DEFAULT_PAGE_SIZE;
  if (rawRange !== undefined) {
    const parsed = rangeParam.safeParse(rawRange);
    if (!parsed.success) bad('range');
    const [start, end] = parsed.data as [number, number];
    offset = start;
    limit = end - start + 1;
  } else if (Array.isArray((rawFilter as { id?: unknown }).id)) {
    // getMany: every asked id
    limit = MAX_PAGE_SIZE;
  }
  return { filter: filter.data, sort, offset, limit };
}

// `users 0-24/319`; an empty page is `users */0` (the unsatisfied form of RFC 7233).
export function contentRange(resource: string, offset: number, count: number, total: number): string {
  if (count === 0) return `${resource} */${total}`;
  return `${resource} ${offset}-${offset + count - 1}/${total}`;
}

/** The list answer: the rows as a JSON array, the total in Content-Range. */
export function listResponse<Row, Json>(
  c: Context,
  resource: string,
  params: { offset: number },
  page: ListPage<Row>,
  toJson: (row: Row) => Json,
): Response {
  const data = page.rows.map(toJson);
  c.header('Content-Range', contentRange(resource, params.offset, data.length, page.total));
  return c.json(data);
}

// ---- filter building blocks (react-admin sends a single value or a list for "any of") ----

/** An id given as number or numeric string. */
export const idValue = z.coerce.number().int().positive().max(PG_INT_MAX);
/** One value or a list of them: always a list. */
export function oneOrMany<T extends z.ZodType>(item: T) {
  return z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);
}
export const idList = z.array(idValue);
export const searchText = z.string().trim().max(200).optional();
