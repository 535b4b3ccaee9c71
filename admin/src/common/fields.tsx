// Small read-only fields shared by the resource lists.
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDate, formatTime, toTallinn } from '@valik/domain';

/** An enum value shown with its label from `valik.enums.<enumName>`. */
export function EnumField({ source, enumName }: { source: string; enumName: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value: unknown = record?.[source];
  if (typeof value !== 'string') return null;
  return <>{translate(`valik.enums.${enumName}.${value}`, { _: value })}</>;
}

/** dd.MM.yyyy in Europe/Tallinn, or null for a missing or unreadable value. */
export function formatDateOrNull(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  try {
    return formatDate(value);
  } catch {
    return null;
  }
}

/** dd.MM.yyyy HH:mm in Europe/Tallinn. */
export function formatDateTimeOrNull(value: unknown): string | null {
  const day = formatDateOrNull(value);
  if (day === null) return null;
  const local = toTallinn(value as string);
  return `${day} ${formatTime(local.getHours(), local.getMinutes())}`;
}

/** A date as dd.MM.yyyy in Europe/Tallinn, whatever the locale (product-spec §9). */
export function TallinnDateField({ source, withTime = false }: { source: string; withTime?: boolean }) {
  const record = useRecordContext();
  const value = record?.[source];
  return <>{withTime ? formatDateTimeOrNull(value) : formatDateOrNull(value)}</>;
}

/** A cohort badge (LAST_SPOTS, …) as a small chip. */
export function BadgeField({ source = 'badge' }: { source?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const badge = record?.[source];
  if (typeof badge !== 'string') return null;
  return <Chip size="small" color={badge === 'JOIN_WAITLIST' ? 'default' : 'primary'} variant="outlined" label={translate(`valik.enums.cohort_badge.${badge}`, { _: badge })} />;
}

/** The invoice number with paid / unpaid. */
export function InvoiceField() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.invoice_number) return <>{translate('valik.participants.no_invoice')}</>;
  const paid = record.invoice_status === 'PAID';
  return (
    <>
      {record.invoice_number}{' '}
      <Chip
        size="small"
        color={paid ? 'success' : record.invoice_status === 'CANCELED' ? 'default' : 'warning'}
        label={translate(paid ? 'valik.participants.paid' : record.invoice_status === 'CANCELED' ? 'valik.enums.invoice_status.CANCELED' : 'valik.participants.unpaid')}
      />
    </>
  );
}
