// QueryState's Estonian, a module of its own so that a page in Estonian never loads the Russian.
import type { Dictionary } from '../i18n/translator.ts';

export const queryStateEt: Dictionary = {
  Loading: 'Laadimine',
  'Try again': 'Proovi uuesti',
  'Something went wrong. Please try again.': 'Midagi läks valesti. Palun proovi uuesti.',
};
