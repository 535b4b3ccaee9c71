import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_TYPES,
  COHORT_STATUSES,
  COURSE_STATUSES,
  PARTICIPANT_STATUSES,
  PAYERS,
  ROLES,
} from '@valik/domain';
import { enMessages } from './en.ts';
import { etMessages } from './et.ts';
import { readLocaleCookie } from './locale.ts';

type Tree = { [key: string]: unknown };

/** Every leaf of a message tree as [dotted path, message]. */
function leaves(tree: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof tree !== 'object' || tree === null) return [[prefix, tree]];
  return Object.entries(tree as Tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

function lookup(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);
}

const placeholders = (message: string): string[] => [...message.matchAll(/%\{(\w+)\}/g)].map((m) => m[1] ?? '');

/** The checks every translated leaf must pass against its English original. */
function problemsOf(reference: unknown, translated: unknown): string[] {
  return leaves(reference).flatMap(([path, english]) => {
    const message = lookup(translated, path);
    if (typeof message !== 'string') return [`${path}: missing`];
    const isBlankAllowed = typeof english === 'string' && english.trim() === '';
    if (message.trim() === '' && !isBlankAllowed) return [`${path}: empty`];
    if (typeof english !== 'string') return [];
    const problems: string[] = [];
    const known = new Set(placeholders(english));
    for (const name of placeholders(message)) {
      if (!known.has(name)) problems.push(`${path}: unknown placeholder %{${name}}`);
    }
    if (english.includes('||||') !== message.includes('||||')) problems.push(`${path}: plural forms differ`);
    return problems;
  });
}

describe('Estonian messages', () => {
  it('translate every key of ra-language-english', () => {
    expect(problemsOf(englishMessages.ra, etMessages.ra)).toEqual([]);
  });

  it('have no react-admin key that ra-language-english lacks (typos)', () => {
    const extra = leaves(etMessages.ra).filter(([path]) => lookup(englishMessages.ra, path) === undefined);
    expect(extra).toEqual([]);
  });

  it('translate every resource and console key of the English messages', () => {
    const appEnglish = { resources: enMessages.resources, valik: enMessages.valik };
    const appEstonian = { resources: etMessages.resources, valik: etMessages.valik };
    expect(problemsOf(appEnglish, appEstonian)).toEqual([]);
    expect(problemsOf(appEstonian, appEnglish)).toEqual([]);
  });

  it('name every resource of the console with its fields', () => {
    for (const resource of ['users', 'cohorts', 'courses', 'schools', 'teacher_applications', 'activity_log']) {
      for (const messages of [etMessages, enMessages]) {
        expect(lookup(messages, `resources.${resource}.name`), resource).toEqual(expect.any(String));
        expect(Object.keys(lookup(messages, `resources.${resource}.fields`) as Tree).length).toBeGreaterThan(0);
      }
    }
  });

  it('label every value of the domain enums', () => {
    const enums = {
      role: ROLES,
      cohort_status: COHORT_STATUSES,
      participant_status: PARTICIPANT_STATUSES,
      course_status: COURSE_STATUSES,
      payer: PAYERS,
      activity_type: ACTIVITY_TYPES,
    };
    for (const [name, values] of Object.entries(enums)) {
      for (const value of values) {
        expect(lookup(etMessages, `valik.enums.${name}.${value}`), `${name}.${value}`).toEqual(expect.any(String));
      }
      expect(Object.keys(etMessages.valik.enums[name as keyof typeof enums])).toEqual([...values]);
    }
  });

  it('show COMPLETED and FAILED participants as Arvestatud and Mittearvestatud', () => {
    expect(etMessages.valik.enums.participant_status.COMPLETED).toBe('Arvestatud');
    expect(etMessages.valik.enums.participant_status.FAILED).toBe('Mittearvestatud');
  });
});

describe('the language cookie', () => {
  it('defaults to Estonian when absent or unknown', () => {
    expect(readLocaleCookie('')).toBe('et');
    expect(readLocaleCookie('valik_lang=xx; other=1')).toBe('et');
  });

  it('reads English among other cookies', () => {
    expect(readLocaleCookie('a=1; valik_lang=en; b=2')).toBe('en');
  });
});
