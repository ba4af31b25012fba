import type { Kysely } from 'kysely';
import { brand } from '@chalein/shared/lib/brand';
import type { PassReceipt } from '@chalein/shared/api/types';
import type { Database } from '../db/schema';
import { enqueueOutboxMessage, type OutboxMessageInput } from '../outbox/outbox-message';
import { findOrderBuyerContact } from '../payments/payment-repository';
import { createReceiptUrl } from '../payments/receipt-links';
import { readPassReceipt } from '../payments/receipt-repository';
import type { SignedLinks } from '../security/link-signing';
import { renderMail } from './mail-layout';
import { formatIndianInstant, formatRupees } from './notification-formats';
import { chooseNotificationAddress, composeOutboxMessage, type VisitorContact } from './notification-recipient';

// What a rider who bought a pass is told: the receipt once the pass is issued, and a notice when the order is
// refunded, both linking to the receipt page (a signed link, docs/decisions/0044-signed-links.md), which says
// 'refunded' after a refund. By mail: the purchase form requires an address (a buyer without one, which the form
// never sends, is told nothing rather than sent an SMS no template was registered for). A receipt names the pass,
// the buyer, the amount, the payment id, the date and the validity: nothing else of the buyer.

const REASON = `You get this mail because you bought a pass on the ${brand.productName} website.`;

const validityOf = (receipt: PassReceipt) => `${formatIndianInstant(receipt.validFrom)} to ${formatIndianInstant(receipt.validUntil)}`;

export function buildPassReceiptMessage(receipt: PassReceipt, buyer: VisitorContact, receiptUrl: string): OutboxMessageInput | null {
  const address = chooseNotificationAddress(buyer);
  if (!address) return null;
  const amount = formatRupees(receipt.amountPaise);
  return composeOutboxMessage('pass-receipt', `pass-receipt:${receipt.orderNumber}`, address, {
    email: () =>
      renderMail({
        subject: `Your ${brand.productName} receipt: ${receipt.passName}, ${amount}`,
        preview: `Payment ${receipt.paymentId} received. Your pass is valid ${validityOf(receipt)}.`,
        heading: 'Thank you for your purchase',
        greeting: `Hello ${receipt.buyerName},`,
        blocks: [
          { type: 'paragraph', text: `We have received your payment, and your ${receipt.passName} is issued.` },
          {
            type: 'facts',
            rows: [
              ['Pass', receipt.passName],
              ['Bought by', receipt.buyerName],
              ['Amount paid', amount],
              ['Payment ID', receipt.paymentId],
              ['Paid on', formatIndianInstant(receipt.paidAt)],
              ['Valid from', formatIndianInstant(receipt.validFrom)],
              ['Valid until', formatIndianInstant(receipt.validUntil)],
              ['Order number', String(receipt.orderNumber)],
            ],
          },
          { type: 'action', label: 'View or print your receipt', url: receiptUrl },
          { type: 'paragraph', text: 'Keep this mail: its link always opens your receipt. Anyone with the link can see it.' },
        ],
        reason: REASON,
      }),
  });
}

export function buildPassRefundedMessage(receipt: PassReceipt, buyer: VisitorContact, receiptUrl: string): OutboxMessageInput | null {
  const address = chooseNotificationAddress(buyer);
  if (!address) return null;
  const amount = formatRupees(receipt.amountPaise);
  return composeOutboxMessage('pass-refunded', `pass-refunded:${receipt.orderNumber}`, address, {
    email: () =>
      renderMail({
        subject: `Your refund for ${receipt.passName}, ${amount}`,
        preview: `We have refunded payment ${receipt.paymentId}.`,
        heading: 'Your payment is refunded',
        greeting: `Hello ${receipt.buyerName},`,
        blocks: [
          { type: 'paragraph', text: `We have refunded your payment for the ${receipt.passName}, and the pass can no longer be used.` },
          {
            type: 'facts',
            rows: [
              ['Pass', receipt.passName],
              ['Amount refunded', amount],
              ['Payment ID', receipt.paymentId],
              ...(receipt.refundedAt ? [['Refunded on', formatIndianInstant(receipt.refundedAt)] as const] : []),
              ['Order number', String(receipt.orderNumber)],
            ],
          },
          { type: 'paragraph', text: 'When the money shows in your account depends on your bank or card issuer.' },
          { type: 'action', label: 'View your receipt', url: receiptUrl },
        ],
        reason: REASON,
      }),
  });
}

/**
 * The receipt and the refund notice of an order, enqueued in the transaction that issued its pass or refunded it:
 * read from that transaction, so they say what it is about to commit.
 */
export function createPassNotices(links: SignedLinks) {
  async function enqueue(
    trx: Kysely<Database>,
    orderId: number,
    build: (receipt: PassReceipt, buyer: VisitorContact, receiptUrl: string) => OutboxMessageInput | null,
  ): Promise<void> {
    const receipt = await readPassReceipt(trx, orderId);
    const buyer = await findOrderBuyerContact(trx, orderId);
    if (!receipt || !buyer) throw new Error(`order ${orderId} has no receipt to send`);
    const message = build(receipt, buyer, createReceiptUrl(links, orderId));
    if (message) await enqueueOutboxMessage(trx, message);
  }
  return {
    /** The pass was issued in this transaction: once per order, however its payment was confirmed. */
    enqueueReceipt: (trx: Kysely<Database>, orderId: number) => enqueue(trx, orderId, buildPassReceiptMessage),
    /** The order was refunded in this transaction. */
    enqueueRefundNotice: (trx: Kysely<Database>, orderId: number) => enqueue(trx, orderId, buildPassRefundedMessage),
  };
}

export type PassNotices = ReturnType<typeof createPassNotices>;
