// Writes that change the public pages say so once (issue 15 item 6, ADR 015).
//
// The database says it, not the code that writes: triggers on the tables the public pages show (migration
// public-change-notifications) NOTIFY the channel below with what changed. PostgreSQL delivers a NOTIFY
// only when its transaction commits, once per distinct payload per transaction, in commit order, to every
// connection LISTENing: this replica and every other one on the database. So no write path has to
// remember to invalidate anything, a rolled-back write says nothing, and a write made by hand in psql is
// seen too.
//
// `deps.changes` LISTENs (main.ts, and the tests' app) and hands each change to its subscribers: the
// catalogue's row cache today (catalog-service.ts); a rendered-page cache (issue 16) can subscribe to the
// same events and drop only the pages of the course or cohort named. On PGlite (one process) a change is
// heard before the writing transaction's promise resolves; on a PostgreSQL server it arrives on the
// listening connection moments after the commit, on every replica alike. When the listening connection
// comes back after a loss, subscribers get `{ t: 'all' }`: changes may have been missed.

/** The channel the triggers NOTIFY (db/migrations/…_public-change-notifications.sql). */
export const PUBLIC_CHANGES_CHANNEL = 'valik_public_changes';

/** What changed, as the triggers say it. */
export type PublicChange =
  /** a course row (name, texts, status, thumbnail, scores …) */
  | { t: 'course'; id: number }
  /** a cohort row or its teachers; `course`: the course whose page lists it */
  | { t: 'cohort'; id: number; course: number | null }
  /** the name, avatar or short description of someone teaching a cohort (users.id) */
  | { t: 'teacher'; id: number }
  /** a school's name or country (the partner schools list) */
  | { t: 'schools' }
  /** a seat of this cohort taken or freed: a registration, a payment hold, a waitlist offer */
  | { t: 'seats'; id: number }
  /** anything may have changed (the listening connection was lost and is back) */
  | { t: 'all' }
  /** a marker `caughtUp()` sends itself; nothing changed */
  | { t: 'mark'; id: string };

export type PublicChangeListener = (change: PublicChange) => void;

/** What `listen` needs of a database handle (DbHandle of @valik/db/client). */
export interface NotifyingDb {
  kind: 'pglite' | 'postgres';
  pglite?: {
    listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
    query(sql: string, params?: unknown[]): Promise<unknown>;
  };
  sql?: {
    listen(channel: string, onNotify: (payload: string) => void, onListen?: () => void): Promise<{ unlisten(): Promise<void> }>;
    notify(channel: string, payload: string): PromiseLike<unknown>;
  };
}

export interface PublicChanges {
  /** Calls `listener` with every change committed on the database; returns a function that stops it. */
  subscribe(listener: PublicChangeListener): () => void;
  /** Joins the channel on `handle`'s database; returns a function that leaves it (shutdown). */
  listen(handle: NotifyingDb): Promise<() => Promise<void>>;
  /**
   * Resolves once every change committed before the call has been heard here: it sends itself a marker,
   * and notifications arrive in commit order. At once when not listening.
   */
  caughtUp(): Promise<void>;
  /** True while joined to the channel: only then may a cache trust that it hears every change. */
  readonly listening: boolean;
}

function parseChange(payload: string): PublicChange | null {
  try {
    const value = JSON.parse(payload) as { t?: unknown };
    return typeof value?.t === 'string' ? (value as PublicChange) : null;
  } catch {
    return null;
  }
}

/** Built once by the composition root (services.ts) as `deps.changes`. */
export function createPublicChanges(logger: { error(obj: object, msg: string): void }): PublicChanges {
  const listeners = new Set<PublicChangeListener>();
  let send: ((payload: string) => PromiseLike<unknown>) | null = null;
  const emit = (change: PublicChange) => {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (err) {
        // one subscriber's failure must not keep the change from the others
        logger.error({ err, change }, 'a public change subscriber failed');
      }
    }
  };
  const onNotify = (payload: string) => {
    const change = parseChange(payload);
    if (change) emit(change);
    else logger.error({ payload }, 'a public change notification could not be read');
  };
  return {
    get listening() {
      return send !== null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async listen(handle) {
      if (handle.kind === 'postgres' && handle.sql) {
        let listening = false;
        // onListen runs on the first LISTEN and again after every reconnect of the listening connection
        const sql = handle.sql;
        const subscription = await sql.listen(PUBLIC_CHANGES_CHANNEL, onNotify, () => {
          if (listening) emit({ t: 'all' });
          listening = true;
        });
        send = (payload) => sql.notify(PUBLIC_CHANGES_CHANNEL, payload);
        return async () => {
          send = null;
          await subscription.unlisten();
        };
      }
      if (handle.pglite) {
        const pglite = handle.pglite;
        const unlisten = await pglite.listen(PUBLIC_CHANGES_CHANNEL, onNotify);
        send = (payload) => pglite.query('SELECT pg_notify($1, $2)', [PUBLIC_CHANGES_CHANNEL, payload]);
        return async () => {
          send = null;
          await unlisten();
        };
      }
      throw new Error('publicChanges.listen: the handle has neither a postgres client nor PGlite');
    },
    async caughtUp() {
      if (!send) return;
      const id = crypto.randomUUID();
      let stop = () => {};
      const heard = new Promise<void>((resolve) => {
        const listener: PublicChangeListener = (change) => {
          if (change.t === 'mark' && change.id === id) resolve();
        };
        listeners.add(listener);
        stop = () => listeners.delete(listener);
      });
      try {
        await send(JSON.stringify({ t: 'mark', id }));
        await heard;
      } finally {
        stop();
      }
    },
  };
}
