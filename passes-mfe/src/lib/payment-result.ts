import type { IssuedPassSummary } from '@chalein/shared/api/types';
import { LANGUAGE_TAGS, isLanguage, type Language } from '@chalein/shared/lib/i18n/languages';

/**
 * What the pass page hands /thankyou and /failed in the navigation state (paymentId and
 * errorReason, plus what the thank-you page needs to follow a payment that is still being confirmed).
 */
export interface PaymentResultState {
  paymentId?: string;
  errorReason?: string;
  orderId?: string;
  customerid?: number;
  /** the pass page to go back to and try again */
  passPath?: string;
  passName?: string;
  /** paid, but our server has not confirmed it yet */
  confirming?: boolean;
  /** why it is not confirmed yet: 'Failed to update payment status.' or the processing error */
  notice?: string;
  issuedPass?: IssuedPassSummary;
}

function readText(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function readIssuedPass(value: unknown): IssuedPassSummary | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const passName = readText(record, 'passName');
  const validFrom = readText(record, 'validFrom');
  const validUntil = readText(record, 'validUntil');
  return passName && validFrom && validUntil ? { passName, validFrom, validUntil } : undefined;
}

/** Reads the navigation state defensively: a reload, a shared link or another page may hand over anything. */
export function readPaymentResultState(state: unknown): PaymentResultState {
  if (typeof state !== 'object' || state === null) return {};
  const record = state as Record<string, unknown>;
  const customerid = record.customerid;
  const passPath = readText(record, 'passPath');
  return {
    paymentId: readText(record, 'paymentId'),
    errorReason: readText(record, 'errorReason'),
    orderId: readText(record, 'orderId'),
    customerid: typeof customerid === 'number' && Number.isInteger(customerid) ? customerid : undefined,
    // only a path of this site, never a URL elsewhere
    passPath: passPath && /^\/[a-z_]+$/.test(passPath) ? passPath : undefined,
    passName: readText(record, 'passName'),
    confirming: record.confirming === true,
    notice: readText(record, 'notice'),
    issuedPass: readIssuedPass(record.issuedPass),
  };
}

// date and time apart: how ICU joins them ('at', a comma) differs between browsers and Node versions. Built on first
// use per language and kept: a page formats a handful of instants, in one language.
const formatters = new Map<Language, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function findFormatters(language: Language) {
  let found = formatters.get(language);
  if (!found) {
    const tag = LANGUAGE_TAGS[language];
    found = {
      date: new Intl.DateTimeFormat(tag, { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' }),
      time: new Intl.DateTimeFormat(tag, { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' }),
    };
    formatters.set(language, found);
  }
  return found;
}

/**
 * An instant as a rider in Bengaluru reads it, in the page's language: "12 March 2026, 6:00 am",
 * "12 मार्च 2026, 6:00 am", "ಮಾರ್ಚ್ 12, 2026, 6:00 AM" (as Intl writes them for en-IN, hi-IN and kn-IN). An unknown language is written in English.
 */
export function formatIndianDateTime(iso: string, language: string = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { date: dateFormat, time: timeFormat } = findFormatters(isLanguage(language) ? language : 'en');
  return `${dateFormat.format(date)}, ${timeFormat.format(date)}`;
}
