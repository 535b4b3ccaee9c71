// The two read routes every console list has: GET / (a page in the simple-rest dialect) and
// GET /export (the whole filtered list as CSV). A resource's sub-app mounts these first, then its own.
import { Hono } from 'hono';
import type { Db } from '@valik/db/client';
import type { ListPage, ListParams } from '@valik/db/queries/manage';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { csvResponse } from './csv.ts';
import { listResponse, parseListQuery, type ListSpec } from './list-query.ts';

export interface ListRouteSpec<F, S extends string, Row, Json extends Record<string, unknown>> extends ListSpec<F, S> {
  query: (db: Db, params: ListParams<F, S>) => Promise<ListPage<Row>>;
  /** a row as JSON, at the request's instant (deps.clock) */
  toJson: (row: Row, now: Date) => Json;
  /** the JSON fields an export has, in order */
  csvColumns: readonly (keyof Json & string)[];
}

export function listRoutes<F, S extends string, Row, Json extends Record<string, unknown>>(
  spec: ListRouteSpec<F, S, Row, Json>,
) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const params = parseListQuery(c, spec);
      const { db, clock } = c.get('deps');
      const page = await spec.query(db, params);
      const now = clock();
      return listResponse(c, spec.resource, params, page, (row) => spec.toJson(row, now));
    })
    .get('/export', (c) => {
      const params = parseListQuery(c, spec);
      const { db, clock } = c.get('deps');
      const now = clock();
      return csvResponse(c, spec.resource, params, (p) => spec.query(db, p), (row) => spec.toJson(row, now), spec.csvColumns);
    });
}

/**
 * The numeric :id of a record route. Anything else is the resource's "not found" answer (product-spec
 * §2: 404 for a user or cohort, 400 for a course).
 */
export function recordId(
  raw: string | undefined,
  notFound: { code?: 'NOT_FOUND' | 'BAD_REQUEST'; message: string } = { message: 'Page not found' },
): number {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw) || !Number.isSafeInteger(Number(raw)) || Number(raw) > 2_147_483_647) {
    throw new ApiError(notFound.code ?? 'NOT_FOUND', notFound.message);
  }
  return Number(raw);
}

/** The signed-in admin's users.id (the actor of activity rows). */
export function actorId(c: { get(key: 'user'): { id: number | string } | null }): number | null {
  const id = c.get('user')?.id;
  return typeof id === 'number' ? id : id === undefined ? null : Number(id);
}
