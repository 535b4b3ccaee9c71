// The diploma of a COMPLETED registration (issues 6 and 8): issued when the result is set (teacher or
// admin), or at the latest on first download, with a CSPRNG verification code (one diplomas row per
// registration); rendered as a PDF with the code and a QR to the public verification page on the site
// (/diplomas/{code}). The student gets one 'diploma issued' e-mail, from whichever call issued it: an
// outbox notice written with the diploma (ADR 011).
import type { Db } from '@valik/db/client';
import { ensureDiploma, findDiplomaByCode, getDiplomaFacts } from '@valik/db/queries';
import { renderDiplomaPdf } from '../documents/diploma-pdf.ts';
import { generateVerificationCode, normalizeVerificationCode } from '../documents/verification-code.ts';
import type { DiplomaVerificationDto, Lang } from '@valik/domain/contracts';
import { DIPLOMA_BLOCK_MESSAGES, diplomaBlock } from '@valik/domain';
import type { AppDeps } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { unitOfWork } from '../outbox/unit-of-work.ts';
import { queueNotice } from '../mail/queue-email.ts';
import { verifyUrl } from './diploma-notice.ts';

export const DIPLOMA_NOT_FOUND = 'The diploma could not be found';

/** The domain's diploma rule over the facts of a registration (issue 18 item 1). */
export function diplomaBlockOf(facts: { status: string; endDate: Date; defaultPayer: string; invoiceStatus: string | null }, now: Date) {
  return diplomaBlock({ participantStatus: facts.status, endDate: facts.endDate, defaultPayer: facts.defaultPayer, invoiceStatus: facts.invoiceStatus }, now);
}

/**
 * The diploma of a registration, created when it has none (the unique participant_id makes a second one
 * impossible, also under concurrency); `issued` is true only for the call that created it, which also
 * queues the student's e-mail (an outbox entry). Run it in the caller's transaction; the caller checks that
 * the registration is COMPLETED.
 */
export async function issueDiploma(tx: Db, params: { participantId: number; userId: number }) {
  const code = generateVerificationCode();
  const diploma = await ensureDiploma(tx, { participantId: params.participantId, userId: params.userId, code });
  const issued = diploma.verificationCode === code;
  if (issued) await queueNotice(tx, 'DIPLOMA_ISSUED', { userId: params.userId, template: 'diplomaIssued', about: { participant_id: params.participantId } });
  return { diploma, issued };
}

type MailDeps = Pick<AppDeps, 'db' | 'env' | 'outbox' | 'clock'>;

export async function downloadDiploma(deps: MailDeps, params: { participantId: number; userId: number; lang: Lang }) {
  const { db } = deps;
  const facts = await getDiplomaFacts(db, { participantId: params.participantId });
  if (!facts || facts.userId !== params.userId) throw new ApiError('NOT_FOUND', DIPLOMA_NOT_FOUND);
  const block = diplomaBlockOf(facts, deps.clock());
  if (block === 'NO_RESULT') throw new ApiError('NOT_FOUND', DIPLOMA_NOT_FOUND);
  if (block) throw new ApiError('CONFLICT', DIPLOMA_BLOCK_MESSAGES[block]);
  // normally issued with the result already; a result set without one (older data) gets it now
  const { diploma } = await unitOfWork(deps, (tx) => issueDiploma(tx, { participantId: facts.participantId, userId: facts.userId }));
  const pdf = await renderDiplomaPdf({
    studentName: `${facts.firstName} ${facts.lastName}`.trim(),
    courseName: facts.courseName,
    academicHours: facts.academicHours,
    startDate: facts.startDate,
    endDate: facts.endDate,
    teacherNames: facts.teacherNames,
    verificationCode: diploma.verificationCode,
    verifyUrl: verifyUrl(deps.env.PUBLIC_BASE_URL, diploma.verificationCode),
    lang: params.lang,
  });
  return { pdf, code: diploma.verificationCode };
}

/** Confirms or denies a code as typed or scanned; says no more than the diploma itself shows. */
export async function verifyDiploma(deps: Pick<AppDeps, 'db' | 'clock'>, params: { code: string }): Promise<DiplomaVerificationDto> {
  const { db } = deps;
  const code = normalizeVerificationCode(params.code);
  if (!code) return { valid: false, code: params.code };
  const diploma = await findDiplomaByCode(db, { code });
  const facts = diploma ? await getDiplomaFacts(db, { participantId: diploma.participantId }) : null;
  // a diploma row the rule no longer allows (a result taken back, an unpaid personal invoice) is not valid
  if (!diploma || !facts || diplomaBlockOf(facts, deps.clock()) !== null) return { valid: false, code };
  return {
    valid: true,
    code,
    student_name: `${facts.firstName} ${facts.lastName}`.trim(),
    course_name: facts.courseName,
    academic_hours: facts.academicHours,
    start_date: facts.startDate.toISOString(),
    end_date: facts.endDate.toISOString(),
    teacher_names: facts.teacherNames,
    issued_at: diploma.issuedAt.toISOString(),
  };
}
