import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createI18n } from '@chalein/shared/lib/i18n/create-i18n';
import type { Language } from '@chalein/shared/lib/i18n/languages';
import { createTestI18n } from '@chalein/testing/i18n';
import '../lib/shell-texts';
import { LanguageSuggestion } from './language-suggestion';

function suggestionIn(language: Language, path: string, i18n = createTestI18n(language)) {
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <LanguageSuggestion />
        <p>Page</p>
      </MemoryRouter>
    </I18nextProvider>
  );
}

function setBrowserLanguages(languages: string[]) {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

/** The suggestion comes after an effect and maybe a text file's load: its absence is checked over a while. */
async function expectNoSuggestion() {
  await expect(screen.findByRole('complementary', undefined, { timeout: 1000 })).rejects.toThrow();
}

afterEach(() => {
  jest.restoreAllMocks();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});

test("offers the visitor's chosen language in that language, linking the same page in it", async () => {
  setBrowserLanguages(['en-IN']);
  document.cookie = 'chalein_language=kn; path=/';
  render(suggestionIn('en', '/pricing?pass=gold'));
  const link = await screen.findByRole('link', { name: 'ಈ ಪುಟವನ್ನು ಕನ್ನಡದಲ್ಲಿ ಓದಿ' });
  expect(link).toHaveAttribute('href', '/kn/pricing?pass=gold');
  expect(link).toHaveAttribute('hreflang', 'kn-IN');
  expect(screen.getByRole('complementary')).toHaveAttribute('lang', 'kn-IN');
  expect(screen.getByRole('button', { name: 'ಮುಚ್ಚಿ' })).toBeInTheDocument();
});

test("with no choice made, offers the browser's first Hindi or Kannada, loading only that language's shell texts", async () => {
  setBrowserLanguages(['en-GB', 'hi-IN', 'kn-IN']);
  // an English page as the browser has it: its own texts only
  const i18n = createI18n('en', { shell: createTestI18n('en').getResourceBundle('en', 'shell') as Record<string, unknown> });
  render(suggestionIn('en', '/', i18n));
  expect(await screen.findByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' })).toHaveAttribute('href', '/hi');
  expect(i18n.hasResourceBundle('hi', 'shell')).toBe(true);
  expect(i18n.hasResourceBundle('kn', 'shell')).toBe(false);
  expect(i18n.hasResourceBundle('hi', 'common')).toBe(false);
});

test('a chosen language wins over the browser’s', async () => {
  setBrowserLanguages(['hi-IN']);
  document.cookie = 'chalein_language=en; path=/';
  render(suggestionIn('hi', '/about'));
  expect(await screen.findByRole('link', { name: 'Read this page in English' })).toHaveAttribute('href', '/about');
});

test('says nothing on a page already in that language', async () => {
  setBrowserLanguages(['kn-IN']);
  render(suggestionIn('kn', '/'));
  await expectNoSuggestion();
});

test('closing it is remembered: the next page load offers nothing', async () => {
  setBrowserLanguages(['hi-IN']);
  const { unmount } = render(suggestionIn('en', '/faq'));
  await userEvent.click(await screen.findByRole('button', { name: 'बंद करें' }));
  expect(screen.queryByRole('complementary')).toBeNull();
  expect(document.cookie).toContain('chalein_language_suggestion_closed=1');
  unmount();
  render(suggestionIn('en', '/faq'));
  await expectNoSuggestion();
});

test('following it remembers the language as the choice', async () => {
  setBrowserLanguages(['kn']);
  render(suggestionIn('en', '/faq'));
  const link = await screen.findByRole('link', { name: 'ಈ ಪುಟವನ್ನು ಕನ್ನಡದಲ್ಲಿ ಓದಿ' });
  link.addEventListener('click', (event) => event.preventDefault());
  await userEvent.click(link);
  expect(document.cookie).toContain('chalein_language=kn');
});

test("is never in the server's HTML, whatever the visitor's cookie and browser", () => {
  setBrowserLanguages(['hi-IN']);
  document.cookie = 'chalein_language=kn; path=/';
  const html = renderToString(suggestionIn('en', '/pricing'));
  expect(html).toBe('<p>Page</p>');
});
