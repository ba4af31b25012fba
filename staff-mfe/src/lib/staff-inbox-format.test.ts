import { formatByteSize, formatStatus, readChoice, readDayRange, readListPath } from './staff-inbox-format';

test('a day range covers whole days of the browser, the last one included', () => {
  expect(readDayRange('2026-11-01', '2026-11-30')).toEqual({
    from: new Date(2026, 10, 1).toISOString(),
    to: new Date(2026, 11, 1).toISOString(),
  });
  // the end of a year rolls over
  expect(readDayRange(null, '2026-12-31')).toEqual({ from: undefined, to: new Date(2027, 0, 1).toISOString() });
});

test('a day that is not one is no filter', () => {
  expect(readDayRange('yesterday', '2026-11-26x')).toEqual({ from: undefined, to: undefined });
  expect(readDayRange('2026-02-30', '2026-13-01')).toEqual({ from: undefined, to: undefined });
  expect(readDayRange('', null)).toEqual({ from: undefined, to: undefined });
});

test("Back goes to the list a record came from, never to another page's address", () => {
  expect(readListPath({ listPath: '/staff/messages?status=new&cursor=c2' }, '/staff/messages')).toBe(
    '/staff/messages?status=new&cursor=c2',
  );
  expect(readListPath({ listPath: '/staff/accounts' }, '/staff/messages')).toBe('/staff/messages');
  expect(readListPath({ listPath: 'https://elsewhere.example/staff/messages' }, '/staff/messages')).toBe('/staff/messages');
  expect(readListPath(null, '/staff/applications')).toBe('/staff/applications');
  expect(readListPath({ listPath: 7 }, '/staff/applications')).toBe('/staff/applications');
});

test('choices from the address are only the allowed ones', () => {
  const params = new URLSearchParams('status=done&kind=letters');
  expect(readChoice(params, 'status', ['new', 'done'] as const)).toBe('done');
  expect(readChoice(params, 'kind', ['contact', 'support'] as const)).toBeUndefined();
  expect(readChoice(params, 'missing', ['a'] as const)).toBeUndefined();
});

test('statuses and sizes as people read them', () => {
  expect(formatStatus('in-progress')).toBe('In progress');
  expect(formatStatus('shortlisted')).toBe('Shortlisted');
  expect(formatByteSize(611)).toBe('611 bytes');
  expect(formatByteSize(245_760)).toBe('240 KB');
  expect(formatByteSize(3_300_000)).toBe('3.1 MB');
});
