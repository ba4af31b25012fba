/**
 * @jest-environment jsdom
 */
import fs from 'node:fs';
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { SANDBOX_CHECKOUT_SCRIPT_FILE } from './sandbox-payment-routes';

// The sandbox checkout script as a browser runs it: the file the server serves, loaded into a page, with the
// sandbox's pay call held open so the dialog stays busy for as long as a test needs.

interface CheckoutOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  handler: (response: unknown) => void;
  modal: { ondismiss: () => void };
}

interface SandboxCheckout {
  open(): void;
}

type CheckoutConstructor = new (options: CheckoutOptions) => SandboxCheckout;

const payAnswer = {
  success: true,
  data: {
    outcome: 'success',
    response: { razorpay_payment_id: 'pay_sandbox1', razorpay_order_id: 'order_sandbox1', razorpay_signature: 'sig' },
  },
};

let user: UserEvent;
let answerPayment: (body: unknown) => void;
let handler: jest.Mock;
let ondismiss: jest.Mock;

function loadCheckoutScript(): CheckoutConstructor {
  const script = document.createElement('script');
  script.textContent = fs.readFileSync(SANDBOX_CHECKOUT_SCRIPT_FILE, 'utf8');
  document.head.appendChild(script);
  return (window as unknown as { Razorpay: CheckoutConstructor }).Razorpay;
}

function openCheckout(): HTMLElement {
  const Checkout = loadCheckoutScript();
  new Checkout({
    key: 'rzp_test_sandbox',
    amount: 49_900,
    currency: 'INR',
    order_id: 'order_sandbox1',
    name: 'Chalein',
    handler,
    modal: { ondismiss },
  }).open();
  return screen.getByRole('dialog', { name: /payment sandbox/ });
}

/** Presses Pay; the sandbox's answer waits until the test calls answerPayment. */
async function pressPay(checkout: HTMLElement): Promise<void> {
  await user.click(within(checkout).getByRole('button', { name: 'Pay' }));
}

beforeEach(() => {
  document.body.innerHTML = '';
  user = userEvent.setup();
  handler = jest.fn();
  ondismiss = jest.fn();
  const fetchPayment = jest.fn(
    () =>
      new Promise((resolve) => {
        answerPayment = (body) => resolve({ ok: true, json: () => Promise.resolve(body) });
      }),
  );
  Object.assign(window, { fetch: fetchPayment });
});

describe('the sandbox checkout while a payment is processing', () => {
  it('disables Close with Pay and Fail, so the rider cannot dismiss a payment the sandbox may still take', async () => {
    const checkout = openCheckout();
    await pressPay(checkout);

    expect(within(checkout).getByRole('status')).toHaveTextContent('Processing the payment...');
    for (const name of ['Pay', 'Fail', 'Close']) expect(within(checkout).getByRole('button', { name })).toBeDisabled();
    await user.click(within(checkout).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: /payment sandbox/ })).toBeInTheDocument();
    expect(ondismiss).not.toHaveBeenCalled();

    answerPayment(payAnswer);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /payment sandbox/ })).not.toBeInTheDocument());
    expect(handler).toHaveBeenCalledWith(payAnswer.data.response);
    expect(ondismiss).not.toHaveBeenCalled();
  });

  it('ignores Escape until the payment has an answer, and keeps the focus inside the dialog', async () => {
    const checkout = openCheckout();
    await pressPay(checkout);

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: /payment sandbox/ })).toBeInTheDocument();
    expect(ondismiss).not.toHaveBeenCalled();
    expect(checkout).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    expect(checkout).toContainElement(document.activeElement as HTMLElement);

    answerPayment(payAnswer);
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    expect(ondismiss).not.toHaveBeenCalled();
  });

  it('lets Close and Escape dismiss again once a declined payment has its answer', async () => {
    const checkout = openCheckout();
    await pressPay(checkout);
    answerPayment({ success: true, data: { outcome: 'failure', error: { description: 'Declined in the sandbox.' } } });
    await waitFor(() => expect(within(checkout).getByRole('button', { name: 'Close' })).toBeEnabled());

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: /payment sandbox/ })).not.toBeInTheDocument();
    expect(ondismiss).toHaveBeenCalledTimes(1);
    expect(handler).not.toHaveBeenCalled();
  });
});
