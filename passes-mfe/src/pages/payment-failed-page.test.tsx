import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { hydrateServerHtml } from '@chalein/testing/server-render-harness';
import { createTestI18n } from '@chalein/testing/i18n';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import type { PaymentResultState } from '../lib/payment-result';
import { PaymentFailedPage } from './payment-failed-page';

function pageWithState(state?: PaymentResultState | Record<string, unknown>) {
  return (
    <ThemeProvider>
      <MemoryRouter initialEntries={[{ pathname: '/failed', state }]}>
        <Routes>
          <Route path="/failed" element={<PaymentFailedPage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>
  );
}

function renderWithState(state?: PaymentResultState | Record<string, unknown>) {
  render(pageWithState(state));
}

test("shows 'Payment Failed', the spec's text and Back to Home", () => {
  renderWithState();
  expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
  expect(screen.getByText('Unfortunately, your payment was not successful. Please check your details and try again.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('link', { name: /Try again/ })).not.toBeInTheDocument();
});

test('shows the reason and a way back to the pass when the pass page sent them', () => {
  renderWithState({ errorReason: 'Payment failed. Please try again.', passPath: '/moonlight_pass', passName: 'Moonlight Saver Pass' });
  expect(screen.getByRole('alert')).toHaveTextContent('Payment failed. Please try again.');
  expect(screen.getByRole('link', { name: 'Try again to buy the Moonlight Saver Pass' })).toHaveAttribute('href', '/moonlight_pass');
});

test('ignores a state that points anywhere else', () => {
  renderWithState({ passPath: 'https://evil.example/pay', errorReason: 42 });
  expect(screen.queryByRole('link', { name: /Try again/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("the server's HTML is the page without the navigation state; hydrated with it, the reason and Try again follow", async () => {
  const dismissed = { errorReason: 'Payment failed. Please try again.', passPath: '/moonlight_pass', passName: 'Moonlight Saver Pass' };
  // the server renders the address without the navigation state, which only the browser keeps
  const { container, hydrationErrors } = await hydrateServerHtml(pageWithState(dismissed), { serverElement: pageWithState() });
  expect(hydrationErrors).toEqual([]);
  const page = within(container);
  expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeInTheDocument();
  expect(page.getByRole('alert')).toHaveTextContent('Payment failed. Please try again.');
  expect(page.getByRole('link', { name: 'Try again to buy the Moonlight Saver Pass' })).toHaveAttribute('href', '/moonlight_pass');
});

test.each([
  ['hi', 'भुगतान नहीं हुआ', 'फिर से कोशिश करें — Student Pass ख़रीदने के लिए', 'होम पर वापस जाएँ'],
  ['kn', 'ಪಾವತಿ ವಿಫಲವಾಗಿದೆ', 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ — Student Pass ಖರೀದಿಸಲು', 'ಮುಖಪುಟಕ್ಕೆ ಹಿಂತಿರುಗಿ'],
] as const)('in %s the heading, Try again and Back to Home read in that language', (language, heading, tryAgain, home) => {
  render(
    <I18nextProvider i18n={createTestI18n(language)}>
      {pageWithState({ passPath: '/student_pass', passName: 'Student Pass' })}
    </I18nextProvider>,
  );
  expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: tryAgain })).toHaveAttribute('href', '/student_pass');
  expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', '/');
});
