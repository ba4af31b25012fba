import { formatNewsDate } from './format-date';

test('formats as day, full month name and year, in en-GB, on the Bengaluru calendar', () => {
  expect(formatNewsDate('2026-02-10T12:30:00.000Z')).toBe('10 February 2026');
  // 20:00 UTC on 31 December is already 1 January in India
  expect(formatNewsDate('2025-12-31T20:00:00.000Z')).toBe('1 January 2026');
  expect(formatNewsDate('not a date')).toBe('');
});
