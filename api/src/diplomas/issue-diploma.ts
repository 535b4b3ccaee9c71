// The diploma of a COMPLETED registration (issues 6 and 8): issued when the result is set (teacher or
// admin), or at the latest on first download, with a CSPRNG verification code (one diplomas row per
// registration); rendered as a PDF with the code and a QR to the public verification page on the site
// (/diplomas/{code}). The student gets one 'diploma issued' e-mail, from whichever call issued it.
import type { Db } from '@valik/db/client';
import { ensureDiploma, findDiplomaByCode, findDiplomaByParticipant, getDiplomaFacts, getMailRecipient } from '@valik/db/queries';
import { renderDiplomaPdf } from '../documents/diploma-pdf.ts';
import { generateVerificationCode, normalizeVerificationCode } from '../documents/verification-code.ts';
import type { DiplomaVerificationDto } from '../contracts/index.ts';
import type { AppDeps } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { sendEmail } from '../mail/send-email.ts';

export const DIPLOMA_NOT_FOUND = 'The diploma could not be found';

export function verifyUrl(baseUrl: string, code: string): string {
  return `${baseUrl}/diplomas/${code}`;
}

/** Where the student downloads the PDF (signed in): the my-courses download link. */
export function downloadUrl(baseUrl: string, participantId: number): string {
  return `${baseUrl}/api/v1/me/registrations/${participantId}/diploma`;
}

/**
 * The diploma of a registration, created when it has none (the unique participant_id makes a second one
 * impossible, also under concurrency); `issued` is true only for the call that created it. The caller
 * checks that the registration is COMPLETED, and mails the student after its transaction commits.
 */
export async function issueDiploma(db: Db, params: { participantId: number; userId: number }) {
  const code = generateVerificationCode();
  const diploma = await ensureDiploma(db, { participantId: params.participantId, userId: params.userId, code });
  return { diploma, issued: diploma.verificationCode === code };
}

type MailDeps = Pick<AppDeps, 'db' | 'env' | 'auth'>;

/** The 'diploma issued' e-mail (download link, code, verification address), in the student's language, in the background. */
export function notifyDiplomaIssued(deps: MailDeps, params: { participantIds: readonly number[] }): void {
  if (params.participantIds.length === 0) return;
  deps.auth.services.tasks.run('diploma-emails', async () => {
    for (const participantId of params.participantIds) {
      const [facts, diploma] = await Promise.all([getDiplomaFacts(deps.db, { participantId }), findDiplomaByParticipant(deps.db, { participantId })]);
      if (!facts || !diploma) continue;
      const to = await getMailRecipient(deps.db, { userId: facts.userId });
      if (!to) continue;
      const base = deps.env.PUBLIC_BASE_URL;
      await sendEmail(deps.db, deps.auth.services.mailer, {
        template: 'diplomaIssued',
        to: to.email,
        lang: to.language ?? 'et',
        userId: to.id,
        notes: facts.courseName,
        data: {
          name: to.firstName,
          course: facts.courseName,
          code: diploma.verificationCode,
          url: downloadUrl(base, participantId),
          verifyUrl: verifyUrl(base, diploma.verificationCode),
        },
      });
    }
  });
}

export async function downloadDiploma(deps: MailDeps, params: { participantId: number; userId: number; lang: 'et' | 'en' }) {
  const { db } = deps;
  const facts = await getDiplomaFacts(db, { participantId: params.participantId });
  if (!facts || facts.userId !== params.userId || facts.status !== 'COMPLETED') throw new ApiError('NOT_FOUND', DIPLOMA_NOT_FOUND);
  // normally issued with the result already; a result set without one (older data) gets it now
  const { diploma, issued } = await issueDiploma(db, { participantId: facts.participantId, userId: facts.userId });
  if (issued) notifyDiplomaIssued(deps, { participantIds: [facts.participantId] });
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
export async function verifyDiploma(db: Db, params: { code: string }): Promise<DiplomaVerificationDto> {
  const code = normalizeVerificationCode(params.code);
  if (!code) return { valid: false, code: params.code };
  const diploma = await findDiplomaByCode(db, { code });
  const facts = diploma ? await getDiplomaFacts(db, { participantId: diploma.participantId }) : null;
  if (!diploma || !facts || facts.status !== 'COMPLETED') return { valid: false, code };
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
