import { brand } from '@chalein/shared/lib/brand';
import type { DriverDocumentField } from '@chalein/shared/lib/validation/driver-registration';
import { DOCUMENT_LABELS, type DocumentRejectionReason } from '../onboarding/driver-review-rules';
import type { OutboxMessageInput } from '../outbox/outbox-message';
import { buildSiteUrl, type SignedLinks } from '../security/link-signing';
import { formatSmsRecipient } from './notification-recipient';
import { fillSmsTemplate, type SmsKind } from './sms-templates';

// What a driver is told about the registration: that it arrived (with the reference, the key to the status page),
// that a document was not accepted and why, and the final answer. A driver gives a mobile number and no mail
// address, so every one of these is an SMS; each names the reference and never the driver's details.

/** The driver status page, where the reference and the mobile number show the application. */
export const DRIVER_STATUS_PATH = '/drive_with_us/status';

/**
 * Why a document was not accepted, short enough for an SMS variable, in the driver's words (the status page says
 * it at length, with what to do).
 */
export const SMS_DOCUMENT_REASONS: Readonly<Record<DocumentRejectionReason, string>> = {
  unreadable: 'we could not read it',
  expired: 'it has expired',
  'name-mismatch': 'the name does not match yours',
  'wrong-document': 'it is not the document asked for',
  'side-missing': 'a side is missing',
  'details-mismatch': 'it does not match the form',
  other: 'a new copy is needed',
};

const isDocumentReason = (code: string): code is DocumentRejectionReason => Object.hasOwn(SMS_DOCUMENT_REASONS, code);

/** The registration a message is about, and the number it goes to. */
export interface DriverAddressee {
  registrationId: number;
  reference: string;
  /** 10 digits, as the registration stores it */
  mobile: string;
}

function buildDriverSms(kind: SmsKind, idempotencyKey: string, driver: DriverAddressee, variables: string[]): OutboxMessageInput {
  return { kind, channel: 'sms', recipient: formatSmsRecipient(driver.mobile), idempotencyKey, sms: fillSmsTemplate(kind, variables) };
}

export function buildDriverRegisteredMessage(links: SignedLinks, driver: DriverAddressee): OutboxMessageInput {
  return buildDriverSms('driver-registered', `driver-registered:${driver.registrationId}`, driver, [
    driver.reference,
    buildSiteUrl(links, DRIVER_STATUS_PATH),
  ]);
}

/** One document rejected by a reviewer; `version` is the registration's after the decision (each decision its own). */
export function buildDocumentRejectedMessage(
  links: SignedLinks,
  driver: DriverAddressee,
  rejection: { documentType: DriverDocumentField; reason: string; version: number },
): OutboxMessageInput {
  const reason = isDocumentReason(rejection.reason) ? rejection.reason : 'other';
  return buildDriverSms(
    'driver-documents-rejected',
    `driver-documents-rejected:${driver.registrationId}:${rejection.documentType}:${rejection.version}`,
    driver,
    [driver.reference, DOCUMENT_LABELS[rejection.documentType], SMS_DOCUMENT_REASONS[reason], buildSiteUrl(links, DRIVER_STATUS_PATH)],
  );
}

/** All eight documents approved; `version` is the registration's after the decision that approved it. */
export function buildRegistrationApprovedMessage(driver: DriverAddressee, version: number): OutboxMessageInput {
  return buildDriverSms('driver-registration-approved', `driver-registration-approved:${driver.registrationId}:${version}`, driver, [
    driver.reference,
    brand.driverApp.storeUrl,
  ]);
}

/**
 * The registration rejected as a whole. The reason stays with the staff: it may be a suspicion the driver is not
 * told, and support answers questions.
 */
export function buildRegistrationRejectedMessage(driver: DriverAddressee): OutboxMessageInput {
  return buildDriverSms('driver-registration-rejected', `driver-registration-rejected:${driver.registrationId}`, driver, [
    driver.reference,
  ]);
}
