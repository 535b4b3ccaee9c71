import { describe, expect, it } from 'vitest';
import { canTransfer, TRANSFER_MESSAGES, type TransferInput } from './cohort-transfer.ts';
import { mayMoveRegistration, studentMayTransferFrom } from './registration-move.ts';
import { at } from './test-helpers.ts';

// From: starts Monday 14 September 2026 10:00; to: starts Monday 2 November 2026; same course, 20 seats.
const from = { id: 1, name: 'Sügis', courseId: 7, status: 'REGISTRATION_OPEN', startDate: at('2026-09-14 10:00'), endDate: at('2026-10-30 00:00'), size: 20 };
const to = { id: 2, name: 'Talv', courseId: 7, status: 'REGISTRATION_OPEN', startDate: at('2026-11-02 10:00'), endDate: at('2026-12-18 00:00'), size: 20 };
const input = (over: Partial<TransferInput> = {}): TransferInput => ({
  by: 'STUDENT',
  participantStatus: 'REGISTERED',
  from,
  to,
  seatsTakenInTarget: 5,
  alreadyInTarget: false,
  ...over,
});
const before = at('2026-09-01 12:00');
const reason = (over: Partial<TransferInput>, now = before) => {
  const check = canTransfer(input(over), now);
  return check.allowed ? null : check.reason;
};

describe('mayMoveRegistration (the move button of My courses and of the console)', () => {
  it('offers a live registration: the student before the start, an admin at any time', () => {
    const started = at('2026-09-14 10:00');
    for (const participantStatus of ['REGISTERED', 'IN_PROGRESS']) {
      expect(mayMoveRegistration({ by: 'STUDENT', participantStatus, from }, before), participantStatus).toBe(true);
      expect(mayMoveRegistration({ by: 'STUDENT', participantStatus, from }, started), participantStatus).toBe(false);
      expect(mayMoveRegistration({ by: 'ADMIN', participantStatus, from }, at('2026-10-20 12:00')), participantStatus).toBe(true);
    }
  });

  it('never offers a registration with a result or a canceled one, and agrees with canTransfer', () => {
    for (const participantStatus of ['COMPLETED', 'FAILED', 'CANCELED', 'AWAITING_RESULT']) {
      for (const by of ['STUDENT', 'ADMIN'] as const) {
        expect(mayMoveRegistration({ by, participantStatus, from }, before), `${by} ${participantStatus}`).toBe(false);
        expect(reason({ by, participantStatus })).toBe(TRANSFER_MESSAGES.notLive);
      }
    }
  });
});

describe('canTransfer', () => {
  it('lets the student move before the start to a cohort of the same course with a free seat', () => {
    expect(canTransfer(input(), before)).toEqual({ allowed: true });
  });

  it('refuses the student once the course has started, though the refund window is still open; an admin may', () => {
    const started = at('2026-09-14 10:00');
    expect(studentMayTransferFrom(from, at('2026-09-14 09:59'))).toBe(true);
    expect(studentMayTransferFrom(from, started)).toBe(false);
    expect(reason({}, started)).toBe(TRANSFER_MESSAGES.started);
    expect(reason({ by: 'ADMIN' }, at('2026-10-01 12:00'))).toBeNull();
  });

  it('refuses a full target (a held offer is the student’s seat), a draft, a closed one, the same or another course', () => {
    expect(reason({ seatsTakenInTarget: 20 })).toBe(TRANSFER_MESSAGES.full);
    expect(reason({ seatsTakenInTarget: 19, to: { ...to, status: 'GROUP_FULL' } })).toBe(TRANSFER_MESSAGES.full);
    expect(reason({ seatsTakenInTarget: 19, to: { ...to, status: 'GROUP_FULL' }, holdsOfferInTarget: true })).toBeNull();
    expect(reason({ to: { ...to, status: 'DRAFT' } })).toBe(TRANSFER_MESSAGES.notOpenYet);
    expect(reason({ to: { ...to, status: 'CANCELED' } })).toBe(TRANSFER_MESSAGES.closed);
    expect(reason({ to: from })).toBe(TRANSFER_MESSAGES.sameCohort);
    expect(reason({ to: { ...to, courseId: 8 } })).toBe(TRANSFER_MESSAGES.otherCourse);
    expect(reason({ alreadyInTarget: true })).toBe(TRANSFER_MESSAGES.alreadyThere);
  });

  it('moves only a registration without a result, and names the target in the refusal', () => {
    for (const status of ['CANCELED', 'COMPLETED', 'FAILED', 'AWAITING_RESULT']) expect(reason({ participantStatus: status, by: 'ADMIN' })).toBe(TRANSFER_MESSAGES.notLive);
    expect(reason({ participantStatus: 'IN_PROGRESS', by: 'ADMIN' })).toBeNull();
    expect(canTransfer(input({ seatsTakenInTarget: 20 }), before)).toEqual({ allowed: false, reason: TRANSFER_MESSAGES.full, vars: { cohort: 'Talv' } });
  });
});
