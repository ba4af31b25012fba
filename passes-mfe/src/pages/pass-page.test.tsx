import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, UnsuccessfulAnswerError } from '@chalein/shared/api/client';
import {
  getCheckoutConfig,
  getPassCatalog,
  getPassDetail,
  getPurchaseStatus,
  registerRider,
  reportPaymentStatus,
} from '@chalein/shared/api/passes';
import type { PaymentOrder } from '@chalein/shared/api/types';
import { brand } from '@chalein/shared/lib/brand';
import { hydrateServerHtml } from '@chalein/testing/server-render-harness';
import { createTestI18n } from '@chalein/testing/i18n';
import { FirstScreenDataProvider, type FirstScreenData } from '@chalein/shared/lib/use-async-data';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import type { RazorpayFailureResponse, RazorpayOptions } from '../lib/checkout-script';
import passesEn from '../../locales/en/passes.json';
import { silverPass, studentPass } from './api-fixtures';
import { loadFirstScreen, PassPage } from './pass-page';
import { PaymentFailedPage } from './payment-failed-page';
import { ThankYouPage } from './thank-you-page';

const purchaseMessages = passesEn.purchase;

jest.mock('@chalein/shared/api/passes', () => ({
  getPassCatalog: jest.fn(),
  getPassDetail: jest.fn(),
  getCheckoutConfig: jest.fn(),
  registerRider: jest.fn(),
  reportPaymentStatus: jest.fn(),
  getPurchaseStatus: jest.fn(),
}));

const mocked = {
  getPassCatalog: jest.mocked(getPassCatalog),
  getPassDetail: jest.mocked(getPassDetail),
  getCheckoutConfig: jest.mocked(getCheckoutConfig),
  registerRider: jest.mocked(registerRider),
  reportPaymentStatus: jest.mocked(reportPaymentStatus),
  getPurchaseStatus: jest.mocked(getPurchaseStatus),
};

const order: PaymentOrder = {
  amount: 469,
  currency: 'INR',
  order_id: 'order_Test0000000001',
  customerid: 41,
  key: 'rzp_test_ChaleinSandbox',
  passName: 'Student Pass',
};

/** The provider's browser SDK stands in as window.Razorpay, as the real checkout script would define it. */
class FakeRazorpay {
  static last: FakeRazorpay | null = null;
  readonly options: RazorpayOptions;
  readonly failureHandlers: ((response: RazorpayFailureResponse) => void)[] = [];
  opened = false;

  constructor(options: RazorpayOptions) {
    this.options = options;
    FakeRazorpay.last = this;
  }

  open() {
    this.opened = true;
  }

  on(_event: 'payment.failed', handler: (response: RazorpayFailureResponse) => void) {
    this.failureHandlers.push(handler);
  }
}

function Probe() {
  return <p>Home page</p>;
}

function renderAt(path: string, data: FirstScreenData = {}) {
  return render(siteAt(path, data));
}

function siteAt(path: string, data: FirstScreenData = {}) {
  return (
    <ThemeProvider>
      <FirstScreenDataProvider data={data}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/student_pass" element={<PassPage />} />
            <Route path="/silver_pass" element={<PassPage />} />
            <Route path="/no_such_pass" element={<PassPage />} />
            <Route path="/thankyou" element={<ThankYouPage />} />
            <Route path="/failed" element={<PaymentFailedPage />} />
            <Route path="/" element={<Probe />} />
          </Routes>
        </MemoryRouter>
      </FirstScreenDataProvider>
    </ThemeProvider>
  );
}

beforeEach(() => {
  jest.resetAllMocks();
  FakeRazorpay.last = null;
  (window as unknown as { Razorpay?: unknown }).Razorpay = FakeRazorpay;
  mocked.getPassCatalog.mockResolvedValue([studentPass, silverPass]);
  mocked.getPassDetail.mockResolvedValue({ iPassId: 8, iStatus: 1 });
  mocked.getCheckoutConfig.mockResolvedValue({ provider: 'sandbox', key: order.key, scriptUrl: '/api/payments/sandbox/checkout.js' });
});

afterEach(() => {
  delete (window as unknown as { Razorpay?: unknown }).Razorpay;
});

/** The pass's own content, not the loading state's heading (both name the pass). */
function findPassContent() {
  return screen.findByRole('region', { name: 'Price and eligibility' });
}

async function openDetails() {
  const user = userEvent.setup();
  renderAt('/student_pass');
  await user.click(await screen.findByRole('button', { name: 'Buy Pass Now' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Enter your details' }) };
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/^Name/), 'Asha Rao');
  await user.type(within(dialog).getByLabelText(/^Mobile number/), '98765-43210');
  await user.type(within(dialog).getByLabelText(/^Email/), 'asha@example.com');
  await user.selectOptions(within(dialog).getByLabelText(/^Gender/), 'Female');
  await user.click(within(dialog).getByRole('checkbox'));
}

/** Fills the form, presses Pay Now, and waits for the checkout to open. */
async function payNow() {
  const { user, dialog } = await openDetails();
  mocked.registerRider.mockResolvedValue(order);
  await fillDetails(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
  await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
  return { user, checkout: FakeRazorpay.last! };
}

describe('the pass page', () => {
  it('shows the pass from the catalog: breadcrumb, prices, eligibility, benefits, how to avail and terms', async () => {
    renderAt('/student_pass');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await findPassContent();
    expect(screen.getByRole('heading', { level: 1, name: 'Student Pass' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getAllByText('₹469').length).toBeGreaterThan(0);
    expect(screen.getAllByText('₹499')[0]?.closest('s')).not.toBeNull();
    const price = screen.getByRole('region', { name: 'Price and eligibility' });
    expect(within(price).getByText('For students with a valid student ID card.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Benefits' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'How to avail' })).getByText('Tap Buy Pass Now on this page.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Terms and conditions' })).getByText('Valid for 3 months from the date of purchase.'),
    ).toBeInTheDocument();
  });

  it("says 'Loading...' while availability is unknown, then offers Buy Pass Now for status 1", async () => {
    let answer: (value: { iPassId: number; iStatus: number }) => void = () => undefined;
    mocked.getPassDetail.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAt('/student_pass');
    await findPassContent();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Pass Now' })).not.toBeInTheDocument();
    await act(async () => answer({ iPassId: 8, iStatus: 1 }));
    expect(screen.getByRole('button', { name: 'Buy Pass Now' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(mocked.getPassDetail).toHaveBeenCalledWith(8);
  });

  it('hides Buy Pass Now for any other status and when availability cannot be loaded', async () => {
    mocked.getPassDetail.mockResolvedValueOnce({ iPassId: 8, iStatus: 0 });
    const { unmount } = renderAt('/student_pass');
    expect(await screen.findByText('This pass cannot be bought online right now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Pass Now' })).not.toBeInTheDocument();
    unmount();

    mocked.getPassDetail.mockRejectedValueOnce(new ApiError('Network Error: the server could not be reached.', null));
    renderAt('/student_pass');
    expect(await screen.findByText('This pass cannot be bought online right now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Pass Now' })).not.toBeInTheDocument();
  });

  it("on an iPhone a driver pass links the Driver App's App Store listing", async () => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)');
    renderAt('/silver_pass');
    const link = await screen.findByRole('link', { name: /Buy Pass Now in the Chalein Driver App/ });
    expect(link).toHaveAttribute('href', brand.driverApp.appStoreUrl);
    jest.restoreAllMocks();
  });

  it('links a driver pass to the Driver App store page and never asks for availability', async () => {
    renderAt('/silver_pass');
    const link = await screen.findByRole('link', { name: /Buy Pass Now in the Chalein Driver App/ });
    expect(link).toHaveAttribute('href', brand.driverApp.storeUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: 'Buy Pass Now' })).not.toBeInTheDocument();
    expect(mocked.getPassDetail).not.toHaveBeenCalled();
    expect(screen.getByText('For drivers with at least 50 completed rides.')).toBeInTheDocument();
    // the one catalog price, not the 500 of the old detail page
    expect(screen.getAllByText('₹499').length).toBeGreaterThan(0);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows a failure with Retry, and a pass missing from the catalog as not on sale', async () => {
    mocked.getPassCatalog.mockRejectedValueOnce(new Error('timeout'));
    const { unmount } = renderAt('/student_pass');
    expect(await screen.findByText('Could not load this pass: timeout')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findPassContent()).toBeInTheDocument();
    unmount();

    renderAt('/no_such_pass');
    expect(await screen.findByText(/This pass is not on sale right now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  });
});

describe("the details modal 'Enter your details'", () => {
  it('asks for name, mobile, email and gender (Select gender first), with Close and Pay Now', async () => {
    const { user, dialog } = await openDetails();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus();
    expect(within(dialog).getByLabelText(/^Mobile number/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Email/)).toBeInTheDocument();
    const gender = within(dialog).getByLabelText(/^Gender/);
    expect(gender).toHaveDisplayValue('Select gender');
    expect(
      within(gender)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select gender', 'Male', 'Female', 'Other']);
    expect(within(dialog).getByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Pass Now' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const { user } = await openDetails();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('validates every field with clear messages, keeps digits only in the mobile, and clears an error on edit', async () => {
    const { user, dialog } = await openDetails();
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    expect(within(dialog).getByText('Please enter your name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter your mobile number.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter your email address.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select your gender.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please agree to let us use these details to issue your pass.')).toBeInTheDocument();
    expect(mocked.registerRider).not.toHaveBeenCalled();

    const mobile = within(dialog).getByLabelText(/^Mobile number/);
    // an incomplete number with its country code is kept as typed, never cut into a different number
    await user.type(mobile, '+91 98765');
    expect(mobile).toHaveValue('+91 98765');
    expect(within(dialog).queryByText('Please enter your mobile number.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    expect(within(dialog).getByText('Mobile number must be exactly 10 digits.')).toBeInTheDocument();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes +91 98765 43210 typed, or 098765 43210 pasted, as 9876543210 and refuses 1234567890', async () => {
    const { user, dialog } = await openDetails();
    const mobile = within(dialog).getByLabelText(/^Mobile number/);
    await user.type(mobile, '+91 98765 43210');
    expect(mobile).toHaveValue('9876543210');
    await user.clear(mobile);
    await user.click(mobile);
    await user.paste('098765 43210');
    expect(mobile).toHaveValue('9876543210');
    await user.clear(mobile);
    await user.type(mobile, '1234567890');
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    expect(within(dialog).getByText('Mobile numbers start with 6, 7, 8 or 9.')).toBeInTheDocument();
    expect(mocked.registerRider).not.toHaveBeenCalled();
  });

  it('Pay Now with a missing field announces the summary and focuses the first field in error', async () => {
    const { user, dialog } = await openDetails();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Asha Rao');
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    expect(within(dialog).getByLabelText(/^Mobile number/)).toHaveFocus();
    expect(within(dialog).getByText('Please correct the 4 fields marked below.').closest('[role="alert"]')).not.toBeNull();
  });

  it('shows progress while the order is created, then opens the checkout with the order', async () => {
    const { user, dialog } = await openDetails();
    let answer: (value: PaymentOrder) => void = () => undefined;
    mocked.registerRider.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    expect(within(dialog).getByText('Creating your order...')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    expect(mocked.registerRider).toHaveBeenCalledWith(
      {
        name: 'Asha Rao',
        mobile: '9876543210',
        email: 'asha@example.com',
        gender: 'Female',
        iPassId: 8,
        amount: 469,
        currency: 'INR',
        consent: true,
      },
      // the order's Idempotency-Key: a Pay Now repeated after a lost answer gets this order, not a second one
      expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
    );
    await act(async () => answer(order));
    expect(screen.queryByRole('dialog', { name: 'Enter your details' })).not.toBeInTheDocument();
    const checkout = FakeRazorpay.last!;
    expect(checkout.opened).toBe(true);
    expect(checkout.options).toMatchObject({
      key: order.key,
      amount: 46900,
      currency: 'INR',
      name: 'Chalein',
      description: 'Student Pass purchase',
      order_id: order.order_id,
      prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
      notes: { customerid: '41' },
    });
    expect(screen.getByText('Complete the payment in the secure checkout window.')).toBeInTheDocument();
  });

  it.each([
    [
      new ApiError('Please select your gender.', 400, { gender: 'Please select your gender.' }),
      'Registration failed. Please try again.',
      'Please select your gender.',
    ],
    [new ApiError('Failed to create Razorpay order. Please try again.', 502), 'Failed to create Razorpay order. Please try again.', null],
    [
      new ApiError('Network Error: the server could not be reached.', null),
      'An error occurred. Please try again later.',
      'Network Error: the server could not be reached.',
    ],
    [new ApiError('The server could not answer.', 500), 'An error occurred. Please try again later.', 'The server could not answer.'],
    [
      new ApiError('This pass cannot be bought online right now.', 409),
      'Registration failed. Please try again.',
      'This pass cannot be bought online right now.',
    ],
  ])('shows the spec message when creating the order fails (%s)', async (error, message, detail) => {
    const { user, dialog } = await openDetails();
    mocked.registerRider.mockRejectedValue(error);
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    const alert = await within(dialog).findByText(message);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    if (detail) expect(within(dialog).getAllByText(detail).length).toBeGreaterThan(0);
    expect(FakeRazorpay.last).toBeNull();
    // the form keeps what was typed, ready for another try
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Asha Rao');
    expect(within(dialog).getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it('sends Pay Now again after a lost answer with the same key, and with a new one once the details change', async () => {
    const { user, dialog } = await openDetails();
    mocked.registerRider.mockRejectedValue(new ApiError('Network Error: the server could not be reached.', null));
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    await within(dialog).findByText('An error occurred. Please try again later.');
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(mocked.registerRider).toHaveBeenCalledTimes(2));
    await user.type(within(dialog).getByLabelText(/^Name/), ' K');
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(mocked.registerRider).toHaveBeenCalledTimes(3));
    const [first, retry, changed] = mocked.registerRider.mock.calls.map((call) => call[1]);
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
  });

  it.each([
    ['without a message', new UnsuccessfulAnswerError('Invalid response structure')],
    ['with a message', new UnsuccessfulAnswerError('Registration failed. Please try again.')],
  ])("an answer of success:false %s says 'Registration failed. Please try again.' and nothing raw", async (_case, error) => {
    const { user, dialog } = await openDetails();
    mocked.registerRider.mockRejectedValue(error);
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    expect(await within(dialog).findByText('Registration failed. Please try again.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Invalid response structure|An error occurred/)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Asha Rao');
  });

  it('does not create an order when the checkout cannot be loaded', async () => {
    // still loading when the details open, the checkout fails meanwhile, and again when Pay Now asks for it
    const offline = new ApiError('Network Error: the server could not be reached.', null);
    let failLoading: (error: Error) => void = () => undefined;
    mocked.getCheckoutConfig.mockReturnValueOnce(new Promise((_resolve, reject) => (failLoading = reject)));
    const { user, dialog } = await openDetails();
    mocked.getCheckoutConfig.mockRejectedValue(offline);
    await act(async () => failLoading(offline));
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    expect(await within(dialog).findByText('An error occurred. Please try again later.')).toBeInTheDocument();
    expect(within(dialog).getByText(purchaseMessages.checkoutNotLoaded)).toBeInTheDocument();
    expect(mocked.registerRider).not.toHaveBeenCalled();
  });
});

describe('the outcomes of the checkout', () => {
  it('a payment confirmed by the server: /thankyou with the payment id and the pass', async () => {
    mocked.reportPaymentStatus.mockResolvedValue({
      orderStatus: 'paid',
      passIssued: true,
      issuedPass: { passName: 'Student Pass', validFrom: '2026-03-10T04:30:00.000Z', validUntil: '2026-06-10T04:30:00.000Z' },
    });
    const { checkout } = await payNow();
    await act(async () =>
      checkout.options.handler({
        razorpay_payment_id: 'pay_Paid0000000001',
        razorpay_order_id: order.order_id,
        razorpay_signature: 'a'.repeat(64),
      }),
    );
    expect(await screen.findByText('Pass purchased successfully!')).toBeInTheDocument();
    expect(screen.getByText('pay_Paid0000000001')).toBeInTheDocument();
    expect(screen.getByText(/10 March 2026/)).toBeInTheDocument();
    expect(mocked.reportPaymentStatus).toHaveBeenCalledWith({
      order_id: order.order_id,
      customerid: 41,
      iPassId: 8,
      razorpay_id: 'pay_Paid0000000001',
      razorpay_payment_id: 'pay_Paid0000000001',
      razorpay_order_id: order.order_id,
      razorpay_signature: 'a'.repeat(64),
      amount: 469,
      currency: 'INR',
      iPaymentStatus: 1,
    });
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('a dismissed checkout: reported with status 0, then /failed with the spec text', async () => {
    mocked.reportPaymentStatus.mockResolvedValue({ orderStatus: 'failed', passIssued: false });
    const { user, checkout } = await payNow();
    await act(async () => checkout.options.modal.ondismiss());
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('Payment failed. Please try again.')).toBeInTheDocument();
    expect(
      screen.getByText('Unfortunately, your payment was not successful. Please check your details and try again.'),
    ).toBeInTheDocument();
    expect(mocked.reportPaymentStatus).toHaveBeenCalledWith(expect.objectContaining({ order_id: order.order_id, iPaymentStatus: 0 }));
    await user.click(screen.getByRole('link', { name: /Try again/ }));
    expect(await findPassContent()).toBeInTheDocument();
  });

  it('a dismissal the server already knows was paid is not a failure, and shows the payment id the server names', async () => {
    mocked.reportPaymentStatus.mockResolvedValue({ orderStatus: 'paid', passIssued: true, paymentId: 'pay_Paid0000000009' });
    const { checkout } = await payNow();
    await act(async () => checkout.options.modal.ondismiss());
    expect(await screen.findByText('Pass purchased successfully!')).toBeInTheDocument();
    expect(screen.queryByText(/not successful|Payment failed/)).not.toBeInTheDocument();
    // the checkout never named the payment; the server's paid order does, so the rider never sees 'N/A'
    expect(screen.getByText('pay_Paid0000000009')).toBeInTheDocument();
    expect(screen.queryByText('N/A')).not.toBeInTheDocument();
  });

  it('paid, but the server has not settled the order yet: being confirmed with the spec message, never failed', async () => {
    mocked.reportPaymentStatus.mockResolvedValue({ orderStatus: 'attempted', passIssued: false });
    mocked.getPurchaseStatus.mockResolvedValue({ orderStatus: 'attempted', passIssued: false });
    const { checkout } = await payNow();
    await act(async () =>
      checkout.options.handler({
        razorpay_payment_id: 'pay_Paid0000000005',
        razorpay_order_id: order.order_id,
        razorpay_signature: 'c'.repeat(64),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Thank you! Your payment is being confirmed' })).toBeInTheDocument();
    // only the confirming message: nothing that reads like an error under it
    expect(screen.queryByText('Failed to update payment status.')).not.toBeInTheDocument();
    expect(screen.getByText('pay_Paid0000000005')).toBeInTheDocument();
    expect(screen.queryByText(/not successful|Payment failed|Payment Failed/)).not.toBeInTheDocument();
  });

  it('a dismissal whose report cannot reach the server still ends on /failed', async () => {
    mocked.reportPaymentStatus.mockRejectedValue(new ApiError('Network Error: the server could not be reached.', null));
    const { checkout } = await payNow();
    await act(async () => checkout.options.modal.ondismiss());
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('Payment failed. Please try again.')).toBeInTheDocument();
  });

  it('a checkout that cannot open says so on the page and leaves Buy Pass Now ready', async () => {
    // the page loads the checkout as soon as the pass can be bought, so the broken one is in place before that
    (window as unknown as { Razorpay?: unknown }).Razorpay = function BrokenCheckout() {
      throw new Error('blocked by the browser');
    };
    const { user, dialog } = await openDetails();
    mocked.registerRider.mockResolvedValue(order);
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again later.');
    expect(screen.getByRole('button', { name: 'Buy Pass Now' })).toBeEnabled();
    expect(mocked.reportPaymentStatus).not.toHaveBeenCalled();
  });

  it.each([
    ['the server refuses the report', new ApiError('Payment verification failed.', 400), 'Failed to update payment status.'],
    [
      'the report cannot reach the server',
      new ApiError('Network Error: the server could not be reached.', null),
      'An error occurred while processing your payment.',
    ],
  ])('paid but %s: the payment is being confirmed, never failed', async (_case, error, notice) => {
    mocked.reportPaymentStatus.mockRejectedValue(error);
    mocked.getPurchaseStatus.mockResolvedValueOnce({ orderStatus: 'created', passIssued: false });
    const { checkout } = await payNow();
    await act(async () =>
      checkout.options.handler({
        razorpay_payment_id: 'pay_Paid0000000002',
        razorpay_order_id: order.order_id,
        razorpay_signature: 'b'.repeat(64),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Thank you! Your payment is being confirmed' })).toBeInTheDocument();
    expect(screen.getByText(/is being confirmed with our payment provider/)).toBeInTheDocument();
    // only the confirming message: nothing that reads like an error under it
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    expect(screen.queryByText(/An error occurred/)).not.toBeInTheDocument();
    expect(screen.getByText('pay_Paid0000000002')).toBeInTheDocument();
    expect(screen.queryByText(/not successful|Payment failed|Payment Failed/)).not.toBeInTheDocument();
    expect(mocked.getPurchaseStatus).toHaveBeenCalledWith({ order_id: order.order_id, customerid: 41 });
  });
});

describe('the first screen on the server', () => {
  it("loadFirstScreen fetches the catalog and the pass's availability under their keys; given them, Buy Pass Now is there at once", async () => {
    const data = await loadFirstScreen({ pathname: '/student_pass', params: {}, search: '' });
    expect(data).toEqual({ 'pass-catalog': [studentPass, silverPass], 'pass-detail-8': { iPassId: 8, iStatus: 1 } });
    expect(mocked.getPassDetail).toHaveBeenCalledWith(8);
    mocked.getPassCatalog.mockClear();
    mocked.getPassDetail.mockClear();
    renderAt('/student_pass', data);
    expect(screen.getByRole('heading', { level: 1, name: 'Student Pass' })).toBeInTheDocument();
    expect(screen.getAllByText('₹469').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Buy Pass Now' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    // the checkout's script may be fetched ahead of Pay Now; the first screen's data is not asked for again
    expect(mocked.getPassCatalog).not.toHaveBeenCalled();
    expect(mocked.getPassDetail).not.toHaveBeenCalled();
  });

  it('a driver pass loads only the catalog (it is bought in the Driver App), and shows at once', async () => {
    const data = await loadFirstScreen({ pathname: '/silver_pass', params: {}, search: '' });
    expect(data).toEqual({ 'pass-catalog': [studentPass, silverPass] });
    expect(mocked.getPassDetail).not.toHaveBeenCalled();
    mocked.getPassCatalog.mockClear();
    renderAt('/silver_pass', data);
    expect(screen.getByRole('heading', { level: 1, name: 'Silver Driver Pass' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Buy Pass Now/ })).toHaveAttribute('target', '_blank');
    expect(mocked.getPassCatalog).not.toHaveBeenCalled();
  });

  it('a catalog that cannot be loaded leaves the whole first screen to the browser', async () => {
    mocked.getPassCatalog.mockRejectedValue(new ApiError('Network Error: the server could not be reached.', null));
    await expect(loadFirstScreen({ pathname: '/student_pass', params: {}, search: '' })).resolves.toEqual({});
    expect(mocked.getPassDetail).not.toHaveBeenCalled();
  });
});

describe("without the payment provider's script", () => {
  const firstScreen = { 'pass-catalog': [studentPass, silverPass], 'pass-detail-8': { iPassId: 8, iStatus: 1 } };
  const checkoutScript = () => document.head.querySelector<HTMLScriptElement>('script[src$="/api/payments/sandbox/checkout.js"]');

  it("says, beside a Buy Pass Now that scripts alone can run, that buying needs JavaScript, in the server's HTML", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(siteAt('/student_pass', firstScreen));
    const purchase = container.querySelector('.pass-purchase');
    // the browser reads a noscript's content as markup only when scripts are off; here it is its text
    expect(purchase?.querySelector('noscript')?.textContent).toContain(purchaseMessages.needsScripts);
    // passes.css hides this button where scripting is off
    expect(purchase?.querySelector('button.pass-buy-button')).toHaveTextContent('Buy Pass Now');
    // a driver pass's link works without scripts: nothing to say there
    container.innerHTML = renderToString(siteAt('/silver_pass', firstScreen));
    expect(container.querySelector('.pass-purchase noscript')).toBeNull();
    // and with scripts the same HTML hydrates without a mismatch
    const hydrated = await hydrateServerHtml(siteAt('/student_pass', firstScreen));
    expect(hydrated.hydrationErrors).toEqual([]);
    hydrated.container.remove();
  });

  it('a checkout script that cannot be loaded is said beside Buy Pass Now, which tries it again before opening the details', async () => {
    delete (window as unknown as { Razorpay?: unknown }).Razorpay;
    const user = userEvent.setup();
    renderAt('/student_pass', firstScreen);
    // loaded ahead of Pay Now, and blocked
    await waitFor(() => expect(checkoutScript()).not.toBeNull());
    fireEvent.error(checkoutScript()!);
    expect(await screen.findByRole('alert')).toHaveTextContent(purchaseMessages.checkoutUnavailable);

    // Buy Pass Now tries again; blocked again, the details stay closed and the message stays
    await user.click(screen.getByRole('button', { name: 'Buy Pass Now' }));
    expect(screen.getByRole('status')).toHaveTextContent(purchaseMessages.loadingCheckout);
    expect(screen.getByRole('button', { name: 'Buy Pass Now' })).toBeDisabled();
    await waitFor(() => expect(checkoutScript()).not.toBeNull());
    fireEvent.error(checkoutScript()!);
    expect(await screen.findByRole('alert')).toHaveTextContent(purchaseMessages.checkoutUnavailable);
    expect(screen.queryByRole('dialog')).toBeNull();

    // the script loads this time: the details open and the message is gone
    await user.click(screen.getByRole('button', { name: 'Buy Pass Now' }));
    await waitFor(() => expect(checkoutScript()).not.toBeNull());
    (window as unknown as { Razorpay?: unknown }).Razorpay = FakeRazorpay;
    fireEvent.load(checkoutScript()!);
    expect(await screen.findByRole('dialog', { name: 'Enter your details' })).toBeInTheDocument();
    expect(screen.queryByText(purchaseMessages.checkoutUnavailable)).toBeNull();
  });
});

describe('in Hindi and Kannada', () => {
  it.each([
    ['hi', 'कीमत और पात्रता', 'कीमतें', 'अभी पास ख़रीदें', 'अपनी जानकारी भरें', 'मोबाइल नंबर', 'महिला'],
    ['kn', 'ಬೆಲೆ ಮತ್ತು ಅರ್ಹತೆ', 'ಬೆಲೆಗಳು', 'ಈಗಲೇ ಪಾಸ್ ಖರೀದಿಸಿ', 'ನಿಮ್ಮ ವಿವರಗಳನ್ನು ನಮೂದಿಸಿ', 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ', 'ಮಹಿಳೆ'],
  ] as const)(
    'in %s the pass page and its details modal read in that language',
    async (language, section, pricing, buy, dialogName, mobile, female) => {
      const user = userEvent.setup();
      render(<I18nextProvider i18n={createTestI18n(language)}>{siteAt('/student_pass')}</I18nextProvider>);
      expect(await screen.findByRole('region', { name: section })).toBeInTheDocument();
      // the pass's name is the API's, in every language
      expect(screen.getByRole('heading', { level: 1, name: 'Student Pass' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: pricing })).toHaveAttribute('href', '/pricing');
      await user.click(await screen.findByRole('button', { name: buy }));
      const dialog = screen.getByRole('dialog', { name: dialogName });
      expect(within(dialog).getByLabelText(new RegExp(`^${mobile}`))).toBeInTheDocument();
      expect(within(dialog).getByRole('option', { name: female })).toHaveValue('Female');
    },
  );
});
