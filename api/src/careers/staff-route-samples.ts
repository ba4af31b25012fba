import type { StaffRouteSamples } from '../staff/staff-test-kit';

// The permission matrix's requests for the job applications inbox (staff/staff-permission-matrix.test.ts). The
// reference names no application: a permitted person's 404 is as telling as a 200, since the guard answers first.

const UNKNOWN = 'JA-2026-99999';

export const STAFF_ROUTE_SAMPLES: StaffRouteSamples = {
  'GET /api/staff/applications': { request: () => ({ url: '/api/staff/applications?limit=5' }), status: 200 },
  'GET /api/staff/applications/export.csv': { request: () => ({ url: '/api/staff/applications/export.csv?status=hired' }), status: 200 },
  'GET /api/staff/applications/:reference': { request: () => ({ url: `/api/staff/applications/${UNKNOWN}` }), status: 404 },
  'PATCH /api/staff/applications/:reference': {
    request: () => ({ url: `/api/staff/applications/${UNKNOWN}`, payload: { status: 'shortlisted' } }),
    status: 404,
  },
  'GET /api/staff/applications/:reference/resume': { request: () => ({ url: `/api/staff/applications/${UNKNOWN}/resume` }), status: 404 },
};
