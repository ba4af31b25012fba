import type { PaymentProviderName } from './payment-settings';

// The one interface both providers implement (docs/decisions/0004-payments.md). Routes, the purchase service and the
// reconciler speak only to this, so the sandbox and Razorpay run the same code from order to issued pass.

export interface CreateProviderOrderInput {
  amountPaise: number;
  currency: 'INR';
  /** our reference for the order, at most 40 characters (Razorpay's limit) */
  receipt: string;
  notes: Record<string, string>;
}

export interface ProviderOrder {
  /** order_... */
  id: string;
  amountPaise: number;
  currency: string;
}

export type ProviderPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface ProviderPayment {
  /** pay_... */
  id: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  status: ProviderPaymentStatus;
  errorDescription: string | null;
}

export interface CreateProviderRefundInput {
  /** the captured payment to refund in full (pay_...) */
  paymentId: string;
  amountPaise: number;
  /** our reference for the refund, at most 40 characters */
  receipt: string;
  notes: Record<string, string>;
}

export type ProviderRefundStatus = 'pending' | 'processed' | 'failed';

export interface ProviderRefund {
  /** rfnd_... */
  id: string;
  paymentId: string;
  amountPaise: number;
  currency: string;
  /** processed may come at once or later, by a refund.processed webhook */
  status: ProviderRefundStatus;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** public: the checkout needs it; never a secret */
  readonly keyId: string;
  /** the script that defines window.Razorpay in the browser */
  readonly checkoutScriptUrl: string;
  /** server-only: checks checkout signatures */
  readonly keySecret: string;
  /** server-only: checks webhook signatures */
  readonly webhookSecret: string;
  createOrder(input: CreateProviderOrderInput): Promise<ProviderOrder>;
  /** every payment the provider holds for an order, for the reconciler */
  listOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  /** gives a captured payment back in full; the outcome is confirmed by a signed refund.processed webhook */
  refundPayment(input: CreateProviderRefundInput): Promise<ProviderRefund>;
  /** stops background work (the sandbox's webhook deliveries) */
  close(): Promise<void>;
}

/** The provider could not be reached, timed out, or refused: the order was not created or the question not answered. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

const PROVIDER_PAYMENT_STATUSES: readonly ProviderPaymentStatus[] = ['created', 'authorized', 'captured', 'refunded', 'failed'];

export function isProviderPaymentStatus(value: unknown): value is ProviderPaymentStatus {
  return typeof value === 'string' && (PROVIDER_PAYMENT_STATUSES as readonly string[]).includes(value);
}
