// useTranslation() in a real render through Preact (the portal's aliases: `react` is preact/compat), in a
// DOM: a component draws again in the new language when it changes, and when a table arrives; without a
// provider it says so instead of showing keys.
import { useMemo } from 'react';
import * as React from 'react';
import * as compat from 'preact/compat';
import { render, type ComponentChild } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { I18n } from './translator.ts';
import { I18nProvider, useTranslation } from './react.tsx';

function Seats({ count }: { count: number }) {
  const { t, i18n } = useTranslation();
  // a memo on t: it must compute again when the language changes
  const title = useMemo(() => t('Log in'), [t]);
  return (
    <p lang={i18n.language}>
      {title} · {t('{{count}} seats left', { count })} · {t('Invoices')}
    </p>
  );
}

const et = { 'Log in': 'Logi sisse' };
const ru = {
  'Log in': 'Войти',
  '{{count}} seats left_one': 'Осталось {{count}} место',
  '{{count}} seats left_few': 'Осталось {{count}} места',
  '{{count}} seats left_many': 'Осталось {{count}} мест',
  '{{count}} seats left_other': 'Осталось {{count}} места',
  Invoices: 'Счета',
};

let container: HTMLElement | undefined;
afterEach(() => {
  if (!container) return;
  render(null, container);
  container.remove();
  container = undefined;
});
function mount(node: React.ReactNode) {
  const element = document.createElement('div');
  document.body.append(element);
  container = element;
  // JSX is typed as React's (@types/react); Preact draws it through compat
  render(node as unknown as ComponentChild, element);
}
const shown = () => {
  const p = container?.querySelector('p');
  return { lang: p?.getAttribute('lang'), text: p?.textContent };
};

describe('useTranslation', () => {
  it('runs on Preact: the tests resolve React to preact/compat, as the built portal does', () => {
    expect(React.useSyncExternalStore).toBe(compat.useSyncExternalStore);
  });

  it('draws the component again when the language changes or a table is added', async () => {
    const i18n = new I18n('et', { et: { ...et } });
    await act(() => mount(<I18nProvider i18n={i18n}><Seats count={5} /></I18nProvider>));
    expect(shown()).toEqual({ lang: 'et', text: 'Logi sisse · 5 seats left · Invoices' });

    await act(() => i18n.addResourceBundle('et', { '{{count}} seats left': 'vabu kohti: {{count}}', Invoices: 'Arved' }, false));
    expect(shown().text).toBe('Logi sisse · vabu kohti: 5 · Arved');

    await act(() => {
      i18n.addResourceBundle('ru', ru);
      i18n.changeLanguage('ru');
    });
    expect(shown()).toEqual({ lang: 'ru', text: 'Войти · Осталось 5 мест · Счета' });

    await act(() => i18n.changeLanguage('en'));
    expect(shown()).toEqual({ lang: 'en', text: 'Log in · 5 seats left · Invoices' });
  });

  it('reads the instance of the nearest provider', async () => {
    const outer = new I18n('et', { et: { ...et } });
    const inner = new I18n('ru', { ru: { ...ru } });
    await act(() => mount(<I18nProvider i18n={outer}><I18nProvider i18n={inner}><Seats count={21} /></I18nProvider></I18nProvider>));
    expect(shown()).toEqual({ lang: 'ru', text: 'Войти · Осталось 21 место · Счета' });
  });

  it('refuses to draw without a provider, rather than show keys', () => {
    expect(() => mount(<Seats count={1} />)).toThrow(/I18nProvider/);
  });
});
