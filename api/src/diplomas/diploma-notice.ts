// The 'diploma issued' e-mail (an outbox notice queued by issueDiploma, ADR 011): the download link, the
// code and the public verification address, in the student's language.
import { findDiplomaByParticipant, getDiplomaFacts, getMailRecipient, type PendingMail } from '@valik/db/queries';
import type { AppDeps } from '../lib/context.ts';
import { sendEmail } from '../mail/send-email.ts';

export function verifyUrl(baseUrl: string, code: string): string {
  return `${baseUrl}/diplomas/${code}`;
}

/** Where the student downloads the PDF (signed in): the my-courses download link. */
export function downloadUrl(baseUrl: string, participantId: number): string {
  return `${baseUrl}/api/v1/me/registrations/${participantId}/diploma`;
}

/** The outbox's sender of DIPLOMA_ISSUED: the download link, the code and the verification address. */
export async function sendDiplomaNotice(deps: Pick<AppDeps, 'db' | 'env' | 'mailer'>, entry: PendingMail): Promise<number> {
  const participantId = Number(entry.metadata.participant_id);
  const [facts, diploma] = await Promise.all([getDiplomaFacts(deps.db, { participantId }), findDiplomaByParticipant(deps.db, { participantId })]);
  if (!facts || !diploma) return 0;
  const to = await getMailRecipient(deps.db, { userId: facts.userId });
  if (!to) return 0;
  const base = deps.env.PUBLIC_BASE_URL;
  await sendEmail(deps.db, deps.mailer, {
    template: 'diplomaIssued',
    to: to.email,
    lang: to.language ?? 'et',
    userId: to.id,
    idempotencyKey: entry.idempotencyKey,
    logged: false,
    data: {
      name: to.firstName,
      course: facts.courseName,
      code: diploma.verificationCode,
      url: downloadUrl(base, participantId),
      verifyUrl: verifyUrl(base, diploma.verificationCode),
    },
  });
  return 1;
}

