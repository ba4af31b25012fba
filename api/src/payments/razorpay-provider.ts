import type { PaymentSettings } from './payment-settings';
import { isProviderPaymentStatus, type PaymentProvider, type ProviderRefundStatus } from './payment-provider';
import { createRazorpayClient } from './razorpay-client';

export const RAZORPAY_CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

const REFUND_STATUSES: readonly ProviderRefundStatus[] = ['pending', 'processed', 'failed'];

/** Razorpay itself: orders and refunds through its REST API, the checkout from its CDN, keys from the environment. */
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

    async refundPayment(input) {
      const refund = await client.refundPayment(input.paymentId, {
        amount: input.amountPaise,
        speed: 'normal',
        receipt: input.receipt,
        notes: input.notes,
      });
      return {
        id: refund.id,
        paymentId: refund.payment_id,
        amountPaise: refund.amount,
        currency: refund.currency,
        // a status Razorpay adds later reads as still pending: only its refund.processed webhook or 'processed' settles it
        status: REFUND_STATUSES.find((status) => status === refund.status) ?? 'pending',
      };
    },

    async close() {
      // stateless: nothing runs in the background
    },
  };
}
