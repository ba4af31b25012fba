import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { newsletterUnsubscribeStateSchema } from '@chalein/shared/api/schemas/site';
import { ApiHttpError, buildResponseSchemas, buildSuccessEnvelope } from '../http/api-envelope';
import { readNewsletterUnsubscribeToken, UNSUBSCRIBE_PAGE_PREFIX } from './newsletter-unsubscribe-links';

// The newsletter's one-click unsubscribe (docs/decisions/0044-signed-links.md). Its address, /newsletter/unsubscribe/
// <token>, is both the mail's List-Unsubscribe header and the link in its text:
// - GET is the page (the site's route table): it shows a button, and unsubscribes nobody, since mail scanners
//   follow every link in a mail;
// - POST unsubscribes: a mail client's one-click (RFC 8058: `List-Unsubscribe=One-Click`, form-encoded or
//   multipart) or the page's button. A browser is sent back to the page, which then says it is done; any other
//   client gets 200. A second POST, or one for a subscription already gone, answers the same.

// keys of the server's answer texts: the unsubscribe page shows them in its language
export const UNSUBSCRIBE_LINK_NOT_FOUND = 'newsletterLink.linkNotFound';
export const UNSUBSCRIBED_MESSAGE = 'newsletterLink.unsubscribed';

const tokenParamsSchema = Type.Object({ token: Type.String({ maxLength: 64 }) });

/** The bodies a one-click POST comes with; nothing in them is needed beyond their arriving, so they are kept as text. */
const ONE_CLICK_BODY_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const ONE_CLICK_BODY_LIMIT = 4096;

function sendPrivately(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
}

export const newsletterUnsubscribeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { signer } = app.signedLinks;
  const readSubscriptionId = (token: string): number => {
    const id = readNewsletterUnsubscribeToken(signer, token);
    if (id === null) throw new ApiHttpError(404, UNSUBSCRIBE_LINK_NOT_FOUND);
    return id;
  };

  app.addContentTypeParser(ONE_CLICK_BODY_TYPES, { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT }, (_request, body, done) =>
    done(null, typeof body === 'string' ? body : body.toString('utf8')),
  );

  app.get(
    `/api${UNSUBSCRIBE_PAGE_PREFIX}:token`,
    {
      // the page's server render reads it too (site/server-rendering/render-processes-plugin.ts); the POST, never
      config: { signedLinkRead: true },
      schema: { params: tokenParamsSchema, response: buildResponseSchemas(newsletterUnsubscribeStateSchema) },
    },
    async (request, reply) => {
      sendPrivately(reply);
      const id = readSubscriptionId(request.params.token);
      return buildSuccessEnvelope({ subscribed: await app.repositories.newsletter.hasSubscription(id) });
    },
  );

  app.post(`${UNSUBSCRIBE_PAGE_PREFIX}:token`, { schema: { params: tokenParamsSchema } }, async (request, reply) => {
    sendPrivately(reply);
    const id = readSubscriptionId(request.params.token);
    const removed = await app.repositories.newsletter.removeSubscription(id);
    // the id only: the address is gone, and a log line is no place for it
    if (removed) request.log.info({ subscription: id }, 'newsletter subscription removed by its unsubscribe link');
    // the page's button: back to the page (post/redirect/get), which now says it is done
    const fromBrowser = request.headers['sec-fetch-mode'] === 'navigate' || (request.headers.accept ?? '').includes('text/html');
    if (fromBrowser) return reply.redirect(request.url.split('?')[0] ?? '/', 303);
    return { success: true, message: UNSUBSCRIBED_MESSAGE };
  });
};
