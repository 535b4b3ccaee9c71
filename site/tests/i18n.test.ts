// Every string a template passes to the translator has an Estonian text (tsc does not see .astro files).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROKEN_LINK_ET, CATEGORY_ET } from '@valik/api/domain';
import { et } from '../src/i18n/et.ts';
import { t } from '../src/i18n/index.ts';

const SRC = new URL('../src/', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.(astro|ts)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** Literal keys in `tr('…')`, `t(lang, '…')` and `{ title: '…', text: '…', question: '…', answer: '…', label: '…' }`. */
function usedKeys(source: string): string[] {
  const literal = String.raw`(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")`;
  const patterns = [
    new RegExp(String.raw`\btr\(\s*${literal}`, 'g'),
    new RegExp(String.raw`\bt\(\s*lang,\s*${literal}`, 'g'),
    new RegExp(String.raw`\b(?:title|text|question|answer|label):\s*${literal}`, 'g'),
  ];
  return patterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => (match[1] ?? match[2] ?? '').replace(/\\(.)/g, '$1')),
  );
}

describe('site i18n', () => {
  it('has an Estonian text for every key the templates use', () => {
    const missing = sourceFiles(SRC)
      .filter((file) => !file.includes('/i18n/'))
      .flatMap((file) => usedKeys(readFileSync(file, 'utf8')).map((key) => ({ file, key })))
      .filter(({ key }) => !(key in et));
    expect(missing).toEqual([]);
  });

  it('returns the English source string for English and fills placeholders', () => {
    expect(t('en', '{days} days', { days: 7 })).toBe('7 days');
    expect(t('et', '{days} days', { days: 7 })).toBe('7 päeva');
    expect(t('et', 'Courses')).toBe('Kursused');
  });

  it('uses the one glossary of the product (issue 18 item 12)', () => {
    expect(et['Business and finance']).toBe(CATEGORY_ET.BUSINESS_AND_FINANCE);
    expect(et["Looks like you've followed a broken link or entered a URL that doesn't exist on this site."]).toBe(BROKEN_LINK_ET);
  });
});
