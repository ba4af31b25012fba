// News dates read as the product shows them (day, full month name, year, en-GB: "10 February 2026"). The day is the
// one in Bengaluru, so a post made late at night in India is not dated the day before for every visitor.
const newsDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** '' for a date that does not parse, so a bad row shows no date rather than 'Invalid Date'. */
export function formatNewsDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : newsDateFormat.format(date);
}
