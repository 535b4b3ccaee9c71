// How a registration's payment reads to the student (my courses, the registration success page).
import type { TFunction } from '../../i18n/react.tsx';
import { formatDate } from '@valik/domain';
import type { MyRegistrationDto } from './registration-api.ts';

export function invoiceText(r: MyRegistrationDto, t: TFunction): string {
  if (r.default_payer === 'SCHOOL') return t('Paid by the school');
  if (r.covered_by_pass) return t('Covered by your pass');
  if (!r.invoice) return t('No invoice');
  const state = r.invoice.status === 'PAID' ? t('paid') : r.invoice.status === 'UNPAID' ? t('unpaid') : t('canceled');
  const due = r.invoice.status === 'UNPAID' && r.invoice.due_date ? ` · ${t('due {{date}}', { date: formatDate(r.invoice.due_date) })}` : '';
  return `${t('Invoice {{number}}', { number: r.invoice.number })}: ${state}${due}`;
}
