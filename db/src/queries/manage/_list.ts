// What every list of the admin console takes and gives: react-admin's simple-rest dialect (sort,
// range, filter) after the API has checked it, and the page of rows with the total count.
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';

export type SortOrder = 'ASC' | 'DESC';

export interface ListParams<Filter, SortField extends string> {
  filter: Filter;
  sort: { field: SortField; order: SortOrder };
  /** 0-based index of the first row */
  offset: number;
  /** at most this many rows */
  limit: number;
}

export interface ListPage<Row> {
  rows: Row[];
  /** rows matching the filter, ignoring offset and limit */
  total: number;
}

/** ORDER BY the chosen column, then by id in the same direction, so pages never overlap. */
export function orderOf(column: AnyColumn | SQL, order: SortOrder, id: AnyColumn): SQL[] {
  const dir = order === 'DESC' ? desc : asc;
  return [dir(column), dir(id)];
}
