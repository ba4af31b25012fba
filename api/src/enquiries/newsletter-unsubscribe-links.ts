import { buildSiteUrl, type LinkSigner, type SignedLinks } from '../security/link-signing';

// The newsletter's unsubscribe link, /newsletter/unsubscribe/<token>, signed over the subscription's id
// (docs/decisions/0044-signed-links.md). One address serves both ways of leaving: a mail client's one-click POST
// (RFC 8058, the List-Unsubscribe header) and the link in the mail, whose GET shows a page with a button, since
// mail scanners follow links and a GET must never unsubscribe anyone.

export const UNSUBSCRIBE_PAGE_PREFIX = '/newsletter/unsubscribe/';

/** The token of a subscription (`newsletter_subscriptions.id`). */
export function createNewsletterUnsubscribeToken(signer: LinkSigner, subscriptionId: number): string {
  return signer.signLinkToken('newsletter-unsubscribe', subscriptionId);
}

/**
 * The absolute unsubscribe address of a subscription (`newsletter_subscriptions.id`): the mail's
 * List-Unsubscribe header (its one-click POST) and the link in its text, both.
 */
export function createNewsletterUnsubscribeUrl(links: SignedLinks, subscriptionId: number): string {
  return buildSiteUrl(links, `${UNSUBSCRIBE_PAGE_PREFIX}${createNewsletterUnsubscribeToken(links.signer, subscriptionId)}`);
}

/** The subscription a token names, or null when it is not one of ours. */
export function readNewsletterUnsubscribeToken(signer: LinkSigner, token: string): number | null {
  return signer.readLinkToken('newsletter-unsubscribe', token);
}
