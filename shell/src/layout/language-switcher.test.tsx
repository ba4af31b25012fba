import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createTestI18n } from '@chalein/testing/i18n';
import type { Language } from '@chalein/shared/lib/i18n/languages';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { Header } from './header';

// the router's location has no language prefix: the shell's router has it as its basename
function renderHeaderIn(language: Language, path: string) {
  render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <ThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <Header />
        </MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

function forgetCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

afterEach(forgetCookies);

test('links the same page, query included, in each other language, as plain links with their language named', () => {
  renderHeaderIn('hi', '/jobs_details/3/driver-partner-coordinator?from=home');
  const switcher = screen.getByRole('list', { name: 'भाषा' });
  const english = within(switcher).getByRole('link', { name: 'English' });
  const kannada = within(switcher).getByRole('link', { name: 'ಕನ್ನಡ' });
  expect(english).toHaveAttribute('href', '/jobs_details/3/driver-partner-coordinator?from=home');
  expect(kannada).toHaveAttribute('href', '/kn/jobs_details/3/driver-partner-coordinator?from=home');
  expect(english).toHaveAttribute('hreflang', 'en-IN');
  expect(english).toHaveAttribute('lang', 'en-IN');
  expect(kannada).toHaveAttribute('hreflang', 'kn-IN');
  expect(kannada).toHaveAttribute('lang', 'kn-IN');
});

test("marks the page's own language as current, and does not link it", () => {
  renderHeaderIn('kn', '/pricing');
  const switcher = screen.getByRole('list', { name: 'ಭಾಷೆ' });
  expect(within(switcher).queryByRole('link', { name: 'ಕನ್ನಡ' })).toBeNull();
  const current = within(switcher).getByText('ಕನ್ನಡ');
  expect(current).toHaveAttribute('aria-current', 'true');
  expect(current).toHaveAttribute('lang', 'kn-IN');
  expect(within(switcher).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/hi/pricing');
  expect(within(switcher).getAllByRole('link')).toHaveLength(2);
});

test('the home page in Hindi is /hi, and in English /', () => {
  renderHeaderIn('kn', '/');
  const switcher = screen.getByRole('list', { name: 'ಭಾಷೆ' });
  expect(within(switcher).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/hi');
  expect(within(switcher).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
});

test('a click remembers the choice in a cookie before the page goes', async () => {
  renderHeaderIn('en', '/faq');
  const hindi = within(screen.getByRole('list', { name: 'Language' })).getByRole('link', { name: 'हिन्दी' });
  // jsdom cannot load another page: the click's own handling is what is tested
  hindi.addEventListener('click', (event) => event.preventDefault());
  expect(document.cookie).not.toContain('chalein_language=');
  await userEvent.click(hindi);
  expect(document.cookie).toContain('chalein_language=hi');
});
