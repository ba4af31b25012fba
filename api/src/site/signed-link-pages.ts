import type { FastifyInstance } from 'fastify';
import { readNewsletterUnsubscribeToken, UNSUBSCRIBE_PAGE_PREFIX } from '../enquiries/newsletter-unsubscribe-links';
import { readReceiptToken, RECEIPT_PAGE_PREFIX } from '../payments/receipt-links';
import { readPassReceipt } from '../payments/receipt-repository';

/**
 * Whether the address of a page mailed as a signed link is one we made (docs/decisions/0044-signed-links.md): a
 * receipt's token must check and name an order with a receipt; an unsubscribe token must check (a subscription
 * already gone still shows its page, which says so). Anything else answers 404.
 */
export function createSignedLinkCheck(app: Pick<FastifyInstance, 'db' | 'signedLinks'>): (pathname: string) => Promise<boolean> {
  const { signer } = app.signedLinks;
  return async (pathname) => {
    // a token is letters, digits, '.', '_' and '-': an escaped one is not ours
    const token = pathname.slice(pathname.lastIndexOf('/') + 1);
    if (pathname.startsWith(RECEIPT_PAGE_PREFIX)) {
      const orderId = readReceiptToken(signer, token);
      return orderId !== null && (await readPassReceipt(app.db, orderId)) !== undefined;
    }
    if (pathname.startsWith(UNSUBSCRIBE_PAGE_PREFIX)) return readNewsletterUnsubscribeToken(signer, token) !== null;
    return false;
  };
}
