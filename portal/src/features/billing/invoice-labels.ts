// Invoice statuses and money as people read them, as literal t() calls so the i18n test sees them.
import type { TFunction } from '../../i18n/react.tsx';
import { formatEuros, toLang } from '@valik/domain';
import type { BillingEntryDto, CreditNoteRefundState, InvoiceDto } from '@valik/domain/contracts';

export function invoiceStatusLabel(t: TFunction, status: InvoiceDto['status']): string {
  if (status === 'PAID') return t('Paid');
  if (status === 'UNPAID') return t('Unpaid');
  return t('Canceled');
}

export function invoiceStatusColor(status: InvoiceDto['status']): 'success' | 'warning' | 'default' {
  if (status === 'PAID') return 'success';
  if (status === 'UNPAID') return 'warning';
  return 'default';
}

export function euros(cents: number, lang: string): string {
  return formatEuros(cents, toLang(lang) ?? 'et');
}

/** Where refunded money is (issue 28 item 3), one word each (the glossary's REFUND_STATE_ET in Estonian). */
export function refundStateLabel(t: TFunction, state: CreditNoteRefundState): string {
  if (state === 'REQUESTED') return t('Refund requested');
  if (state === 'SENT') return t('Refund sent');
  if (state === 'ARRIVED') return t('Refund arrived');
  return t('No refund: nothing was paid online');
}

export function refundStateColor(state: CreditNoteRefundState): 'success' | 'info' | 'warning' | 'default' {
  return state === 'ARRIVED' ? 'success' : state === 'SENT' ? 'info' : state === 'REQUESTED' ? 'warning' : 'default';
}

export function entryKindLabel(t: TFunction, e: Pick<BillingEntryDto, 'kind' | 'renewal' | 'item'>): string {
  if (e.kind === 'PAYMENT') return e.item === 'PASS' ? (e.renewal ? t('Pass renewed') : t('Pass bought')) : t('Payment');
  if (e.kind === 'REFUND') return t('Refund');
  if (e.kind === 'CREDIT') return t('Credit note');
  return t('Covered by your pass');
}

export function methodLabel(t: TFunction, method: BillingEntryDto['method']): string | null {
  if (method === 'CARD') return t('card');
  if (method === 'BANK_LINK') return t('bank link');
  if (method === 'GIFT_CARD') return t('gift card');
  return null;
}
