import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createTestI18n } from '@chalein/testing/i18n';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

function renderIn(language: 'en' | 'hi' | 'kn', page: React.ReactNode) {
  render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <MemoryRouter initialEntries={['/no-such-page']}>{page}</MemoryRouter>
    </I18nextProvider>,
  );
}

test("the 404 page in English is the spec's", () => {
  renderIn('en', <NotFoundPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'you are lost!' })).toBeInTheDocument();
  expect(screen.getByText('#404')).toBeInTheDocument();
  expect(screen.getByText(/No route matches URL/)).toHaveTextContent('No route matches URL /no-such-page');
  expect(screen.getByRole('link', { name: 'GO BACK' })).toHaveAttribute('href', '/');
});

test.each([
  ['hi', 'आप रास्ता भटक गए हैं!', 'वापस जाएँ'],
  ['kn', 'ನೀವು ದಾರಿ ತಪ್ಪಿದ್ದೀರಿ!', 'ಹಿಂದಕ್ಕೆ ಹೋಗಿ'],
] as const)('the 404 page in %s', (language, heading, back) => {
  renderIn(language, <NotFoundPage />);
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/');
  expect(screen.getByText('/no-such-page')).toBeInTheDocument();
});

test.each([
  [
    'en',
    'Unexpected Application Error!',
    'Back to Home',
    'Try again',
    'Something went wrong while showing this page.',
    'Technical details',
  ],
  ['hi', 'अचानक कोई गड़बड़ी हो गई!', 'होम पर वापस जाएँ', 'फिर से कोशिश करें', 'यह पेज दिखाते समय कुछ गड़बड़ हो गई।', 'तकनीकी जानकारी'],
  ['kn', 'ಅನಿರೀಕ್ಷಿತ ದೋಷ ಸಂಭವಿಸಿದೆ!', 'ಮುಖಪುಟಕ್ಕೆ ಹಿಂತಿರುಗಿ', 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ', 'ಈ ಪುಟವನ್ನು ತೋರಿಸುವಾಗ ಏನೋ ತಪ್ಪಾಗಿದೆ.', 'ತಾಂತ್ರಿಕ ವಿವರಗಳು'],
] as const)(
  "the error screen in %s: a human message, and the developers' one folded away",
  (language, heading, back, retry, text, technical) => {
    const { container } = render(
      <I18nextProvider i18n={createTestI18n(language)}>
        <MemoryRouter>
          <RouteErrorPage error={new TypeError("Cannot read properties of undefined (reading 'map')")} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${text}`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: retry })).toBeInTheDocument();
    // the error's message only inside a closed disclosure, never in the text a visitor reads first
    const details = container.querySelector('details');
    expect(details?.open).toBe(false);
    expect(details?.querySelector('summary')?.textContent).toBe(technical);
    expect(details?.textContent).toContain("Cannot read properties of undefined (reading 'map')");
    details?.remove();
    expect(container.textContent).not.toMatch(/Cannot read|undefined/);
  },
);

test('an error without a message shows no empty technical details', () => {
  renderIn('hi', <RouteErrorPage error="not an Error" />);
  expect(screen.getByText(/यह पेज दिखाते समय/)).toBeInTheDocument();
  expect(document.querySelector('details')).toBeNull();
});
