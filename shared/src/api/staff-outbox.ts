import { readStaff, writeStaff } from '@chalein/shared/api/staff-client';
import { compactStaffQuery } from '@chalein/shared/api/staff-query';

// The outbox in the staff console (admins): the notifications by state, how many are in each, and sending a dead one
// again. 'unsent' is a message whose channel (SMTP, SMS) is not configured: it goes out once it is.

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'dead', 'unsent'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** What each notification is, as an admin reads it; a kind the server adds later shows as its name. */
export const NOTIFICATION_KIND_LABELS: Readonly<Record<string, string>> = {
  'driver-registered': 'Driver registered',
  'driver-documents-rejected': 'Driver document rejected',
  'driver-registration-approved': 'Driver approved',
  'driver-registration-rejected': 'Driver rejected',
  'job-application-received': 'Application received',
  'job-application-shortlisted': 'Applicant shortlisted',
  'job-application-rejected': 'Applicant not selected',
  'pass-receipt': 'Pass receipt',
  'pass-refunded': 'Pass refund notice',
  'enquiry-received': 'Message received',
  'newsletter-welcome': 'Newsletter welcome',
};

export function describeNotificationKind(kind: string): string {
  return NOTIFICATION_KIND_LABELS[kind] ?? kind;
}

export interface OutboxMessageEntry {
  id: number;
  /** the notification, e.g. pass-receipt */
  kind: string;
  channel: 'email' | 'sms';
  recipient: string;
  /** the mail's subject, or the SMS's text */
  summary: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  /** when the relay takes it next (pending, failed) or when its claim ends (sending) */
  nextAttemptAt: string;
  sentAt: string | null;
}

export interface OutboxPage {
  messages: OutboxMessageEntry[];
  nextCursor: string | null;
}

export interface OutboxQuery {
  status: OutboxStatus;
  cursor?: string;
  limit?: number;
}

export interface OutboxCounts {
  counts: Record<OutboxStatus, number>;
}

/** A page of one state's messages, newest first. */
export function listOutboxMessages(query: OutboxQuery): Promise<OutboxPage> {
  return readStaff<OutboxPage>('/outbox', compactStaffQuery(query));
}

/** How many messages are in each state. */
export function readOutboxCounts(): Promise<OutboxCounts> {
  return readStaff<OutboxCounts>('/outbox/counts');
}

/** Sends a dead message again: it is pending once more, with its tries counted afresh (the server audits it). */
export async function retryOutboxMessage(id: number): Promise<void> {
  await writeStaff<{ id: number }>('POST', `/outbox/${id}/retry`);
}
