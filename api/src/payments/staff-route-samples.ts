import type { StaffRouteSamples } from '../staff/staff-test-kit';

// The permission matrix's requests for the orders inbox (staff-permission-matrix.test.ts finds this file by name).
// Order 999999 does not exist: a permitted person's 404 (or 409 for a refund) shows the guard let them through.

export const STAFF_ROUTE_SAMPLES: StaffRouteSamples = {
  'GET /api/staff/orders': { request: () => ({ url: '/api/staff/orders?limit=5&status=paid' }), status: 200 },
  'GET /api/staff/orders/export.csv': { request: () => ({ url: '/api/staff/orders/export.csv?from=2026-11-01' }), status: 200 },
  'GET /api/staff/orders/refund-reasons': { request: () => ({ url: '/api/staff/orders/refund-reasons' }), status: 200 },
  'GET /api/staff/orders/:id': { request: () => ({ url: '/api/staff/orders/999999' }), status: 404 },
  'POST /api/staff/orders/:id/refund': {
    request: () => ({ url: '/api/staff/orders/999999/refund', payload: { reason: 'duplicate-payment' } }),
    status: 404,
  },
};
