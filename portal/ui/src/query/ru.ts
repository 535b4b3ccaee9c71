// QueryState's Russian, a module of its own so that a page in Estonian never loads it.
import type { Dictionary } from '../i18n/translator.ts';

export const queryStateRu: Dictionary = {
  Loading: 'Загрузка',
  'Try again': 'Попробовать ещё раз',
  'Something went wrong. Please try again.': 'Что-то пошло не так. Пожалуйста, попробуйте ещё раз.',
};
