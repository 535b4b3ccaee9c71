/**
 * The SMS adapter for the phone second factor. Without a configured provider the phone factor is
 * simply not offered (architecture §7 "off, with the UI saying so"). Outside production the Twilio
 * sender can be pointed (TWILIO_API_URL) at the dev mailbox's Twilio stand-in, which speaks the same
 * Messages API and shows the texts in /dev/mailbox (routes/dev-mailbox).
 */
export interface SmsSender {
  readonly kind: 'twilio';
  send(to: string, body: string): Promise<void>;
}

export class SmsError extends Error {
  override name = 'SmsError';
}

/**
 * Twilio's Messages API over plain HTTPS (form-encoded POST with basic auth): no SDK needed.
 * `baseUrl` points tests at a local server that speaks the same protocol.
 */
export function createTwilioSmsSender(opts: { accountSid: string; authToken: string; from: string; baseUrl?: string | undefined }): SmsSender {
  const base = (opts.baseUrl ?? 'https://api.twilio.com').replace(/\/$/, '');
  const auth = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`;
  return {
    kind: 'twilio',
    async send(to, body) {
      const res = await fetch(`${base}/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}/Messages.json`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: opts.from, Body: body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new SmsError(`SMS provider answered ${res.status}`);
    },
  };
}
