import type { PaymentSettings } from './payment-settings';
import { isProviderPaymentStatus, type PaymentProvider } from './payment-provider';
import { createRazorpayClient } from './razorpay-client';

export const RAZORPAY_CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** Razorpay itself: orders through its REST API, the checkout from its CDN, keys from the environment. */
export function createRazorpayProvider(settings: PaymentSettings): PaymentProvider {
  const { razorpayKeyId, razorpayKeySecret, razorpayWebhookSecret } = settings;
  // loadPaymentSettings refuses razorpay without its keys; this guards a hand-made settings object
  if (!razorpayKeyId || !razorpayKeySecret || !razorpayWebhookSecret) {
    throw new Error('The razorpay provider needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET');
  }
  const client = createRazorpayClient({
    baseUrl: settings.razorpayApiBaseUrl,
    keyId: razorpayKeyId,
    keySecret: razorpayKeySecret,
    timeoutMs: settings.providerTimeoutMs,
  });
  return {
    name: 'razorpay',
    keyId: razorpayKeyId,
    checkoutScriptUrl: RAZORPAY_CHECKOUT_SCRIPT_URL,
    keySecret: razorpayKeySecret,
    webhookSecret: razorpayWebhookSecret,

    async createOrder(input) {
      const order = await client.createOrder({
        amount: input.amountPaise,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes,
      });
      return { id: order.id, amountPaise: order.amount, currency: order.currency };
    },

    async listOrderPayments(orderId) {
      const payments = await client.fetchOrderPayments(orderId);
      return payments.map((payment) => ({
        id: payment.id,
        orderId: payment.order_id ?? orderId,
        amountPaise: payment.amount,
        currency: payment.currency,
        // a status Razorpay adds later is treated as not paid, which is the safe reading
        status: isProviderPaymentStatus(payment.status) ? payment.status : 'created',
        errorDescription: payment.error_description,
      }));
    },

    async close() {
      // stateless: nothing runs in the background
    },
  };
}
