// The request facts the layout needs. The server always sets them, but an error page can be
// rendered without locals (e.g. when the locals themselves were invalid), so fall back safely.
import type { Lang, SiteLocals } from '@valik/domain/contracts';
import { isLang, DEFAULT_LANG } from '../i18n/index.ts';

export interface SiteContext {
  lang: Lang;
  isProduction: boolean;
  isBot: boolean;
  baseUrl: string;
  user: SiteLocals['user'];
}

const FALLBACK_BASE_URL = 'http://localhost:3000';

export function readSiteContext(locals: Partial<SiteLocals> | undefined, site?: URL): SiteContext {
  return {
    lang: isLang(locals?.lang) ? locals.lang : DEFAULT_LANG,
    // Unknown means production: the safe side hides error details and keeps the consent banner.
    isProduction: locals?.isProduction ?? true,
    isBot: locals?.isBot ?? false,
    baseUrl: locals?.baseUrl ?? site?.origin ?? FALLBACK_BASE_URL,
    user: locals?.user ?? null,
  };
}
