import { renderToStaticMarkup } from 'react-dom/server';
import { I18nContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

function render(locale: 'et' | 'en', status: number, message: string): string {
  return renderToStaticMarkup(
    <I18nContext.Provider value={createI18nProvider(locale)}>
      <ErrorScreen status={status} message={message} />
    </I18nContext.Provider>,
  );
}

describe('the error screen', () => {
  it('says in Estonian that a user with a bad id could not be found', () => {
    const html = render('et', 404, 'The user could not be found');
    expect(html).toContain('Seda lehte ei leitud');
    expect(html).toContain('Kasutajat ei leitud');
    expect(html).toContain('href="/"');
  });

  it("uses the spec's English texts, 'An error occurred' for a bad course id", () => {
    const html = render('en', 400, 'The course could not be found');
    expect(html).toContain('An error occurred');
    expect(html).toContain('The course could not be found');
    expect(html).toContain('Looks like you&#x27;ve followed a broken link or entered a URL that doesn&#x27;t exist on this site.');
    expect(html).toContain('Go back to the main page');
  });
});
