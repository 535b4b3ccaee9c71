import { Resend } from 'resend';
import { MailError, type Mailer } from './mailer.ts';

/** Production: Resend's SDK. `baseUrl` points tests at a local server that speaks Resend's API. */
export function createResendMailer(apiKey: string, from: string, options: { baseUrl?: string } = {}): Mailer {
  const resend = new Resend(apiKey, options.baseUrl ? { baseUrl: options.baseUrl } : undefined);
  return {
    kind: 'resend',
    async send(email) {
      const { data, error } = await resend.emails.send({
        from,
        to: [email.to],
        subject: email.subject,
        text: email.text,
        html: email.html,
        tags: [{ name: 'template', value: email.template }],
        ...(email.attachments?.length ? { attachments: email.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })) } : {}),
      }, email.idempotencyKey ? { idempotencyKey: email.idempotencyKey } : undefined);
      if (error || !data) throw new MailError(`Resend refused the e-mail: ${error?.name ?? 'no answer'}`);
      return { id: data.id };
    },
  };
}
