import { recordStaffCallsOfFile } from '@chalein/testing/recording-api-server';
import { buildJobApplicationsExportUrl, getJobApplication, listJobApplications, updateJobApplicationStatus } from './staff-applications';
import { selectStaffMessageKinds } from './staff-inbox-types';
import {
  addStaffMessageNote,
  assignStaffMessage,
  buildStaffMessagesExportUrl,
  getStaffMessage,
  listStaffMessages,
  unassignStaffMessage,
  updateStaffMessageStatus,
} from './staff-messages';
import { buildNewsletterExportUrl, listNewsletterSubscribers, unsubscribeNewsletterAddress } from './staff-newsletter';

// The inboxes' calls against a real HTTP server on loopback: the method, path, query and body each sends, and the
// CSRF token on every write.

let data: unknown = null;
const calls = recordStaffCallsOfFile(() => ({ status: 200, body: { success: true, data } }), 'token-9');

const sent = () => calls.map(({ method, url, csrf }) => [method, decodeURIComponent(url), csrf]);

test('the messages calls: the list with its set filters only, and every write with the token', async () => {
  data = { messages: [], nextCursor: null };
  await listStaffMessages({ kind: 'contact', status: 'in-progress', q: '', from: '2026-11-01', cursor: 'abc' });
  data = { message: { id: 4 }, notes: [] };
  await getStaffMessage('investor', 4);
  await updateStaffMessageStatus('investor', 4, 'done');
  await assignStaffMessage('investor', 4);
  await unassignStaffMessage('investor', 4);
  data = { note: { id: 9, text: 'Called back' } };
  await expect(addStaffMessageNote('investor', 4, 'Called back')).resolves.toEqual({ id: 9, text: 'Called back' });
  expect(sent()).toEqual([
    ['GET', '/api/staff/messages?kind=contact&status=in-progress&from=2026-11-01&cursor=abc', undefined],
    ['GET', '/api/staff/messages/investor/4', undefined],
    ['POST', '/api/staff/messages/investor/4/status', 'token-9'],
    ['POST', '/api/staff/messages/investor/4/assign', 'token-9'],
    ['POST', '/api/staff/messages/investor/4/unassign', 'token-9'],
    ['POST', '/api/staff/messages/investor/4/notes', 'token-9'],
  ]);
  expect(JSON.parse(calls[2]!.body)).toEqual({ status: 'done' });
  expect(JSON.parse(calls[5]!.body)).toEqual({ text: 'Called back' });
});

test('the newsletter calls', async () => {
  data = { subscribers: [], nextCursor: 'n1' };
  await expect(listNewsletterSubscribers({ q: 'gmail' })).resolves.toEqual({ subscribers: [], nextCursor: 'n1' });
  data = { id: 12 };
  await unsubscribeNewsletterAddress(12);
  expect(sent()).toEqual([
    ['GET', '/api/staff/newsletter?q=gmail', undefined],
    ['POST', '/api/staff/newsletter/12/unsubscribe', 'token-9'],
  ]);
});

test('the job applications calls, the reference in the path', async () => {
  data = { applications: [], nextCursor: null };
  await listJobApplications({ job: 3, status: 'shortlisted', cursor: 'c2' });
  data = { application: { reference: 'JA-2026-00042' } };
  await expect(getJobApplication('JA-2026-00042')).resolves.toEqual({ reference: 'JA-2026-00042' });
  await updateJobApplicationStatus('JA-2026-00042', 'hired');
  await updateJobApplicationStatus('JA-2026-00042', 'rejected', { notifyApplicant: true });
  expect(sent()).toEqual([
    ['GET', '/api/staff/applications?job=3&status=shortlisted&cursor=c2', undefined],
    ['GET', '/api/staff/applications/JA-2026-00042', undefined],
    ['PATCH', '/api/staff/applications/JA-2026-00042', 'token-9'],
    ['PATCH', '/api/staff/applications/JA-2026-00042', 'token-9'],
  ]);
  // the applicant is told only when asked
  expect(JSON.parse(calls[2]!.body)).toEqual({ status: 'hired', notifyApplicant: false });
  expect(JSON.parse(calls[3]!.body)).toEqual({ status: 'rejected', notifyApplicant: true });
});

test('an export address holds the filters and never the paging', () => {
  expect(buildStaffMessagesExportUrl({ kind: 'support', q: 'refund & pass', to: '' })).toBe(
    '/api/staff/messages/export.csv?kind=support&q=refund+%26+pass',
  );
  const withPaging = { job: 2, status: 'new' as const, cursor: 'c9', limit: 20 };
  expect(buildJobApplicationsExportUrl(withPaging)).toBe('/api/staff/applications/export.csv?job=2&status=new');
  expect(buildNewsletterExportUrl()).toBe('/api/staff/newsletter/export.csv');
  expect(buildNewsletterExportUrl('a@b')).toBe('/api/staff/newsletter/export.csv?q=a%40b');
});

test('each role handles its kinds of message', () => {
  expect(selectStaffMessageKinds(['support'])).toEqual(['contact', 'support']);
  expect(selectStaffMessageKinds(['investor-relations'])).toEqual(['investor']);
  expect(selectStaffMessageKinds(['admin'])).toEqual(['contact', 'investor', 'support']);
  expect(selectStaffMessageKinds(['recruiter', 'finance'])).toEqual([]);
});
