// The diploma of a COMPLETED registration (issue 7): issued on first download with a CSPRNG verification
// code (one diplomas row per registration), rendered as a PDF with the code and a QR to the public
// verification page on the site (/diplomas/{code}).
import type { Db } from '@valik/db/client';
import { ensureDiploma, findDiplomaByCode, getDiplomaFacts } from '@valik/db/queries';
import { renderDiplomaPdf } from '../documents/diploma-pdf.ts';
import { generateVerificationCode, normalizeVerificationCode } from '../documents/verification-code.ts';
import { ApiError } from '../lib/errors.ts';

export const DIPLOMA_NOT_FOUND = 'The diploma could not be found';

export function verifyUrl(baseUrl: string, code: string): string {
  return `${baseUrl}/diplomas/${code}`;
}

export async function downloadDiploma(db: Db, params: { participantId: number; userId: number; baseUrl: string; lang: 'et' | 'en' }) {
  const facts = await getDiplomaFacts(db, { participantId: params.participantId });
  if (!facts || facts.userId !== params.userId || facts.status !== 'COMPLETED') throw new ApiError('NOT_FOUND', DIPLOMA_NOT_FOUND);
  const diploma = await ensureDiploma(db, { participantId: facts.participantId, userId: facts.userId, code: generateVerificationCode() });
  const pdf = await renderDiplomaPdf({
    studentName: `${facts.firstName} ${facts.lastName}`.trim(),
    courseName: facts.courseName,
    academicHours: facts.academicHours,
    startDate: facts.startDate,
    endDate: facts.endDate,
    teacherNames: facts.teacherNames,
    verificationCode: diploma.verificationCode,
    verifyUrl: verifyUrl(params.baseUrl, diploma.verificationCode),
    lang: params.lang,
  });
  return { pdf, code: diploma.verificationCode };
}

export interface DiplomaVerification {
  valid: boolean;
  code: string;
  student_name?: string;
  course_name?: string;
  academic_hours?: number | null;
  start_date?: string;
  end_date?: string;
  issued_at?: string;
}

/** Confirms or denies a code as typed or scanned; says no more than the diploma itself shows. */
export async function verifyDiploma(db: Db, params: { code: string }): Promise<DiplomaVerification> {
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
    issued_at: diploma.issuedAt.toISOString(),
  };
}
