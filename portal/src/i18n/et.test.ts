// @vitest-environment node
// (reads the portal's source files from disk: Node's file URLs, not the DOM's)
// Every English source string the portal can show has an Estonian translation, and every route of the
// domain route table has a page.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_SCREEN_TEXT, PARTICIPANT_STATUS_EN, PORTAL_ROUTES, ROUTE_MESSAGES, SIGN_IN_MESSAGES, VALIDATION_MESSAGES } from '@valik/domain';
import { PAGES } from '../app/pages.ts';
import { SIGNED_OUT_NAV, navItemsForRole } from '../features/layout/nav-items.ts';
import { SIGN_IN_ERRORS } from '../features/session/session-api.ts';
import { COURSE_CATEGORY_LABELS, COURSE_STATUS_LABELS } from '../features/courses/courses-api.ts';
import { etCore } from './et.ts';
import { et as etTables } from './et-pages.ts';
import { schoolsEt } from '../features/school/et.schools.ts';
import { schoolsRu } from '../features/school/ru.schools.ts';
import { feedbackEt, feedbackRu } from '../features/feedback/texts.ts';

/** Estonian with the tables that come with their pages' chunk (features/school/scale.ts, issue 29 item 8). */
const et: Record<string, string> = { ...etTables, ...schoolsEt, ...feedbackEt };

const SRC = fileURLToPath(new URL('..', import.meta.url));
/** The UI kit's source: the portal shows its components (QueryState, the feedback dashboard) in its own language. */
const UI_SRC = fileURLToPath(new URL('../../ui/src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function literalKeys(files: string[] = [...sourceFiles(SRC), ...sourceFiles(UI_SRC)]): string[] {
  const keys = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*(['"])((?:\\.|(?!\1).)*)\1/g)) {
      keys.add((match[2] ?? '').replace(/\\(.)/g, '$1'));
    }
  }
  return [...keys];
}

/** The portal's source files `start` imports, directly or through others (static imports only, not `import()`). */
function staticClosure(starts: string[]): string[] {
  const seen = new Set<string>();
  const todo = [...starts];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'(\.{1,2}\/[^']+)'/gms)) {
      const target = resolve(dirname(file), match[1] ?? '');
      if (existsSync(target) && statSync(target).isFile()) todo.push(target);
    }
  }
  return [...seen];
}

describe('Estonian translations', () => {
  it('of the first page (the frame and the /auth pages) are in et.ts, not only in the /user pages’ part', () => {
    const pageMap = readFileSync(join(SRC, 'app/pages.ts'), 'utf8');
    const authPages = [...pageMap.matchAll(/^\s*'\/auth\/[^']*': \(\) => import\('([^']+)'\)/gm)].map((match) => match[1]);
    expect(authPages).toHaveLength(Object.keys(PAGES).filter((pattern) => pattern.startsWith('/auth/')).length);
    const files = staticClosure([
      join(SRC, 'main.tsx'),
      join(SRC, 'features/layout/DefaultLayout.tsx'),
      ...authPages.map((page) => resolve(SRC, 'app', page ?? '')),
    ]);
    expect(files.length).toBeGreaterThan(20);
    expect(files.some((file) => file.endsWith('et-pages.ts'))).toBe(false);
    const keys = [
      ...literalKeys(files),
      ...Object.values(ERROR_SCREEN_TEXT),
      ...Object.values(ROUTE_MESSAGES),
      ...Object.values(SIGN_IN_ERRORS),
      ...Object.values(SIGN_IN_MESSAGES),
      ...Object.values(VALIDATION_MESSAGES),
    ];
    expect(keys.filter((key) => !(key in etCore))).toEqual([]);
  });

  it('give the tables that come with their pages the same keys in Russian', () => {
    expect(Object.keys(schoolsRu).sort()).toEqual(Object.keys(schoolsEt).sort());
    expect(Object.keys(feedbackRu).sort()).toEqual(Object.keys(feedbackEt).sort());
  });

  it('cover every literal t() string in the portal', () => {
    const keys = literalKeys();
    expect(keys.length).toBeGreaterThan(50);
    expect(keys.filter((key) => !(key in et))).toEqual([]);
  });

  it('cover the strings that reach t() through constants', () => {
    const roles = ['STUDENT', 'TEACHER', 'SCHOOL_REP', 'ADMIN'] as const;
    const keys = [
      ...Object.values(ERROR_SCREEN_TEXT),
      ...Object.values(ROUTE_MESSAGES),
      ...Object.values(SIGN_IN_ERRORS),
      ...Object.values(SIGN_IN_MESSAGES),
      ...Object.values(VALIDATION_MESSAGES),
      // set as state in LoginPage and shown through t()
      'This link is invalid or has expired. Please ask for a new one.',
      'Your e-mail address is confirmed. Please log in.',
      ...roles.flatMap((role) => navItemsForRole(role).map((item) => item.label)),
      ...SIGNED_OUT_NAV.map((item) => item.label),
      // the glossary's English words, shown through t() (My courses' STATUS_LABELS is PARTICIPANT_STATUS_EN)
      ...Object.values(COURSE_CATEGORY_LABELS),
      ...Object.values(COURSE_STATUS_LABELS),
      ...Object.values(PARTICIPANT_STATUS_EN),
    ];
    expect(keys.filter((key) => !(key in et))).toEqual([]);
  });

  it('are never empty', () => {
    expect(Object.entries(et).filter(([, value]) => !value.trim())).toEqual([]);
  });
});

describe('pages', () => {
  it('exist for every route of the portal route table, and only for those', () => {
    expect(Object.keys(PAGES).sort()).toEqual(PORTAL_ROUTES.map((route) => route.pattern).sort());
  });
});
