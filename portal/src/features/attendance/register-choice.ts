// Which class the teacher's register opens on (issue 29 item 2).
import type { SessionState } from '@valik/domain';

interface ChoosableSession {
  id: number;
  state: SessionState;
  can_mark: boolean;
}

/**
 * The class to open first: the latest that has begun (in progress or held), else the latest that can be
 * marked (one starting within JOIN_EARLY_MINUTES, whose early joiners the link marks), else the first.
 * A class that has not begun is neither attended nor missed for its students yet, so the register does not
 * open on it while one that has begun is there to correct (a journey once marked a student absent from a
 * class that started 15 minutes later, and the student's list still called it coming).
 */
export function firstChoice(sessions: readonly ChoosableSession[]): number | null {
  const begun = sessions.filter((s) => s.state === 'IN_PROGRESS' || s.state === 'HELD');
  const markable = sessions.filter((s) => s.can_mark);
  return (begun.at(-1) ?? markable.at(-1) ?? sessions[0])?.id ?? null;
}
