import type { StaffRouteSamples } from './staff-test-kit';

// The permission matrix's requests for the routes of staff accounts and sign-in (staff-permission-matrix.test.ts
// finds every `staff-route-samples.ts` under api/src, so a feature brings the samples of its own staff routes).

let invited = 0;

export const STAFF_ROUTE_SAMPLES: StaffRouteSamples = {
  'POST /api/staff/setup': { request: () => ({ url: '/api/staff/setup', payload: {} }), status: 400 },
  'POST /api/staff/sign-in': { request: () => ({ url: '/api/staff/sign-in', payload: {} }), status: 400 },
  'POST /api/staff/sign-in/code': { request: () => ({ url: '/api/staff/sign-in/code', payload: {} }), status: 400 },
  'GET /api/staff/me': { request: () => ({ url: '/api/staff/me' }), status: 200 },
  'POST /api/staff/sign-out': { request: () => ({ url: '/api/staff/sign-out' }), status: 200 },
  'GET /api/staff/users': { request: () => ({ url: '/api/staff/users' }), status: 200 },
  'POST /api/staff/users': {
    request: () => ({
      url: '/api/staff/users',
      payload: { email: `invited-${(invited += 1)}@chalein.in`, name: 'New Person', roles: ['support'] },
    }),
    status: 201,
  },
  'PATCH /api/staff/users/:id': { request: (id) => ({ url: `/api/staff/users/${id}`, payload: { disabled: false } }), status: 200 },
  'POST /api/staff/users/:id/reset': { request: (id) => ({ url: `/api/staff/users/${id}/reset` }), status: 200 },
  'POST /api/staff/users/:id/end-sessions': { request: (id) => ({ url: `/api/staff/users/${id}/end-sessions` }), status: 200 },
  'GET /api/staff/audit': { request: () => ({ url: '/api/staff/audit?limit=5' }), status: 200 },
};
