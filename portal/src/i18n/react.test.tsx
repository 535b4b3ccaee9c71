// useTranslation() in a real React render (react-test-renderer, no DOM needed): a component draws again
// in the new language when it changes, and when a page's table arrives; a provider's instance is read
// instead of the portal's.
import { useMemo } from 'react';
import { act, create, type ReactTestRenderer } from 'react-test-renderer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createI18n, i18n as portalI18n } from './index.ts';
import { etCore } from './et.ts';
import { ru } from './ru.ts';
import { I18nProvider, useTranslation } from './react.tsx';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

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

const text = (renderer: ReactTestRenderer) => {
  const node = renderer.toJSON();
  if (!node || Array.isArray(node)) throw new Error('expected one element');
  return { lang: node.props.lang as string, text: (node.children ?? []).join('') };
};

describe('useTranslation', () => {
  let previousActEnvironment: boolean | undefined;
  beforeAll(() => {
    previousActEnvironment = globalThis.IS_REACT_ACT_ENVIRONMENT;
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = previousActEnvironment;
  });

  it('draws the component again when the language changes or a table is added', async () => {
    const i18n = createI18n('et', { et: etCore });
    let renderer!: ReactTestRenderer;
    await act(async () => {
      renderer = create(
        <I18nProvider i18n={i18n}>
          <Seats count={5} />
        </I18nProvider>,
      );
    });
    expect(text(renderer)).toEqual({ lang: 'et', text: 'Logi sisse · 5 seats left · Invoices' });

    await act(async () => i18n.addResourceBundle('et', { '{{count}} seats left': 'vabu kohti: {{count}}', Invoices: 'Arved' }, false));
    expect(text(renderer).text).toBe('Logi sisse · vabu kohti: 5 · Arved');

    await act(async () => {
      i18n.addResourceBundle('ru', ru);
      i18n.changeLanguage('ru');
    });
    expect(text(renderer)).toEqual({ lang: 'ru', text: 'Войти · Осталось 5 мест · Счета' });

    await act(async () => i18n.changeLanguage('en'));
    expect(text(renderer)).toEqual({ lang: 'en', text: 'Log in · 5 seats left · Invoices' });
    await act(async () => renderer.unmount());
  });

  it('reads the portal’s instance when no provider names one', async () => {
    let renderer!: ReactTestRenderer;
    await act(async () => {
      renderer = create(<Seats count={1} />);
    });
    expect(text(renderer).lang).toBe(portalI18n.language);
    expect(text(renderer).text).toBe(portalI18n.t('Log in') + ' · ' + portalI18n.t('{{count}} seats left', { count: 1 }) + ' · ' + portalI18n.t('Invoices'));
    await act(async () => renderer.unmount());
  });
});
