import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

// The outbox (docs/decisions/0045-outbox.md): a notification is a row written in the transaction of the event that
// causes it, so the two commit together or not at all, and a relay (outbox-relay.ts) sends it later. Nothing here
// sends anything: a request that enqueues never waits for, or fails with, a mail server or an SMS provider.

export type NotificationKind =
  | 'driver-registered'
  | 'driver-documents-rejected'
  | 'driver-registration-approved'
  | 'driver-registration-rejected'
  | 'job-application-received'
  | 'job-application-shortlisted'
  | 'job-application-rejected'
  | 'pass-receipt'
  | 'pass-refunded'
  | 'enquiry-received'
  | 'newsletter-welcome';

export const NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'driver-registered',
  'driver-documents-rejected',
  'driver-registration-approved',
  'driver-registration-rejected',
  'job-application-received',
  'job-application-shortlisted',
  'job-application-rejected',
  'pass-receipt',
  'pass-refunded',
  'enquiry-received',
  'newsletter-welcome',
];

export interface EmailContent {
  subject: string;
  html: string;
  text: string;
  /** newsletter only: adds List-Unsubscribe and List-Unsubscribe-Post: List-Unsubscribe=One-Click (RFC 8058) */
  listUnsubscribeUrl?: string;
}

export interface SmsContent {
  /** DLT template variables in template order */
  variables: string[];
  /** the filled approved text, shown in the console */
  text: string;
}

export type OutboxChannel = 'email' | 'sms';

export type OutboxMessageInput =
  | { kind: NotificationKind; channel: 'email'; recipient: string; idempotencyKey: string; email: EmailContent }
  | { kind: NotificationKind; channel: 'sms'; /** +91XXXXXXXXXX */ recipient: string; idempotencyKey: string; sms: SmsContent };

/**
 * Writes the message in the caller's transaction (or db): it commits with the event or not at all.
 * A second call with the same idempotencyKey is a no-op.
 */
export async function enqueueOutboxMessage(db: Kysely<Database> | Transaction<Database>, message: OutboxMessageInput): Promise<void> {
  const at = new Date().toISOString();
  const content = message.channel === 'email' ? message.email : message.sms;
  await db
    .insertInto('outbox_messages')
    .values({
      idempotency_key: message.idempotencyKey,
      kind: message.kind,
      channel: message.channel,
      recipient: message.recipient,
      content: JSON.stringify(content),
      status: 'pending',
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
      updated_at: at,
    })
    // on PostgreSQL a unique violation would abort the caller's whole transaction; `do nothing` never raises one
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .execute();
}
