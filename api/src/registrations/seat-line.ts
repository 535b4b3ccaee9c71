// One seat decision per cohort at a time in this process (issue 16 item 3, ADR 019). The cohort's row lock
// serializes seat decisions anyway; without this line every request of a rush that saw a free seat at its
// first look (all of them, when 500 arrive before the first seat is taken) would hold a connection and a
// PostgreSQL backend while queueing on that lock, only to find the group full one by one. Here they wait
// in the process, holding nothing; the lock still decides (other replicas, cancellations, offers), this
// only keeps the queue out of the database:
//  - the first request of a cohort goes through at once; the others wait for their turn, in order;
//  - when a decision under the lock finds the group full, the requests waiting at that moment (and those
//    that join them before the line empties) are answered "full" without another decision: they join the
//    waitlist, as they would have had they arrived a moment later. Only a student who holds no seat of
//    their own (open offer or payment hold) takes that verdict: seats taken by others than them are never
//    fewer than by others than the one who found it full. The verdict lives only while the line has
//    waiters, so the next request after it looks at the database again.
// The lines are kept per database handle (a WeakMap on the Drizzle instance): nothing is shared between
// test files or processes, and a line exists only while requests are in it.
import type { Db } from '@valik/db/client';

export const FULL = Symbol('the group was full under the lock');

interface Line {
  waiting: (() => void)[];
  full: boolean;
}

const linesByDb = new WeakMap<Db, Map<number, Line>>();

/**
 * Runs `decide` (a seat decision under the cohort's row lock) when it is this request's turn in the
 * cohort's line; answers FULL without running it when a decision just before found the group full and
 * `takesVerdict` (the student holds no seat of their own). `decide` answers FULL itself when the locked
 * look finds no seat.
 */
export async function inSeatLine<T>(
  db: Db,
  line: { cohortId: number; takesVerdict: boolean },
  decide: () => Promise<T | typeof FULL>,
): Promise<T | typeof FULL> {
  const { cohortId } = line;
  let lines = linesByDb.get(db);
  if (!lines) {
    lines = new Map();
    linesByDb.set(db, lines);
  }
  const current = lines.get(cohortId);
  let mine: Line;
  if (current) {
    mine = current;
    await new Promise<void>((turn) => mine.waiting.push(turn));
  } else {
    mine = { waiting: [], full: false };
    lines.set(cohortId, mine);
  }
  try {
    if (mine.full && line.takesVerdict) return FULL;
    const decided = await decide();
    if (decided === FULL) mine.full = true;
    return decided;
  } finally {
    const next = mine.waiting.shift();
    if (next) next();
    else lines.delete(cohortId);
  }
}
