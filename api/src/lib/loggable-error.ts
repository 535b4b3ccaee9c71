// Errors as they may be written to the log and sent to the error reports (issue 19 item 6, ADR 018): a
// failed database query is kept as its shape (the SQL with $n placeholders), its SQLSTATE code and the
// names of the constraint, table and column involved, never its values. Drizzle's message carries the
// query's parameters ("params: Mari,mari@example.com") and PostgreSQL's detail and message quote the
// values themselves ('Key (email)=(mari@example.com) already exists', 'invalid input syntax for type
// integer: "…"'), so neither is kept as it is. Other errors keep their message and stack.

/** What a database error may tell: its kind, never a value. */
const DB_FIELDS = ['code', 'severity', 'constraint', 'constraint_name', 'table', 'table_name', 'column', 'column_name', 'schema', 'schema_name', 'routine'] as const;

type AnyError = Error & Record<string, unknown>;

const isError = (value: unknown): value is AnyError => value instanceof Error;

/** Drizzle's query error (drizzle-orm's DrizzleQueryError: `query`, `params`, the driver's error as cause). */
function isQueryError(err: AnyError): err is AnyError & { query: string } {
  return typeof err.query === 'string' && Array.isArray(err.params);
}

/** A driver's error of PostgreSQL (postgres.js, PGlite): a SQLSTATE code of five characters. */
function isDatabaseError(err: AnyError): boolean {
  return typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code) && ('severity' in err || 'routine' in err || err.name === 'PostgresError' || err.name === 'DatabaseError');
}

/** A database error's message with every quoted value taken out. */
function withoutQuotedValues(message: string): string {
  return message.replace(/"[^"]*"/g, '"…"').replace(/'[^']*'/g, "'…'").replace(/\([^()]*\)=\([^()]*\)/g, '(…)=(…)');
}

/** The stack's frames without its first line(s), which repeat the message. */
function framesOf(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  const at = stack.search(/\n\s+at /);
  return at >= 0 ? stack.slice(at) : '';
}

interface SafeParts {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

function safeParts(err: AnyError): SafeParts {
  const isDb = isDatabaseError(err);
  const fields: Record<string, unknown> = isDb
    ? Object.fromEntries(DB_FIELDS.filter((k) => err[k] !== undefined).map((k) => [k, err[k]]))
    : typeof err.code === 'string' || typeof err.code === 'number'
      ? { code: err.code }
      : {};
  // Drizzle's error, and PGlite's own (it carries `query` and `params` too): the SQL, not the values
  if (isQueryError(err)) return { name: err.name, message: `Failed query: ${err.query}`, fields };
  if (isDb) return { name: err.name, message: withoutQuotedValues(err.message), fields };
  return { name: err.name, message: err.message, fields };
}

/** The pino serializer of `err` (and `error`): type, message, stack, code, cause, without any query values. */
export function loggableError(err: unknown, depth = 0): unknown {
  if (!isError(err)) return err;
  const { name, message, fields } = safeParts(err);
  const out: Record<string, unknown> = { type: name, message, stack: `${name}: ${message}${framesOf(err.stack)}`, ...fields };
  if (err.cause !== undefined && depth < 5) out.cause = loggableError(err.cause, depth + 1);
  return out;
}

/**
 * A copy of an error for the error reports (Sentry's SDK reads name, message, stack and the cause chain),
 * with the same rule: a database error keeps its shape and code, never its values.
 */
export function reportableError(err: unknown, depth = 0): unknown {
  if (!isError(err)) return err;
  const { name, message, fields } = safeParts(err);
  if (message === err.message && Object.keys(fields).length === 0 && (err.cause === undefined || depth >= 5)) return err;
  const copy = new Error(message, err.cause !== undefined && depth < 5 ? { cause: reportableError(err.cause, depth + 1) } : undefined) as AnyError;
  copy.name = name;
  copy.stack = `${name}: ${message}${framesOf(err.stack)}`;
  Object.assign(copy, fields);
  return copy;
}
