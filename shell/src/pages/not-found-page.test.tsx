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
  ['en', 'Unexpected Application Error!', 'Back to Home', 'Something went wrong.'],
  ['hi', 'अचानक कोई गड़बड़ी हो गई!', 'होम पर वापस जाएँ', 'कुछ गड़बड़ हो गई।'],
  ['kn', 'ಅನಿರೀಕ್ಷಿತ ದೋಷ ಸಂಭವಿಸಿದೆ!', 'ಮುಖಪುಟಕ್ಕೆ ಹಿಂತಿರುಗಿ', 'ಏನೋ ತಪ್ಪಾಗಿದೆ.'],
] as const)('the error screen in %s', (language, heading, back, detail) => {
  renderIn(language, <RouteErrorPage error="not an Error" />);
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByText(detail)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/');
});
