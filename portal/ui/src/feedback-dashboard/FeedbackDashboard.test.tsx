// The feedback dashboard as the console shows it (StandaloneFeedbackDashboard): drawn through Preact in a
// DOM with its own translations only, asking the host's loader for the cohort it was given, and showing an
// ApiError's message with 'Try again' when the loader fails.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type ComponentChild } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedbackDashboardDto, FeedbackFilters } from '@valik/domain/contracts';
import { ApiError } from '../query/api-error.ts';
import { StandaloneFeedbackDashboard, type LoadFeedbackDashboard } from './FeedbackDashboard.tsx';

function dashboard(overrides: Partial<FeedbackDashboardDto['aggregate']> = {}): FeedbackDashboardDto {
  const scale = (value: number, label: string) => ({ count: 5, average: value, distribution: [{ value, label, count: 5 }] });
  return {
    filters: { course_id: null, cohort_id: 7, school_id: null, school_year: 'ALL' },
    aggregate: {
      answers: 5,
      participants: 6,
      response_rate: 5 / 6,
      withheld: false,
      satisfaction: { count: 5, average: 8.4, positive_share: 0.8, distribution: [{ value: 8, count: 4 }, { value: 9, count: 1 }] },
      learning_outcomes: [{ outcome: 'Reads a balance sheet', count: 5, average: 7.5 }],
      difficulty: scale(5, 'Just right'),
      time_spent: null,
      teacher_competence: null,
      self_performance: null,
      texts: { highlights: ['The projects'], bothered: [], learnings: [], teacher: [], improvement: [], future_courses: [] },
      ...overrides,
    },
    options: { courses: [], cohorts: [], schools: [{ id: 3, name: 'Tallinna Kool' }] },
  };
}

let container: HTMLElement | undefined;
afterEach(() => {
  if (!container) return;
  render(null, container);
  container.remove();
  container = undefined;
});

async function show(lang: string, load: LoadFeedbackDashboard) {
  const element = document.createElement('div');
  document.body.append(element);
  container = element;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const app = (
    <QueryClientProvider client={client}>
      <StandaloneFeedbackDashboard lang={lang} cohortId={7} load={load} />
    </QueryClientProvider>
  );
  // JSX is typed as React's (@types/react); Preact draws it through compat
  await act(() => render(app as unknown as ComponentChild, element));
  return element;
}

const textOf = (element: HTMLElement) => element.textContent ?? '';

describe('the feedback dashboard in the console', () => {
  it('asks the loader for its cohort and draws the answer in Russian with its own tables', async () => {
    const asked: FeedbackFilters[] = [];
    const screen = await show('ru', async (filters) => {
      asked.push(filters);
      return dashboard();
    });
    await vi.waitFor(() => expect(textOf(screen)).toContain('Ответили 5 из 6 (83%).'));
    expect(asked).toEqual([{ school_year: 'ALL', cohort_id: 7 }]);
    const text = textOf(screen);
    expect(text).toContain('Доля ответивших');
    expect(text).toContain('Удовлетворённость (1–10)');
    // a labelled scale's option, and the average said as the nearest option
    expect(text).toContain('В самый раз');
    expect(text).toContain('В среднем: В самый раз (5 ответов).');
    expect(text).toContain('Что понравилось больше всего (1)');
    // the school filter of an admin, in Russian
    expect(screen.querySelector('[role="group"]')?.textContent).toContain('Школа');
  });

  it('says in Estonian that answers of fewer than 3 students are withheld', async () => {
    const screen = await show('et', async () => dashboard({ answers: 2, withheld: true, satisfaction: null, texts: null }));
    await vi.waitFor(() => expect(textOf(screen)).toContain('Vastanud on vähem kui 3 õpilast'));
    expect(textOf(screen)).toContain('Vastamismäär');
  });

  it('shows the message of a failed load and tries again when asked', async () => {
    let calls = 0;
    const screen = await show('ru', async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(503, 'UNAVAILABLE', 'Сервис временно недоступен');
      return dashboard();
    });
    await vi.waitFor(() => expect(textOf(screen)).toContain('Сервис временно недоступен'));
    const retry = [...screen.querySelectorAll('button')].find((b) => b.textContent === 'Попробовать ещё раз');
    expect(retry).toBeDefined();
    await act(() => retry?.click());
    await vi.waitFor(() => expect(textOf(screen)).toContain('Доля ответивших'));
    expect(calls).toBe(2);
  });

  it('shows "no access" without a retry: asking again would not change it', async () => {
    const screen = await show('ru', async () => {
      throw new ApiError(403, 'FORBIDDEN', 'Нет доступа к этой группе');
    });
    await vi.waitFor(() => expect(textOf(screen)).toContain('Нет доступа к этой группе'));
    expect([...screen.querySelectorAll('button')].some((b) => b.textContent === 'Попробовать ещё раз')).toBe(false);
  });
});
