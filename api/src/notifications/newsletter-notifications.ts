import { brand } from '@chalein/shared/lib/brand';
import { createNewsletterUnsubscribeUrl } from '../enquiries/newsletter-unsubscribe-links';
import type { OutboxMessageInput } from '../outbox/outbox-message';
import type { SignedLinks } from '../security/link-signing';
import { renderMail } from './mail-layout';
import { chooseNotificationAddress, composeOutboxMessage } from './notification-recipient';

// The newsletter's welcome: sent once per subscription, with the one-click unsubscribe every newsletter mail
// carries, as a link in the mail and as its List-Unsubscribe header (RFC 8058), so leaving is as easy as joining.

export interface NewsletterSubscriber {
  subscriptionId: number;
  email: string;
}

export function buildNewsletterWelcomeMessage(links: SignedLinks, subscriber: NewsletterSubscriber): OutboxMessageInput | null {
  const address = chooseNotificationAddress({ email: subscriber.email });
  if (!address) return null;
  const unsubscribeUrl = createNewsletterUnsubscribeUrl(links, subscriber.subscriptionId);
  return composeOutboxMessage('newsletter-welcome', `newsletter-welcome:${subscriber.subscriptionId}`, address, {
    email: () => ({
      ...renderMail({
        subject: `Welcome to the ${brand.productName} newsletter`,
        preview: 'News of our rides, passes and city, now and then.',
        heading: `Welcome to the ${brand.productName} newsletter`,
        blocks: [
          {
            type: 'paragraph',
            text: `Thank you for subscribing. Now and then we will write with news of our rides, passes and offers in ${brand.office.city}.`,
          },
          {
            type: 'paragraph',
            text: 'If you did not ask for this, or change your mind, one click on the link below takes you off the list.',
          },
        ],
        reason: `You get this mail because this address was subscribed to the ${brand.productName} newsletter on our website.`,
        unsubscribeUrl,
      }),
      listUnsubscribeUrl: unsubscribeUrl,
    }),
  });
}
