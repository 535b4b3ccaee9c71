// @vitest-environment node
// (reads the UI kit's source files from disk)
// The dashboard carries its own Estonian and Russian (the console has no other table for it): every text
// the dashboard and QueryState put through t(), and every option label of the labelled scales, is in
// both, and Russian has each plural form of the texts that count.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DIFFICULTY_OPTIONS, PLURAL_FORMS, SELF_GRADE_OPTIONS, TIME_SPENT_OPTIONS } from '@valik/domain';
import { queryStateEt, queryStateRu } from '../query/dictionaries.ts';
import { feedbackDashboardEt, feedbackDashboardRu } from './dictionaries.ts';

const FILES = ['./FeedbackDashboard.tsx', './charts.tsx', '../query/QueryState.tsx'].map((file) => fileURLToPath(new URL(file, import.meta.url)));

/** Each `t('key', …)` of the files, with whether the call passes a count. */
function calls(): { key: string; counted: boolean }[] {
  return FILES.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*(['"])((?:\\.|(?!\1).)*)\1([^)]*)\)/g)].map((m) => ({
      key: (m[2] ?? '').replace(/\\(.)/g, '$1'),
      counted: /\bcount\b/.test(m[3] ?? ''),
    })),
  );
}

const et = { ...queryStateEt, ...feedbackDashboardEt };
const ru = { ...queryStateRu, ...feedbackDashboardRu };
const labels = [...DIFFICULTY_OPTIONS, ...TIME_SPENT_OPTIONS, ...SELF_GRADE_OPTIONS].map((option) => option.label);

describe('the feedback dashboard’s own translations', () => {
  it('have Estonian for every text it shows', () => {
    const keys = [...calls().map((call) => call.key), ...labels];
    expect(keys.length).toBeGreaterThan(50);
    expect(keys.filter((key) => !et[key]?.trim())).toEqual([]);
  });

  it('have Russian for every text it shows, every plural form where the text counts', () => {
    const missing = [...calls(), ...labels.map((key) => ({ key, counted: false }))].filter(({ key, counted }) => {
      const forms = PLURAL_FORMS.ru.map((form) => `${key}_${form}`);
      return counted && forms.some((form) => form in ru) ? forms.some((form) => !ru[form]?.trim()) : !ru[key]?.trim() && !forms.every((form) => ru[form]?.trim());
    });
    expect(missing).toEqual([]);
  });

  it('keep the placeholders of the English text', () => {
    const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const changed = Object.entries({ ...et, ...ru }).filter(([key, text]) => names(key.replace(/_(one|few|many|other)$/, '')).join() !== names(text).join());
    expect(changed).toEqual([]);
  });
});
