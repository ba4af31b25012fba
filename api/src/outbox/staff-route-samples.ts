import type { StaffRouteSamples } from '../staff/staff-test-kit';

// The permission matrix's requests for the outbox routes (staff-permission-matrix.test.ts finds this file by name).

export const STAFF_ROUTE_SAMPLES: StaffRouteSamples = {
  'GET /api/staff/outbox': { request: () => ({ url: '/api/staff/outbox?status=dead&limit=5' }), status: 200 },
  'GET /api/staff/outbox/counts': { request: () => ({ url: '/api/staff/outbox/counts' }), status: 200 },
  'POST /api/staff/outbox/:id/retry': { request: () => ({ url: '/api/staff/outbox/999999/retry' }), status: 404 },
};
