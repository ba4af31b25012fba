import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createTestI18n } from '@chalein/testing/i18n';
import { ApiError } from '@chalein/shared/api/client';
import { getPassReceipt } from '@chalein/shared/api/passes';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { paidReceipt } from './api-fixtures';
import passesEn from '../../locales/en/passes.json';
import { formatReceiptAmount, PassReceiptPage } from './pass-receipt-page';

const receiptMessages = passesEn.receiptPage;

jest.mock('@chalein/shared/api/passes', () => ({ getPassReceipt: jest.fn() }));
const mockedGetPassReceipt = jest.mocked(getPassReceipt);

function renderReceipt(token = '12.abcdefghijklmnopqrstuv') {
  render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[`/passes/receipt/${token}`]}>
        <Routes>
          <Route path="/passes/receipt/:token" element={<PassReceiptPage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** The value the receipt shows beside `term`. */
function readFact(term: string): string {
  const row = screen.getByText(term, { selector: 'dt' }).parentElement;
  return within(row!).getByRole('definition').textContent ?? '';
}

beforeEach(() => jest.resetAllMocks());

test('asks for the receipt of the link it was opened with and says it is loading meanwhile', async () => {
  mockedGetPassReceipt.mockReturnValue(new Promise(() => undefined));
  renderReceipt('12.abcdefghijklmnopqrstuv');
  expect(screen.getByRole('heading', { name: 'Pass receipt' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(mockedGetPassReceipt).toHaveBeenCalledWith('12.abcdefghijklmnopqrstuv');
});

test('shows the pass, the buyer, the amount in rupees, the payment id, the date and the validity', async () => {
  mockedGetPassReceipt.mockResolvedValue(paidReceipt);
  renderReceipt();
  await screen.findByText('Daylight Saver Pass');
  expect(readFact('Bought by')).toBe('Priya Nair');
  expect(readFact('Amount paid')).toBe('₹339.00');
  expect(readFact('Payment ID')).toBe('pay_Paid0000000001');
  expect(readFact('Order number')).toBe('12');
  expect(readFact('Paid on')).toBe('9 March 2026, 9:30 pm');
  expect(readFact('Valid')).toBe('10 March 2026, 6:00 am to 10 March 2026, 6:00 pm');
  expect(readFact('Status')).toBe('Paid');
  expect(screen.queryByText(/Refunded/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: receiptMessages.print })).toBeInTheDocument();
  expect(document.title).toBe('Pass receipt | Chalein');
});

test('after a refund it says refunded, with the day, and that the pass is no longer valid', async () => {
  mockedGetPassReceipt.mockResolvedValue({ ...paidReceipt, status: 'refunded', refundedAt: '2026-03-11T05:00:00.000Z' });
  renderReceipt();
  const notice = (await screen.findByText('Refunded', { selector: 'strong' })).closest('p');
  expect(notice).toHaveAttribute('role', 'status');
  expect(notice).toHaveTextContent('Refunded on 11 March 2026, 10:30 am.');
  expect(notice).toHaveTextContent('the pass is no longer valid');
  expect(readFact('Status')).toBe('Refunded');
  expect(readFact('Valid')).toMatch(/^No longer valid \(refunded\)/);
  // what was paid stays on the receipt
  expect(readFact('Amount paid')).toBe('₹339.00');
});

test('a link that is not ours finds no receipt, and says so without a Retry', async () => {
  mockedGetPassReceipt.mockRejectedValue(new ApiError(receiptMessages.notFound, 404));
  renderReceipt('12.changedchangedchanged');
  expect(await screen.findByRole('heading', { name: receiptMessages.notFoundTitle })).toBeInTheDocument();
  expect(screen.getByText(receiptMessages.notFound)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See passes and prices' })).toHaveAttribute('href', '/pricing');
});

test('a failed request says so and Retry asks again', async () => {
  mockedGetPassReceipt.mockRejectedValueOnce(new ApiError('Network Error: the server could not be reached.', null));
  mockedGetPassReceipt.mockResolvedValueOnce(paidReceipt);
  renderReceipt();
  expect(await screen.findByRole('alert')).toHaveTextContent(receiptMessages.loadFailed);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Daylight Saver Pass')).toBeInTheDocument();
  expect(mockedGetPassReceipt).toHaveBeenCalledTimes(2);
});

test('Print this receipt opens the browser print dialog', async () => {
  mockedGetPassReceipt.mockResolvedValue(paidReceipt);
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  renderReceipt();
  await userEvent.click(await screen.findByRole('button', { name: receiptMessages.print }));
  expect(print).toHaveBeenCalledTimes(1);
});

test('amounts in paise are written in rupees with Indian grouping and paise', () => {
  expect(formatReceiptAmount(33_900)).toBe('₹339.00');
  expect(formatReceiptAmount(12_345_605)).toBe('₹1,23,456.05');
  expect(formatReceiptAmount(0)).toBe('₹0.00');
});

test.each([
  ['hi', 'पास की रसीद', 'भुगतान की तारीख़', '9 मार्च 2026, 9:30 pm', 'यह रसीद प्रिंट करें', 'भुगतान हो गया'],
  ['kn', 'ಪಾಸ್ ರಸೀದಿ', 'ಪಾವತಿಸಿದ ದಿನಾಂಕ', 'ಮಾರ್ಚ್ 9, 2026, 9:30 PM', 'ಈ ರಸೀದಿಯನ್ನು ಮುದ್ರಿಸಿ', 'ಪಾವತಿಸಲಾಗಿದೆ'],
] as const)(
  'in %s the receipt reads in that language, dates in IST, the amount in ₹ with Latin digits',
  async (language, heading, paidOn, date, print, paid) => {
    mockedGetPassReceipt.mockResolvedValue(paidReceipt);
    render(
      <I18nextProvider i18n={createTestI18n(language)}>
        <ThemeProvider>
          <MemoryRouter initialEntries={['/passes/receipt/12.abcdefghijklmnopqrstuv']}>
            <Routes>
              <Route path="/passes/receipt/:token" element={<PassReceiptPage />} />
            </Routes>
          </MemoryRouter>
        </ThemeProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await screen.findByText('Daylight Saver Pass');
    expect(readFact(paidOn)).toBe(date);
    expect(screen.getByText('₹339.00')).toBeInTheDocument();
    expect(screen.getByText(paid, { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: print })).toBeInTheDocument();
  },
);
