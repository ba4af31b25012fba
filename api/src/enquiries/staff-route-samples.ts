import type { StaffRouteSamples } from '../staff/staff-test-kit';

// The permission matrix's requests for the messages and newsletter routes (staff-permission-matrix.test.ts finds
// this file by name). Every role the table lets in gets the same answer: the lists and exports are limited to the
// person's kinds, and a message or subscriber that does not exist is a 404 whether or not its kind is theirs.

const MISSING = 999_999;

export const STAFF_ROUTE_SAMPLES: StaffRouteSamples = {
  'GET /api/staff/messages': { request: () => ({ url: '/api/staff/messages?limit=5&status=new' }), status: 200 },
  'GET /api/staff/messages/export.csv': { request: () => ({ url: '/api/staff/messages/export.csv?q=zz' }), status: 200 },
  'GET /api/staff/messages/:kind/:id': { request: () => ({ url: `/api/staff/messages/contact/${MISSING}` }), status: 404 },
  'POST /api/staff/messages/:kind/:id/status': {
    request: () => ({ url: `/api/staff/messages/contact/${MISSING}/status`, payload: { status: 'done' } }),
    status: 404,
  },
  'POST /api/staff/messages/:kind/:id/assign': { request: () => ({ url: `/api/staff/messages/investor/${MISSING}/assign` }), status: 404 },
  'POST /api/staff/messages/:kind/:id/unassign': {
    request: () => ({ url: `/api/staff/messages/support/${MISSING}/unassign` }),
    status: 404,
  },
  'POST /api/staff/messages/:kind/:id/notes': {
    request: () => ({ url: `/api/staff/messages/contact/${MISSING}/notes`, payload: { text: 'Called back.' } }),
    status: 404,
  },
  'GET /api/staff/newsletter': { request: () => ({ url: '/api/staff/newsletter?limit=5' }), status: 200 },
  'GET /api/staff/newsletter/export.csv': { request: () => ({ url: '/api/staff/newsletter/export.csv' }), status: 200 },
  'POST /api/staff/newsletter/:id/unsubscribe': { request: () => ({ url: `/api/staff/newsletter/${MISSING}/unsubscribe` }), status: 404 },
};
