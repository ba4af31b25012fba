import { computeHmacHex, matchSignature, signPayment, verifyPaymentSignature, verifyWebhookSignature } from './payment-signatures';

describe('payment signatures', () => {
  // the known-answer vector of Razorpay's payment verification documentation (and its SDKs' tests)
  const vector = {
    secret: 'EnLs21M47BllR3X8PSFtjtbd',
    orderId: 'order_IEIaMR65cu6nz3',
    paymentId: 'pay_IH4NVgf4Dreq1l',
    signature: '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f',
  };

  it("gives the documented signature for Razorpay's example order and payment", () => {
    expect(signPayment(vector.orderId, vector.paymentId, vector.secret)).toBe(vector.signature);
    expect(verifyPaymentSignature(vector.orderId, vector.paymentId, vector.signature, vector.secret)).toBe(true);
    // upper-case hex is the same signature
    expect(verifyPaymentSignature(vector.orderId, vector.paymentId, vector.signature.toUpperCase(), vector.secret)).toBe(true);
  });

  it('refuses a tampered signature, another order, another payment and another secret', () => {
    const tampered = `${vector.signature.slice(0, -1)}${vector.signature.endsWith('f') ? 'e' : 'f'}`;
    expect(verifyPaymentSignature(vector.orderId, vector.paymentId, tampered, vector.secret)).toBe(false);
    expect(verifyPaymentSignature('order_IEIaMR65cu6nz4', vector.paymentId, vector.signature, vector.secret)).toBe(false);
    expect(verifyPaymentSignature(vector.orderId, 'pay_IH4NVgf4Dreq1m', vector.signature, vector.secret)).toBe(false);
    expect(verifyPaymentSignature(vector.orderId, vector.paymentId, vector.signature, 'another-secret')).toBe(false);
  });

  it('refuses signatures that are not 64 hex digits without comparing', () => {
    for (const bad of ['', 'abc', `${vector.signature}00`, vector.signature.slice(2), 'z'.repeat(64), ` ${vector.signature.slice(1)}`]) {
      expect([bad, matchSignature(vector.signature, bad)]).toEqual([bad, false]);
    }
  });

  it('verifies a webhook over its exact raw bytes', () => {
    const body = Buffer.from('{"event":"payment.captured","payload":{}}');
    const signature = computeHmacHex(body, 'whsec');
    expect(verifyWebhookSignature(body, signature, 'whsec')).toBe(true);
    // the same JSON with other spacing is other bytes: refused
    expect(verifyWebhookSignature(Buffer.from('{"event": "payment.captured","payload":{}}'), signature, 'whsec')).toBe(false);
    expect(verifyWebhookSignature(body, signature, 'other')).toBe(false);
  });
});
