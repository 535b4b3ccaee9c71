// Every message the accounts code can answer has its Estonian (English source strings are the keys).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES, VALIDATION_MESSAGES } from '@valik/domain';
import { hasTranslation } from '@valik/domain/i18n';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const ACCOUNT_DIRS = ['accounts', 'middleware', 'mail', 'routes/auth-provider', 'routes/auth-session', 'routes/auth-signup', 'routes/auth-factors', 'routes/me', 'routes/teacher-applications'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Messages in `new ApiError('CODE', '…')`, `RateLimitedError(…, '…')`, `message: '…'` and `*_MESSAGE = '…'`. */
function messagesInCode(): string[] {
  const found = new Set<string>();
  const patterns = [
    /new ApiError\(\s*'[A-Z_]+',\s*(['"])((?:\\.|(?!\1).)+)\1/g,
    /\bmessage:\s*(['"])((?:\\.|(?!\1).)+)\1/g,
    /export const [A-Z_]+ = (['"])((?:\\.|(?!\1).)+)\1;/g,
    /z\.\w+\((['"])((?:\\.|(?!\1).)+)\1\)/g,
    /\.(?:min|max|regex)\([^,]+,\s*(['"])((?:\\.|(?!\1).)+)\1\)/g,
  ];
  for (const dir of ACCOUNT_DIRS) {
    for (const file of files(join(SRC, dir))) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of patterns) for (const m of text.matchAll(pattern)) found.add((m[2] ?? '').replace(/\\(.)/g, '$1'));
    }
  }
  return [...found].filter((m) => /^[A-Z]/.test(m) && m.includes(' '));
}

describe('Estonian for the accounts messages', () => {
  it('covers the form rules and the sign-in messages', () => {
    const keys = [...Object.values(VALIDATION_MESSAGES), ...Object.values(SIGN_IN_MESSAGES)];
    expect(keys.filter((k) => !hasTranslation('et', k))).toEqual([]);
  });

  it('covers every message the accounts code throws', () => {
    const messages = messagesInCode();
    expect(messages.length).toBeGreaterThan(25);
    expect(messages.filter((m) => !hasTranslation('et', m))).toEqual([]);
  });
});

describe('Estonian for every text the API translates', () => {
  it('has every literal key of translate(lang, …) and t(…) in the documents, calendars and texts', () => {
    const keys = new Set<string>();
    for (const file of files(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\b(?:translate\(\s*[\w.]+,|t\()\s*(['"])((?:\\.|(?!\1).)+)\1/g)) keys.add((m[2] ?? '').replace(/\\(.)/g, '$1'));
      // the counted texts: translateCount(lang, n, '… | …') and t.count(n, '… | …')
      for (const m of text.matchAll(/\b(?:translateCount\(\s*[\w.]+,\s*[\w.]+,|t\.count\(\s*[\w.]+,)\s*(['"])((?:\\.|(?!\1).)+)\1/g)) keys.add((m[2] ?? '').replace(/\\(.)/g, '$1'));
      // the plural pairs: t(n === 1 ? 'one' : 'many')
      for (const m of text.matchAll(/\bt\([^)]*\?\s*'([^']+)'\s*:\s*'([^']+)'/g)) for (const k of [m[1], m[2]]) if (k) keys.add(k);
    }
    for (const key of ['CERTIFICATE', 'Volume: {n} academic hour|Volume: {n} academic hours', '{n} credit|{n} credits', 'INVOICE', 'Period {period}', 'Your Valik code is {code}', 'Valik: my teaching']) expect(keys).toContain(key);
    expect([...keys].filter((k) => !hasTranslation('et', k))).toEqual([]);
  });
});
