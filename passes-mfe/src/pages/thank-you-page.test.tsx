import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@chalein/shared/api/client';
import { getPurchaseStatus } from '@chalein/shared/api/passes';
import { hydrateServerHtml } from '@chalein/testing/server-render-harness';
import { createTestI18n } from '@chalein/testing/i18n';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import type { PaymentResultState } from '../lib/payment-result';
import { CONFIRM_POLL_ATTEMPTS, CONFIRM_POLL_MS, ThankYouPage } from './thank-you-page';

jest.mock('@chalein/shared/api/passes', () => ({ getPurchaseStatus: jest.fn() }));
const mockedGetPurchaseStatus = jest.mocked(getPurchaseStatus);

function pageWithState(state?: PaymentResultState) {
  return (
    <ThemeProvider>
      <MemoryRouter initialEntries={[{ pathname: '/thankyou', state }]}>
        <Routes>
          <Route path="/thankyou" element={<ThankYouPage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>
  );
}

function renderWithState(state?: PaymentResultState) {
  render(pageWithState(state));
}

beforeEach(() => jest.resetAllMocks());
afterEach(() => jest.useRealTimers());

test('opened directly (no payment in the navigation state) it claims no purchase and links to pricing', () => {
  renderWithState();
  expect(screen.getByRole('heading', { name: 'Nothing to show here' })).toBeInTheDocument();
  expect(screen.getByText(/no pass purchase to show/)).toBeInTheDocument();
  expect(screen.queryByText('Pass purchased successfully!')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /Thank you/ })).not.toBeInTheDocument();
  expect(screen.queryByText('N/A')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See passes and prices' })).toHaveAttribute('href', '/pricing');
  expect(mockedGetPurchaseStatus).not.toHaveBeenCalled();
});

test("shows 'N/A' for the payment id when a purchase arrives without one, with Back to Home", () => {
  renderWithState({ passName: 'Daylight Saver Pass' });
  expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
  expect(screen.getByText('Pass purchased successfully!')).toBeInTheDocument();
  expect(screen.getByText('N/A')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  expect(mockedGetPurchaseStatus).not.toHaveBeenCalled();
});

test('shows the payment id, the pass and its validity in Bengaluru time', () => {
  renderWithState({
    paymentId: 'pay_Paid0000000001',
    passName: 'Daylight Saver Pass',
    issuedPass: { passName: 'Daylight Saver Pass', validFrom: '2026-03-10T00:30:00.000Z', validUntil: '2026-03-10T12:30:00.000Z' },
  });
  expect(screen.getByText('pay_Paid0000000001')).toBeInTheDocument();
  expect(screen.getByText('10 March 2026, 6:00 am')).toBeInTheDocument();
  expect(screen.getByText('10 March 2026, 6:00 pm')).toBeInTheDocument();
});

test('follows a payment being confirmed until the server has it, and never says it failed', async () => {
  jest.useFakeTimers();
  mockedGetPurchaseStatus
    .mockResolvedValueOnce({ orderStatus: 'created', passIssued: false })
    .mockRejectedValueOnce(new ApiError('Network Error: the server could not be reached.', null))
    .mockResolvedValueOnce({
      orderStatus: 'paid',
      passIssued: true,
      issuedPass: { passName: 'Gold Pass', validFrom: '2026-03-10T04:30:00.000Z', validUntil: '2026-06-10T04:30:00.000Z' },
    });
  renderWithState({
    paymentId: 'pay_Paid0000000003',
    orderId: 'order_Test0000000003',
    customerid: 7,
    confirming: true,
    notice: 'Failed to update payment status.',
  });
  expect(screen.getByRole('heading', { name: 'Thank you! Your payment is being confirmed' })).toBeInTheDocument();
  expect(screen.getByText('Failed to update payment status.')).toBeInTheDocument();
  expect(screen.getByText('Confirming your payment...')).toBeInTheDocument();
  expect(screen.queryByText('Pass purchased successfully!')).not.toBeInTheDocument();

  await act(async () => jest.advanceTimersByTimeAsync(CONFIRM_POLL_MS * 2));
  expect(await screen.findByText('Pass purchased successfully!')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
  expect(screen.getByText(/Gold Pass/, { selector: 'strong' })).toBeInTheDocument();
  expect(mockedGetPurchaseStatus).toHaveBeenCalledTimes(3);
  expect(mockedGetPurchaseStatus).toHaveBeenCalledWith({ order_id: 'order_Test0000000003', customerid: 7 });
  expect(screen.queryByText(/failed|not successful/i)).not.toBeInTheDocument();
});

test('after a long wait it says the pass will still come, with how to reach support', async () => {
  jest.useFakeTimers();
  mockedGetPurchaseStatus.mockResolvedValue({ orderStatus: 'attempted', passIssued: false });
  renderWithState({ paymentId: 'pay_Paid0000000004', orderId: 'order_Test0000000004', customerid: 8, confirming: true });
  await act(async () => jest.advanceTimersByTimeAsync(CONFIRM_POLL_MS * CONFIRM_POLL_ATTEMPTS));
  expect(screen.getByText(/This is taking longer than usual/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'support@chalein.in' })).toBeInTheDocument();
  expect(mockedGetPurchaseStatus).toHaveBeenCalledTimes(CONFIRM_POLL_ATTEMPTS);
  expect(screen.queryByText(/not successful|Payment failed/)).not.toBeInTheDocument();
});

test("the server's HTML says neither 'Thank you!' nor 'Nothing to show here'; hydrated with the payment, the page shows it", async () => {
  const paid = { paymentId: 'pay_Paid0000000001', passName: 'Daylight Saver Pass' };
  // the server renders the address without the navigation state, which only the browser keeps
  const { container, hydrationErrors } = await hydrateServerHtml(pageWithState(paid), { serverElement: pageWithState() });
  expect(hydrationErrors).toEqual([]);
  const page = within(container);
  expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
  expect(page.getByText('pay_Paid0000000001')).toBeInTheDocument();
  expect(page.queryByText('Nothing to show here')).not.toBeInTheDocument();
});

test("without scripts the server's HTML says where a bought pass is, and its 'Loading...' can be hidden", () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(pageWithState());
  // the browser reads a noscript's content as markup only when scripts are off; here it is its text
  const noscript = container.querySelector('noscript');
  expect(noscript?.textContent).toContain('A pass you have bought is in the Chalein Rider App under Passes');
  expect(noscript?.textContent).toContain('href="/pricing"');
  // passes.css hides this wrapper where scripting is off: the state it waits for is never read then
  expect(container.querySelector('.result-card__pending')).toHaveTextContent('Loading...');
});

test.each([
  ['hi', 'धन्यवाद!', 'पास सफलतापूर्वक ख़रीदा गया!', '10 मार्च 2026, 10:00 am'],
  ['kn', 'ಧನ್ಯವಾದಗಳು!', 'ಪಾಸ್ ಯಶಸ್ವಿಯಾಗಿ ಖರೀದಿಸಲಾಗಿದೆ!', 'ಮಾರ್ಚ್ 10, 2026, 10:00 AM'],
] as const)('in %s a paid purchase is thanked in that language, the validity in IST', (language, heading, purchased, validFrom) => {
  render(
    <I18nextProvider i18n={createTestI18n(language)}>
      {pageWithState({
        paymentId: 'pay_Paid0000000009',
        passName: 'Gold Pass',
        issuedPass: { passName: 'Gold Pass', validFrom: '2026-03-10T04:30:00.000Z', validUntil: '2026-06-10T04:30:00.000Z' },
      })}
    </I18nextProvider>,
  );
  expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  expect(screen.getByText(purchased)).toHaveAttribute('role', 'status');
  expect(screen.getByText(validFrom, { selector: 'strong' })).toBeInTheDocument();
});
