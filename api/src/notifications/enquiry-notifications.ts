import { brand } from '@chalein/shared/lib/brand';
import type { OutboxMessageInput } from '../outbox/outbox-message';
import { renderMail } from './mail-layout';
import { formatIndianInstant } from './notification-formats';
import { chooseNotificationAddress, composeOutboxMessage } from './notification-recipient';

// What a visitor who wrote to us is told: that the message arrived, with its reference to quote. The contact and
// investor forms require an e-mail address, so these are mails; they name the sender and the reference and never
// repeat what the message said. A support ticket collects no address or number (the form is ticket type, subject
// and description only), so nobody can be told of it.

export type EnquiryKind = 'contact' | 'investor';

/** The message a mail is about, and who it goes to. */
export interface EnquirySender {
  kind: EnquiryKind;
  /** CT-2026-00042 or INV-2026-00007: unique across the forms, so it keys the mail */
  reference: string;
  name: string;
  email: string;
}

const WORDING: Readonly<Record<EnquiryKind, { subject: string; heading: string; body: string; replyFrom: string }>> = {
  contact: {
    subject: 'We have your message',
    heading: 'Thank you for writing to us',
    body: 'We have received your message. Someone from our team will reply to this address.',
    replyFrom: brand.supportEmail,
  },
  investor: {
    subject: 'We have your enquiry',
    heading: `Thank you for your interest in ${brand.productName}`,
    body: 'We have received your enquiry. Our investor relations team will reply to this address.',
    replyFrom: brand.investorEmail,
  },
};

export function buildEnquiryReceivedMessage(sender: EnquirySender, receivedAt: Date): OutboxMessageInput | null {
  const address = chooseNotificationAddress({ email: sender.email });
  if (!address) return null;
  const words = WORDING[sender.kind];
  return composeOutboxMessage('enquiry-received', `enquiry-received:${sender.reference}`, address, {
    email: () =>
      renderMail({
        subject: `${words.subject} (${sender.reference})`,
        preview: `Your reference is ${sender.reference}.`,
        heading: words.heading,
        greeting: `Hello ${sender.name},`,
        blocks: [
          { type: 'paragraph', text: words.body },
          {
            type: 'facts',
            rows: [
              ['Reference', sender.reference],
              ['Received', formatIndianInstant(receivedAt)],
            ],
          },
          { type: 'paragraph', text: `If you write again, to ${words.replyFrom}, please give the reference above.` },
        ],
        reason: `You get this mail because you sent us a message from the ${brand.productName} website.`,
      }),
  });
}
