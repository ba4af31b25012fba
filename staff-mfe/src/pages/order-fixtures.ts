import type { StaffOrderDetail, StaffOrderListItem, StaffRefund } from '@chalein/shared/api/staff-orders';
import type { StaffMe } from '@chalein/shared/api/staff-types';

// The orders calls' answers as the console's page tests use them.

export const financeMe: StaffMe = { id: 6, email: 'devi@chalein.in', name: 'Devi Menon', roles: ['finance'], csrfToken: 'csrf-6' };

export const orderAdminMe: StaffMe = { id: 1, email: 'asha@chalein.in', name: 'Asha Rao', roles: ['admin'], csrfToken: 'csrf-1' };

export function buildOrderItem(id: number, change: Partial<StaffOrderListItem> = {}): StaffOrderListItem {
  return {
    id,
    providerOrderId: `order_${id}`,
    provider: 'sandbox',
    status: 'paid',
    amountPaise: 19_900,
    currency: 'INR',
    createdAt: '2026-11-25T05:00:00.000Z',
    paidAt: '2026-11-25T05:01:00.000Z',
    passId: 2,
    passName: 'Daylight Pass',
    buyerName: 'Priya Nair',
    buyerMobile: '9876543210',
    refundStatus: null,
    ...change,
  };
}

export function buildRefund(change: Partial<StaffRefund> = {}): StaffRefund {
  return {
    id: 1,
    providerRefundId: 'rfnd_1',
    paymentId: 'pay_1',
    amountPaise: 19_900,
    currency: 'INR',
    status: 'pending',
    reasonCode: 'duplicate-payment',
    reasonNote: null,
    requestedById: 6,
    requestedByName: 'Devi Menon',
    requestedAt: '2026-11-26T06:00:00.000Z',
    processedAt: null,
    failureReason: null,
    ...change,
  };
}

export function buildOrderDetail(change: Partial<StaffOrderDetail> = {}): StaffOrderDetail {
  return {
    order: { ...buildOrderItem(42), paidPaymentId: 'pay_1' },
    buyer: { name: 'Priya Nair', mobile: '9876543210', email: 'priya@example.in', gender: 'Female', consentAt: '2026-11-25T05:00:00.000Z' },
    pass: { id: 2, name: 'Daylight Pass', validity: '1 day', pricePaise: 19_900 },
    issuedPass: {
      validFrom: '2026-11-25T05:01:00.000Z',
      validUntil: '2026-11-26T05:01:00.000Z',
      issuedAt: '2026-11-25T05:01:00.000Z',
      revokedAt: null,
      valid: true,
    },
    payments: [
      {
        id: 'pay_1',
        amountPaise: 19_900,
        currency: 'INR',
        status: 'captured',
        source: 'checkout',
        errorDescription: null,
        createdAt: '2026-11-25T05:01:00.000Z',
        updatedAt: '2026-11-25T05:01:00.000Z',
      },
    ],
    webhooks: [{ eventId: 'evt_1', event: 'payment.captured', outcome: 'applied', receivedAt: '2026-11-25T05:01:02.000Z' }],
    refunds: [],
    ...change,
  };
}
