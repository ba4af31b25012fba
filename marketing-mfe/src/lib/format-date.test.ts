import { formatNewsDate } from './format-date';

test('formats as day, full month name and year, in en-GB, on the Bengaluru calendar', () => {
  expect(formatNewsDate('2026-02-10T12:30:00.000Z')).toBe('10 February 2026');
  // 20:00 UTC on 31 December is already 1 January in India
  expect(formatNewsDate('2025-12-31T20:00:00.000Z')).toBe('1 January 2026');
  expect(formatNewsDate('not a date')).toBe('');
});

test('prints what Intl prints for en-GB in Asia/Kolkata, around the clock and across the year', () => {
  const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
  // every 7 hours 13 minutes over four years, so each hour of the day and each month boundary comes round
  for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2028, 0, 1); time += (7 * 60 + 13) * 60 * 1000) {
    const iso = new Date(time).toISOString();
    expect([iso, formatNewsDate(iso)]).toEqual([iso, intl.format(new Date(time))]);
  }
  expect(formatNewsDate('2026-02-28T18:29:59.000Z')).toBe('28 February 2026');
  expect(formatNewsDate('2026-02-28T18:30:00.000Z')).toBe('1 March 2026');
});
