import { createHmac, timingSafeEqual } from 'node:crypto';

// Razorpay's two signatures (docs/decisions/0004-payments.md), used for both providers: the sandbox signs with its own
// secret, so the same verification code runs in development, in tests and in production.

/** HMAC-SHA256 of `message` with `secret`, as lower-case hex (what Razorpay sends). */
export function computeHmacHex(message: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** The checkout signature of a payment: HMAC-SHA256(order_id + "|" + payment_id, key_secret). */
export function signPayment(orderId: string, paymentId: string, keySecret: string): string {
  return computeHmacHex(`${orderId}|${paymentId}`, keySecret);
}

/**
 * Compares a received hex signature with the expected one in constant time. Anything that is not 64 hex digits is
 * refused before comparing, since timingSafeEqual needs equal lengths and a wrong length says nothing secret.
 */
export function matchSignature(expectedHex: string, receivedHex: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(receivedHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const received = Buffer.from(receivedHex.toLowerCase(), 'hex');
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/** True when `signature` is the checkout signature of `paymentId` for the order id we stored (never the client's). */
export function verifyPaymentSignature(storedOrderId: string, paymentId: string, signature: string, keySecret: string): boolean {
  return matchSignature(signPayment(storedOrderId, paymentId, keySecret), signature);
}

/** True when `signature` (X-Razorpay-Signature) is the HMAC of the raw body bytes, exactly as received. */
export function verifyWebhookSignature(rawBody: Buffer, signature: string, webhookSecret: string): boolean {
  return matchSignature(computeHmacHex(rawBody, webhookSecret), signature);
}
