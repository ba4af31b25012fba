import type { TFunction } from 'i18next';
import { useMarketingTexts } from './marketing-texts';

// News and blog dates read as the product shows them: day, full month name and year in the page's language
// ("10 February 2026", "10 फ़रवरी 2026", "ಫೆಬ್ರವರಿ 10, 2026", as Intl writes them for en-IN, hi-IN and kn-IN). The
// day is the one in Bengaluru, so a post made late at night in India is not dated the day before for every visitor.
const monthKeys = [
  'newsDate.january',
  'newsDate.february',
  'newsDate.march',
  'newsDate.april',
  'newsDate.may',
  'newsDate.june',
  'newsDate.july',
  'newsDate.august',
  'newsDate.september',
  'newsDate.october',
  'newsDate.november',
  'newsDate.december',
] as const;
// India Standard Time is UTC+5:30 all year (no daylight saving). The date is worked out from that offset, and the
// month's name and the order of the parts come from the texts, rather than from Intl.DateTimeFormat: the first Intl
// formatter a page builds loads the browser's locale and time-zone data, 20-50 ms of a phone's main thread while the
// home page hydrates.
const indiaOffsetMs = (5 * 60 + 30) * 60 * 1000;

/** '' for a date that does not parse, so a bad row shows no date rather than 'Invalid Date'. */
export function formatNewsDate(iso: string, t: TFunction<'marketing'>): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const inIndia = new Date(time + indiaOffsetMs);
  return t('newsDate.format', { day: inIndia.getUTCDate(), month: t(monthKeys[inIndia.getUTCMonth()]!), year: inIndia.getUTCFullYear() });
}

/** formatNewsDate in the page's language. */
export function useFormatNewsDate(): (iso: string) => string {
  const { t } = useMarketingTexts();
  return (iso) => formatNewsDate(iso, t);
}
