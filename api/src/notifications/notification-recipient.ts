import type { EmailContent, NotificationKind, OutboxMessageInput, SmsContent } from '../outbox/outbox-message';

// Each visitor hears back the way they reached us: by mail when they gave an address, else by SMS to the mobile
// number they gave (drivers give no address: theirs always go by SMS).

export interface VisitorContact {
  /** empty or absent when none was given */
  email?: string | null;
  /** 10 digits, as the forms store it */
  mobile?: string | null;
}

export type NotificationAddress = { channel: 'email'; recipient: string } | { channel: 'sms'; recipient: string };

/** +91 and the 10 digits: the form the SMS provider takes. */
export function formatSmsRecipient(mobile: string): string {
  if (!/^[6-9]\d{9}$/.test(mobile)) throw new Error('an SMS goes to a 10-digit Indian mobile number');
  return `+91${mobile}`;
}

/** Where a visitor's notification goes, or null when they left neither an address nor a number. */
export function chooseNotificationAddress(contact: VisitorContact): NotificationAddress | null {
  const email = contact.email?.trim() ?? '';
  if (email !== '') return { channel: 'email', recipient: email };
  const mobile = contact.mobile?.trim() ?? '';
  if (mobile !== '') return { channel: 'sms', recipient: formatSmsRecipient(mobile) };
  return null;
}

export interface NotificationRenderers {
  email: () => EmailContent;
  /** absent for a kind that has no SMS template: it is only ever mailed */
  sms?: () => SmsContent;
}

/**
 * The outbox message for `address`: the mail or the SMS, whichever its channel takes. A kind with no SMS text that
 * would have to go by SMS is not sent at all (null), rather than sent in words no template was registered for.
 */
export function composeOutboxMessage(
  kind: NotificationKind,
  idempotencyKey: string,
  address: NotificationAddress,
  render: NotificationRenderers,
): OutboxMessageInput | null {
  if (address.channel === 'email') return { kind, channel: 'email', recipient: address.recipient, idempotencyKey, email: render.email() };
  return render.sms ? { kind, channel: 'sms', recipient: address.recipient, idempotencyKey, sms: render.sms() } : null;
}
