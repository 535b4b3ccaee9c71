// Invoice statuses and money as people read them, as literal t() calls so the i18n test sees them.
import type { TFunction } from '../../i18n/react.tsx';
import { formatEuros, toLang } from '@valik/api/domain';
import type { InvoiceDto } from '@valik/api/contracts';

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
