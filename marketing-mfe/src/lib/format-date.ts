// News dates read as the product shows them (day, full month name, year, en-GB: "10 February 2026"). The day is the
// one in Bengaluru, so a post made late at night in India is not dated the day before for every visitor.
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
// India Standard Time is UTC+5:30 all year (no daylight saving). The date is worked out from that offset rather than
// with Intl.DateTimeFormat: the first Intl formatter a page builds loads the browser's locale and time-zone data,
// 20-50 ms of a phone's main thread while the home page hydrates.
const indiaOffsetMs = (5 * 60 + 30) * 60 * 1000;

/** '' for a date that does not parse, so a bad row shows no date rather than 'Invalid Date'. */
export function formatNewsDate(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const inIndia = new Date(time + indiaOffsetMs);
  return `${inIndia.getUTCDate()} ${monthNames[inIndia.getUTCMonth()]} ${inIndia.getUTCFullYear()}`;
}
