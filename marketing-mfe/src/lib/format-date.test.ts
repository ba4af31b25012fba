import type { TFunction } from 'i18next';
import { createTestI18n } from '@chalein/testing/i18n';
import type { Language } from '@chalein/shared/lib/i18n/languages';
import { formatNewsDate } from './format-date';

function textsOf(language: Language): TFunction<'marketing'> {
  return createTestI18n(language).getFixedT(language, 'marketing');
}

const english = textsOf('en');

test('formats as day, full month name and year, in en-GB, on the Bengaluru calendar', () => {
  expect(formatNewsDate('2026-02-10T12:30:00.000Z', english)).toBe('10 February 2026');
  // 20:00 UTC on 31 December is already 1 January in India
  expect(formatNewsDate('2025-12-31T20:00:00.000Z', english)).toBe('1 January 2026');
  expect(formatNewsDate('not a date', english)).toBe('');
});

test('prints what Intl prints for en-GB in Asia/Kolkata, around the clock and across the year', () => {
  const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
  // every 7 hours 13 minutes over four years, so each hour of the day and each month boundary comes round
  for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2028, 0, 1); time += (7 * 60 + 13) * 60 * 1000) {
    const iso = new Date(time).toISOString();
    expect([iso, formatNewsDate(iso, english)]).toEqual([iso, intl.format(new Date(time))]);
  }
  expect(formatNewsDate('2026-02-28T18:29:59.000Z', english)).toBe('28 February 2026');
  expect(formatNewsDate('2026-02-28T18:30:00.000Z', english)).toBe('1 March 2026');
});

test.each([
  ['hi', 'hi-IN', '10 फ़रवरी 2026'],
  ['kn', 'kn-IN', 'ಫೆಬ್ರವರಿ 10, 2026'],
] as const)('in %s, prints what Intl prints for %s in Asia/Kolkata, every month of the year', (language, tag, february) => {
  const t = textsOf(language);
  expect(formatNewsDate('2026-02-10T12:30:00.000Z', t)).toBe(february);
  const intl = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
  for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2027, 0, 1); time += (5 * 24 + 7) * 60 * 60 * 1000) {
    const iso = new Date(time).toISOString();
    expect([iso, formatNewsDate(iso, t)]).toEqual([iso, intl.format(new Date(time))]);
  }
});
