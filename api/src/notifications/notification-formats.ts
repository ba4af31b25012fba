import { formatMoney } from '@chalein/shared/lib/money';

// Amounts and times as an Indian reader expects them in a message: rupees with Indian digit grouping, and the wall
// clock of India (Asia/Kolkata, where the passes' windows are worked out too), said to be so.

const instantFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/** Some ICU versions put a narrow no-break space before am/pm: one plain space reads the same everywhere. */
const plainSpaces = (text: string) => text.replace(/\s/g, ' ');

/** 26 Nov 2026, 9:10 pm IST */
export function formatIndianInstant(instant: Date | string): string {
  return `${plainSpaces(instantFormat.format(new Date(instant)))} IST`;
}

/** ₹1,23,456.50, for mails */
export function formatRupees(paise: number): string {
  return plainSpaces(formatMoney(paise));
}
