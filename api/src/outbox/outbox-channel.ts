import type { EmailContent, NotificationKind, SmsContent } from './outbox-message';

// What the relay hands a channel, and what a channel can say back besides 'sent'.

export interface OutgoingEmail {
  kind: NotificationKind;
  idempotencyKey: string;
  recipient: string;
  content: EmailContent;
}

export interface OutgoingSms {
  kind: NotificationKind;
  idempotencyKey: string;
  /** +91XXXXXXXXXX */
  recipient: string;
  content: SmsContent;
}

export interface MessageChannel<Message> {
  /** Resolves once the server or provider has accepted the message; throws OutboxSendError or any error otherwise. */
  send(message: Message): Promise<void>;
  /** the longest one send may take (its connection and socket limits): the relay never starts one its claim cannot cover */
  readonly sendTimeoutMs: number;
  close(): Promise<void>;
}

/**
 * A send that failed in a way the relay must treat specially: `permanent` (a server refused this very message or
 * recipient for good: retrying would get the same answer, so it is dead at once) or `unconfigured` (this message
 * cannot go through this channel as set up, e.g. no SMS template for its kind: it waits as 'unsent', untried).
 * Any other error is transient and retried with backoff.
 */
export class OutboxSendError extends Error {
  constructor(
    message: string,
    readonly outcome: 'permanent' | 'unconfigured',
  ) {
    super(message);
    this.name = 'OutboxSendError';
  }
}
