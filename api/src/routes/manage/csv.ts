// CSV export of every console list with its current filters and sort: GET /manage/<resource>/export
// walks the whole filtered list page by page and streams it as UTF-8 CSV (with a BOM, so spreadsheet
// programs read Estonian letters right). Cells that a spreadsheet would run as a formula are quoted.
import type { Context } from 'hono';
import type { ListPage, ListParams } from '@valik/db/queries/manage';
import type { AppEnv } from '../../lib/context.ts';
import type { Lang } from '@valik/domain/contracts';
import { formatDateTime, formatTime } from '@valik/domain';
import { MAX_PAGE_SIZE } from './list-query.ts';

const WEEKDAYS: Record<Lang, readonly string[]> = {
  et: ['esmaspäev', 'teisipäev', 'kolmapäev', 'neljapäev', 'reede', 'laupäev', 'pühapäev'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  ru: ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'],
};
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function isClassTime(value: unknown): value is { day: number; hour: number; minute: number } {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.day === 'number' && v.day >= 1 && v.day <= 7 && typeof v.hour === 'number' && typeof v.minute === 'number';
}

/**
 * A value as a person reads it (issue 18 item 12): an instant as dd.MM.yyyy HH:mm in Tallinn, a class
 * time as its weekday and HH:mm (Tallinn time, as stored), a list of them joined; anything else as it is.
 */
export function readableCell(value: Cell, lang: Lang): Cell {
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'string' && INSTANT.test(value)) return formatDateTime(value);
  if (isClassTime(value)) return `${WEEKDAYS[lang][value.day - 1]} ${formatTime(value.hour, value.minute)}`;
  if (Array.isArray(value) && value.length > 0 && value.every(isClassTime)) return value.map((v) => readableCell(v as Cell, lang)).join(', ');
  return value;
}

/** At most this many rows in one export. */
export const MAX_EXPORT_ROWS = 200_000;

type Cell = string | number | boolean | null | undefined | Date | readonly unknown[] | Record<string, unknown>;

export function csvCell(value: Cell): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = value.toISOString();
  else if (Array.isArray(value)) text = value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join('; ');
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  // a leading = + - @ (or tab/CR) would make a spreadsheet evaluate the cell
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly Cell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Streams every row of the filtered, sorted list as CSV; `columns` are the JSON fields, in order. */
export function csvResponse<F, S extends string, Row, Json extends Record<string, unknown>>(
  c: Context<AppEnv>,
  resource: string,
  params: ListParams<F, S>,
  fetchPage: (params: ListParams<F, S>) => Promise<ListPage<Row>>,
  toJson: (row: Row) => Json,
  columns: readonly (keyof Json & string)[],
): Response {
  const encoder = new TextEncoder();
  let offset = 0;
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(columns)}`));
        return;
      }
      const limit = Math.min(MAX_PAGE_SIZE, MAX_EXPORT_ROWS - offset);
      if (limit <= 0) return controller.close();
      try {
        const page = await fetchPage({ ...params, offset, limit });
        const text = page.rows
          .map(toJson)
          .map((row) => csvLine(columns.map((col) => readableCell(row[col] as Cell, c.get('lang')))))
          .join('');
        if (text) controller.enqueue(encoder.encode(text));
        offset += page.rows.length;
        if (page.rows.length < limit) controller.close();
      } catch (error) {
        c.get('deps')?.logger.error({ err: error, requestId: c.get('requestId') }, 'csv export failed');
        controller.error(error);
      }
    },
  });
  const date = c.get('deps').clock().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${resource}-${date}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
