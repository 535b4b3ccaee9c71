// Every kind of consequence the outbox delivers (ADR 024). Adding one: a file in this folder with its payload
// (declared into ../payloads.ts) and `defineOutboxKind(name, deliver)`, and its line below (the type says
// when one is missing); use cases then write it with `outbox.add(name, payload)` in their unit of work.
import type { OutboxKind } from '../kind.ts';
import type { OutboxKindName, OutboxPayloads } from '../payloads.ts';
import { checkoutExpireKind } from './checkout-expire.ts';
import { discordMessageKind } from './discord-message.ts';
import { discordSyncKind } from './discord-sync.ts';
import { fileDeleteKind } from './file-delete.ts';
import { einvoiceKind } from './einvoice.ts';
import { jobKind } from './job.ts';
import { lmsSyncKind } from './lms-sync.ts';
import { mailKind } from './mail.ts';
import { passEndKind } from './pass-end.ts';
import { refundKind } from './refund.ts';

const KINDS = {
  MAIL: mailKind,
  REFUND: refundKind,
  JOB: jobKind,
  DISCORD_SYNC: discordSyncKind,
  LMS_SYNC: lmsSyncKind,
  PASS_END: passEndKind,
  CHECKOUT_EXPIRE: checkoutExpireKind,
  FILE_DELETE: fileDeleteKind,
  EINVOICE: einvoiceKind,
  DISCORD_MESSAGE: discordMessageKind,
} satisfies { [N in OutboxKindName]: OutboxKind<OutboxPayloads[N], N> };

export function outboxKindNamed(name: string): OutboxKind<Record<string, unknown>> | undefined {
  return Object.hasOwn(KINDS, name) ? (KINDS[name as OutboxKindName] as unknown as OutboxKind<Record<string, unknown>>) : undefined;
}
