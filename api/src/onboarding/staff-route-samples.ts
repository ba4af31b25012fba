import type { StaffRouteSamples } from '../staff/staff-test-kit';

// The permission matrix's requests for the driver review routes (staff/staff-permission-matrix.test.ts). The
// reference names no registration: a permitted person's 404 is as telling as a 200, since the guard answers first.

const UNKNOWN = 'CHD-0000-0000';

export const STAFF_ROUTE_SAMPLES: StaffRouteSamples = {
  'GET /api/staff/drivers': { request: () => ({ url: '/api/staff/drivers?limit=5' }), status: 200 },
  'GET /api/staff/drivers/:reference': { request: () => ({ url: `/api/staff/drivers/${UNKNOWN}` }), status: 404 },
  'POST /api/staff/drivers/:reference/reveal': {
    request: () => ({ url: `/api/staff/drivers/${UNKNOWN}/reveal`, payload: { fields: ['ifscCode'] } }),
    status: 404,
  },
  'GET /api/staff/drivers/:reference/documents/:documentType': {
    request: () => ({ url: `/api/staff/drivers/${UNKNOWN}/documents/chequeBook` }),
    status: 404,
  },
  'GET /api/staff/drivers/:reference/documents/:documentType/history/:entryId': {
    request: () => ({ url: `/api/staff/drivers/${UNKNOWN}/documents/chequeBook/history/1` }),
    status: 404,
  },
  'POST /api/staff/drivers/:reference/documents/:documentType/decision': {
    request: () => ({ url: `/api/staff/drivers/${UNKNOWN}/documents/chequeBook/decision`, payload: { version: 1, decision: 'approve' } }),
    status: 404,
  },
  'POST /api/staff/drivers/:reference/rejection': {
    request: () => ({ url: `/api/staff/drivers/${UNKNOWN}/rejection`, payload: { version: 1, reason: 'suspected-fraud' } }),
    status: 404,
  },
};
