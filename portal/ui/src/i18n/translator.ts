// The portal's own translator (issue 16 item 5; in the UI kit since ADR 023, so the console's feedback
// dashboard speaks it too): i18next and react-i18next were 54 kB minified of the portal's first page for
// what the portal asks of them, which is this: a key is the English text, a table per language,
// `{{name}}` placeholders (or another pair per call), plural forms by `count`, a language that can
// change while the page is open. Behaviour kept from i18next where the portal relied on it: a missing
// or empty entry shows the key itself (interpolated), a placeholder without a value stays as written,
// a value is never escaped (React escapes what it renders) nor interpolated again.
// Plural forms come from the domain's one rule for every app (`pluralCategory`, ADR 021).
import { pluralCategory } from '@valik/domain';
import type { Lang } from '@valik/domain/contracts';

export type Dictionary = Record<string, string>;

/** The marks around a placeholder's name: `{{name}}` by default, the domain's `{name}` per call. */
export interface Placeholders {
  prefix: string;
  suffix: string;
}

export interface TOptions {
  /** Picks the plural entry `key_<form>` (the domain's `pluralCategory`; `key_zero` first for 0), else the key. */
  count?: number;
  /** Other placeholder marks for this one call (DOMAIN_PLACEHOLDERS). */
  interpolation?: Placeholders;
  /** The values of the placeholders. */
  [name: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

/** What `useTranslation()` gives: a `t` in the current language and the instance itself. */
export interface Translation {
  t: TFunction;
  i18n: I18n;
}

const MUSTACHE: Placeholders = { prefix: '{{', suffix: '}}' };
const patterns = new Map<string, RegExp>();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function placeholderPattern({ prefix, suffix }: Placeholders): RegExp {
  const id = `${prefix}\u0000${suffix}`;
  let pattern = patterns.get(id);
  if (!pattern) {
    pattern = new RegExp(`${escapeRegExp(prefix)}(.+?)${escapeRegExp(suffix)}`, 'g');
    patterns.set(id, pattern);
  }
  return pattern;
}

/**
 * Fills `{{name}}` (or the given marks) from `values` in one pass, so a value that itself looks like a
 * placeholder is shown as it is. A name given as undefined or null becomes '', a name not given at all
 * stays as written (i18next did the same, and a forgotten value is then visible on the screen).
 */
export function interpolate(text: string, values: TOptions = {}, placeholders: Placeholders = MUSTACHE): string {
  if (!text.includes(placeholders.prefix)) return text;
  return text.replace(placeholderPattern(placeholders), (written, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(values, key)) return written;
    const value = values[key];
    return value === undefined || value === null ? '' : String(value as string | number);
  });
}

/** The entry for `key` in `table`, the way i18next looked plurals up: `_zero` for 0, then the form, then the key. */
function lookUp(table: Dictionary | undefined, lang: Lang, key: string, count: unknown): string | undefined {
  if (!table) return undefined;
  const candidates = typeof count === 'number' ? [`${key}_${pluralCategory(lang, count)}`, key] : [key];
  if (count === 0) candidates.unshift(`${key}_zero`);
  for (const candidate of candidates) {
    // an empty entry counts as missing (an unfinished translation shows the English, not nothing)
    if (Object.hasOwn(table, candidate) && table[candidate]) return table[candidate];
  }
  return undefined;
}

/**
 * One set of tables and the language shown. React components read it through `useTranslation()`
 * (react.tsx), which re-renders them when the language changes or a table is added.
 */
export class I18n {
  private lang: Lang;
  private readonly tables = new Map<Lang, Dictionary>();
  private readonly listeners = new Set<() => void>();
  private snapshot: Translation;

  constructor(language: Lang, resources: Partial<Record<Lang, Dictionary>> = {}) {
    this.lang = language;
    // copies: adding to this instance's tables must not change the shared dictionaries
    for (const [lang, table] of Object.entries(resources) as [Lang, Dictionary | undefined][]) if (table) this.tables.set(lang, { ...table });
    this.snapshot = this.takeSnapshot();
  }

  get language(): Lang {
    return this.lang;
  }

  /** Translates in the language shown now. */
  t: TFunction = (key, options) => this.translate(this.lang, key, options);

  /** Shows `lang` (its table is added beforehand: see loadLanguage in index.ts) and re-renders the readers. */
  changeLanguage(lang: Lang): void {
    if (lang === this.lang) return;
    this.lang = lang;
    this.changed();
  }

  /**
   * Merges `table` into the language's table. With `overwrite` false the entries already there win on a
   * shared key (the first page's Estonian over the pages' part), so adding the same table again is a no-op.
   */
  addResourceBundle(lang: Lang, table: Dictionary, overwrite = true): void {
    const existing = this.tables.get(lang) ?? {};
    this.tables.set(lang, overwrite ? { ...existing, ...table } : { ...table, ...existing });
    this.changed();
  }

  hasResourceBundle(lang: Lang): boolean {
    return this.tables.has(lang);
  }

  /** For useSyncExternalStore: arrow functions, so they can be passed on unbound. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): Translation => this.snapshot;

  private translate(lang: Lang, key: string, options?: TOptions): string {
    const text = lookUp(this.tables.get(lang), lang, key, options?.count) ?? key;
    return options ? interpolate(text, options, options.interpolation) : text;
  }

  /** A new `t` per change, fixed to the language of that moment: memos that depend on `t` compute again. */
  private takeSnapshot(): Translation {
    const lang = this.lang;
    return { t: (key, options) => this.translate(lang, key, options), i18n: this };
  }

  private changed(): void {
    this.snapshot = this.takeSnapshot();
    for (const listener of [...this.listeners]) listener();
  }
}
