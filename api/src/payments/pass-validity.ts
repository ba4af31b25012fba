import type { PassesTable } from '../db/schema';

// When an issued pass is valid, from the catalog's validity and the moment the order was paid. The windows are
// Bengaluru's (Asia/Kolkata): India keeps UTC+05:30 all year, with no daylight saving, so a fixed offset is exact.

export type PassValidity = PassesTable['validity'];

export interface ValidityWindow {
  /** ISO 8601 instants in UTC */
  validFrom: string;
  validUntil: string;
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Wall-clock parts in India of an instant. */
function readIndianClock(instant: Date) {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
  };
}

/** The instant of an Indian wall-clock time (day may overflow; Date.UTC carries it into the next month). */
function buildIndianInstant(year: number, month: number, day: number, hour: number, minute = 0, second = 0, ms = 0): Date {
  return new Date(Date.UTC(year, month, day, hour, minute, second, ms) - IST_OFFSET_MS);
}

/** `instant` plus whole calendar months in India, kept on the last day of a shorter month (31 Jan + 1 = 28/29 Feb). */
function addIndianMonths(instant: Date, months: number): Date {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MS);
  const targetMonth = shifted.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(shifted.getUTCFullYear(), targetMonth + 1, 0)).getUTCDate();
  const day = Math.min(shifted.getUTCDate(), lastDay);
  return buildIndianInstant(
    shifted.getUTCFullYear(),
    targetMonth,
    day,
    shifted.getUTCHours(),
    shifted.getUTCMinutes(),
    shifted.getUTCSeconds(),
    shifted.getUTCMilliseconds(),
  );
}

/**
 * The window of a pass paid at `paidAt`, as the catalog's terms describe it:
 * - day: 6 am to 6 pm on the day of purchase; bought after 6 pm, 6 am to 6 pm the next day
 * - night: 6 pm to 6 am; bought before 6 pm, from 6 pm that evening; bought after midnight and before 6 am,
 *   the night that is still running
 * - three_months and month: from the moment of purchase, for that many calendar months
 */
export function computeValidityWindow(validity: PassValidity, paidAt: Date): ValidityWindow {
  const { year, month, day, hour } = readIndianClock(paidAt);
  let from: Date;
  let until: Date;
  switch (validity) {
    case 'day': {
      const startDay = hour >= 18 ? day + 1 : day;
      from = buildIndianInstant(year, month, startDay, 6);
      until = new Date(from.getTime() + 12 * HOUR_MS);
      break;
    }
    case 'night': {
      const startDay = hour < 6 ? day - 1 : day;
      from = buildIndianInstant(year, month, startDay, 18);
      until = new Date(from.getTime() + 12 * HOUR_MS);
      break;
    }
    case 'three_months':
      from = paidAt;
      until = addIndianMonths(paidAt, 3);
      break;
    case 'month':
      from = paidAt;
      until = addIndianMonths(paidAt, 1);
      break;
  }
  return { validFrom: from.toISOString(), validUntil: until.toISOString() };
}

/** An issued pass as stored: its window and, once its order was refunded, when it was revoked. */
export interface IssuedPassWindow {
  validFrom: string;
  validUntil: string;
  revokedAt: string | null;
}

/**
 * Whether a pass may be used at `at`: inside its window and not revoked. A refunded order's pass is revoked when the
 * refund is processed, and is never valid again, even inside its window.
 */
export function isIssuedPassValid(pass: IssuedPassWindow, at: Date): boolean {
  if (pass.revokedAt !== null) return false;
  const instant = at.getTime();
  return Date.parse(pass.validFrom) <= instant && instant < Date.parse(pass.validUntil);
}
