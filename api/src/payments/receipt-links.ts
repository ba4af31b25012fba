import { buildSiteUrl, type LinkSigner, type SignedLinks } from '../security/link-signing';

// The pass receipt's link, /passes/receipt/<token>: signed, so only the person it was mailed to can open it, and
// it needs no account (docs/decisions/0044-signed-links.md). The receipt page and its API read the token back.

export const RECEIPT_PAGE_PREFIX = '/passes/receipt/';

/** The token of an order's receipt (`payment_orders.id`). */
export function createReceiptToken(signer: LinkSigner, orderId: number): string {
  return signer.signLinkToken('pass-receipt', orderId);
}

/**
 * The receipt page's absolute address for an order (`payment_orders.id`), for the receipt and refund mails:
 * `https://www.chalein.in/passes/receipt/<token>`.
 */
export function createReceiptUrl(links: SignedLinks, orderId: number): string {
  return buildSiteUrl(links, `${RECEIPT_PAGE_PREFIX}${createReceiptToken(links.signer, orderId)}`);
}

/** The order a receipt token names, or null when it is not one of ours (a changed character included). */
export function readReceiptToken(signer: LinkSigner, token: string): number | null {
  return signer.readLinkToken('pass-receipt', token);
}
