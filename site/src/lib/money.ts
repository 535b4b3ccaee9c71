// Amounts are integer euro cents (architecture §3), shown the way each language writes money.
import type { Lang } from '@valik/domain/contracts';
import { LOCALES } from '../i18n/index.ts';

/** 4990 → '49,90 €' (et) / '€49.90' (en); whole euros without decimals: 4900 → '49 €'. */
export function formatEuros(cents: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang].tag, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
