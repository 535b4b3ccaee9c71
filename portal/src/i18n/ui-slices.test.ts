// The portal takes the UI kit's translations into its own tables (et-pages.ts, ru.ts: the feedback
// dashboard's and QueryState's), and its own entries win on a shared key. They must agree, or the same
// dashboard would read one way in the portal and another in the console.
import { describe, expect, it } from 'vitest';
import { feedbackDashboardEt, feedbackDashboardRu } from '@valik/ui/feedback-dashboard/dictionaries';
import { queryStateEt, queryStateRu } from '@valik/ui/query-state/dictionaries';
import { et } from './et-pages.ts';
import { ru } from './ru.ts';

const differences = (portal: Record<string, string>, slice: Record<string, string>) =>
  Object.entries(slice)
    .filter(([key, text]) => portal[key] !== text)
    .map(([key, text]) => ({ key, ui: text, portal: portal[key] }));

describe('the UI kit’s translations in the portal', () => {
  it('are the portal’s own in Estonian', () => {
    expect(differences(et, { ...queryStateEt, ...feedbackDashboardEt })).toEqual([]);
  });

  it('are the portal’s own in Russian', () => {
    expect(differences(ru, { ...queryStateRu, ...feedbackDashboardRu })).toEqual([]);
  });
});
