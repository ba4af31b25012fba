import { recordStaffCallsOfFile } from '@chalein/testing/recording-api-server';
import {
  buildDriverDocumentUrl,
  getDriverRegistration,
  listDriverRegistrations,
  rejectDriverRegistration,
  revealDriverDetails,
  reviewDriverDocument,
} from './staff-drivers';
import { buildStaffOrderExportUrl, getStaffOrder, listRefundReasons, listStaffOrders, refundStaffOrder } from './staff-orders';

// The driver review and order calls against a real HTTP server on loopback: the method, path, query and body each
// sends, the CSRF token on every write, and the part of the answer each returns.

let answer: unknown = null;
const calls = recordStaffCallsOfFile(() => ({ status: 200, body: { success: true, data: answer } }), 'token-9');

/** The calls so far, their JSON bodies read. */
const readCalls = () => calls.map((call) => ({ ...call, body: call.body === '' ? undefined : (JSON.parse(call.body) as unknown) }));
const last = () => readCalls().at(-1)!;

test('the queue sends its status and cursor, leaving out what is empty', async () => {
  answer = { registrations: [], nextCursor: null };
  await expect(listDriverRegistrations({ status: 'action_needed', cursor: '' })).resolves.toEqual(answer);
  expect(last()).toMatchObject({ method: 'GET', url: '/api/staff/drivers?status=action_needed' });
});

test('a registration, its reveal and its decisions go to its reference, each write with the token', async () => {
  const registration = { reference: 'CHD-7K3M-9QXP', version: 2 };
  answer = { registration };
  await expect(getDriverRegistration('CHD-7K3M-9QXP')).resolves.toEqual(registration);
  await expect(
    reviewDriverDocument('CHD-7K3M-9QXP', 'chequePhoto', { version: 1, decision: 'reject', reason: 'other', note: 'Blurred' }),
  ).resolves.toEqual(registration);
  await expect(rejectDriverRegistration('CHD-7K3M-9QXP', { version: 2, reason: 'not-eligible' })).resolves.toEqual(registration);
  answer = { ifscCode: 'SBIN0001234' };
  await expect(revealDriverDetails('CHD-7K3M-9QXP', ['ifscCode'])).resolves.toEqual({ ifscCode: 'SBIN0001234' });

  expect(readCalls()).toEqual([
    { method: 'GET', url: '/api/staff/drivers/CHD-7K3M-9QXP', csrf: undefined, body: undefined },
    {
      method: 'POST',
      url: '/api/staff/drivers/CHD-7K3M-9QXP/documents/chequePhoto/decision',
      csrf: 'token-9',
      body: { version: 1, decision: 'reject', reason: 'other', note: 'Blurred' },
    },
    { method: 'POST', url: '/api/staff/drivers/CHD-7K3M-9QXP/rejection', csrf: 'token-9', body: { version: 2, reason: 'not-eligible' } },
    { method: 'POST', url: '/api/staff/drivers/CHD-7K3M-9QXP/reveal', csrf: 'token-9', body: { fields: ['ifscCode'] } },
  ]);
  expect(buildDriverDocumentUrl('CHD-7K3M-9QXP', 'vehicleInsurancePhoto')).toBe(
    '/api/staff/drivers/CHD-7K3M-9QXP/documents/vehicleInsurancePhoto',
  );
});

test('orders: the filters in the query, the detail by id, the reasons, and the refund with the token', async () => {
  answer = { orders: [], nextCursor: null };
  await listStaffOrders({ status: 'paid', mobile: '9876543210', from: '2026-11-01', to: undefined, cursor: 'abc' });
  expect(new URL(last().url, 'http://x').searchParams.toString()).toBe('status=paid&mobile=9876543210&from=2026-11-01&cursor=abc');
  answer = { order: { id: 7 } };
  await expect(getStaffOrder(7)).resolves.toEqual({ order: { id: 7 } });
  expect(last().url).toBe('/api/staff/orders/7');
  answer = { reasons: [{ code: 'other', label: 'Other', noteRequired: true }] };
  await expect(listRefundReasons()).resolves.toEqual([{ code: 'other', label: 'Other', noteRequired: true }]);
  answer = { refund: { id: 3, status: 'pending' } };
  await expect(refundStaffOrder(7, { reason: 'other', note: 'Paid twice' })).resolves.toEqual({ id: 3, status: 'pending' });
  expect(last()).toEqual({
    method: 'POST',
    url: '/api/staff/orders/7/refund',
    csrf: 'token-9',
    body: { reason: 'other', note: 'Paid twice' },
  });
});

test('the export link carries the same filters as the list, and none when there are none', () => {
  expect(buildStaffOrderExportUrl()).toBe('/api/staff/orders/export.csv');
  expect(buildStaffOrderExportUrl({ status: 'refunded', from: '2026-11-01', to: '2026-11-26', mobile: '' })).toBe(
    '/api/staff/orders/export.csv?status=refunded&from=2026-11-01&to=2026-11-26',
  );
});
