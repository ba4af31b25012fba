// The provider's checkout in the browser: the page loads the script the server names (our sandbox's, or
// https://checkout.razorpay.com/v1/checkout.js) and uses the window.Razorpay it defines. Both scripts take the
// same options, so this file and the pages are the same for both providers.

export interface RazorpaySuccessResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayFailureResponse {
  error?: { code?: string; description?: string; reason?: string; metadata?: { payment_id?: string; order_id?: string } };
}

export interface RazorpayOptions {
  key: string;
  /** paise */
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  notes: Record<string, string>;
  theme?: { color: string };
  handler: (response: RazorpaySuccessResponse) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', callback: (response: RazorpayFailureResponse) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

export const CHECKOUT_SCRIPT_TIMEOUT_MS = 15_000;

const loadingScripts = new Map<string, Promise<RazorpayConstructor>>();

/** window.Razorpay when a checkout script has defined it. */
export function readRazorpayGlobal(): RazorpayConstructor | undefined {
  const value: unknown = (window as unknown as { Razorpay?: unknown }).Razorpay;
  return typeof value === 'function' ? (value as RazorpayConstructor) : undefined;
}

/**
 * Loads the checkout script once and resolves with window.Razorpay. A failed or slow load is forgotten, so the next
 * Pay Now tries again instead of failing for the rest of the visit.
 */
export function loadCheckoutScript(url: string, timeoutMs = CHECKOUT_SCRIPT_TIMEOUT_MS): Promise<RazorpayConstructor> {
  const ready = readRazorpayGlobal();
  if (ready) return Promise.resolve(ready);
  const pending = loadingScripts.get(url);
  if (pending) return pending;

  const promise = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    const fail = (error: Error) => {
      window.clearTimeout(timer);
      loadingScripts.delete(url);
      script.remove();
      reject(error);
    };
    const timer = window.setTimeout(() => fail(new Error('The payment checkout took too long to load.')), timeoutMs);
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      const constructor = readRazorpayGlobal();
      if (constructor) resolve(constructor);
      else fail(new Error('The payment checkout did not start.'));
    });
    script.addEventListener('error', () => fail(new Error('The payment checkout could not be loaded.')));
    document.head.appendChild(script);
  });
  loadingScripts.set(url, promise);
  return promise;
}
