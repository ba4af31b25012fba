import { ApiError, request, requestData, UnsuccessfulAnswerError } from '@chalein/shared/api/client';
import { buildIdempotencyHeaders } from '@chalein/shared/api/idempotency-key';
import type {
  ApiEnvelope,
  CheckoutConfig,
  PassCatalogEntry,
  PassDetail,
  PassReceipt,
  PaymentOrder,
  PaymentStatusRequest,
  PaymentStatusResult,
  PurchaseStatusRequest,
  RiderRegistrationRequest,
} from '@chalein/shared/api/types';

/** The pass catalog: names, prices and page copy, from the server (the one source of prices). */
export function getPassCatalog(): Promise<PassCatalogEntry[]> {
  return requestData<PassCatalogEntry[]>({ method: 'GET', url: '/passes' });
}

/** POST pass/detail {passid}: availability; iStatus 1 means Buy Pass Now is offered. */
export function getPassDetail(passid: number): Promise<PassDetail> {
  return requestData<PassDetail>({ method: 'POST', url: '/pass/detail', data: { passid } });
}

/** The product's words for a registration the server did not accept. */
export const riderRegistrationFailedMessage = 'Registration failed. Please try again.';

/**
 * POST front/rider/registration: registers (or finds) the rider by mobile and creates an order. An answer of
 * success:false, or one that is not our envelope at all, fails with the product's words, never a raw client message.
 * `idempotencyKey`, the same for every send of one purchase, makes a retry get the same order, not a second one.
 */
export async function registerRider(body: RiderRegistrationRequest, idempotencyKey?: string): Promise<PaymentOrder> {
  let envelope: ApiEnvelope<PaymentOrder>;
  try {
    envelope = await request<PaymentOrder>({
      method: 'POST',
      url: '/front/rider/registration',
      data: body,
      headers: buildIdempotencyHeaders(idempotencyKey),
    });
  } catch (error) {
    // a 2xx body that is not our envelope (a proxy's page): the rider can only try again
    if (error instanceof ApiError && error.status !== null && error.status < 300) {
      throw new UnsuccessfulAnswerError(riderRegistrationFailedMessage);
    }
    throw error;
  }
  if (!envelope.success || envelope.data === undefined) {
    throw new UnsuccessfulAnswerError(envelope.message ?? riderRegistrationFailedMessage, envelope.errors ?? {});
  }
  return envelope.data;
}

export function reportPaymentStatus(body: PaymentStatusRequest): Promise<PaymentStatusResult> {
  return requestData<PaymentStatusResult>({ method: 'POST', url: '/front/pass/purchase/payment/status', data: body });
}

/** GET payments/checkout-config: the checkout script the pass pages load and the provider's public key. */
export function getCheckoutConfig(): Promise<CheckoutConfig> {
  return requestData<CheckoutConfig>({ method: 'GET', url: '/payments/checkout-config' });
}

/** POST front/pass/purchase/order/status: how an order stands (the thank-you page asks while a payment is confirmed). */
export function getPurchaseStatus(body: PurchaseStatusRequest): Promise<PaymentStatusResult> {
  return requestData<PaymentStatusResult>({ method: 'POST', url: '/front/pass/purchase/order/status', data: body });
}

/** GET passes/receipt/:token: the receipt its signed link names; a 404 for a token that is not ours. */
export function getPassReceipt(token: string): Promise<PassReceipt> {
  return requestData<PassReceipt>({ method: 'GET', url: `/passes/receipt/${encodeURIComponent(token)}` });
}
