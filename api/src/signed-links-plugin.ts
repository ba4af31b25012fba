import fp from 'fastify-plugin';
import { UNSUBSCRIBE_PAGE_PREFIX } from './enquiries/newsletter-unsubscribe-links';
import { RECEIPT_PAGE_PREFIX } from './payments/receipt-links';
import { createLinkSigner, type SignedLinks } from './security/link-signing';
import { resolveDataKeys } from './security/local-data-key';

declare module 'fastify' {
  interface FastifyInstance {
    /** signs and reads the links mailed to visitors: receipts, newsletter unsubscribes (docs/decisions/0044-signed-links.md) */
    signedLinks: SignedLinks;
  }
}

/**
 * Every address whose last part is a signed link's token: the pages and their API reads. The request log writes
 * them without it (http/request-log.ts): a token opens a receipt by itself.
 */
export const SIGNED_LINK_PATH_PREFIXES: readonly string[] = [RECEIPT_PAGE_PREFIX, UNSUBSCRIBE_PAGE_PREFIX].flatMap((prefix) => [
  prefix,
  `/api${prefix}`,
]);

/**
 * The signer of mailed links, keyed from the data key (DATA_ENCRYPTION_KEY, or the local key file beside the
 * database, which the database plugin's folder holds: hence after it).
 */
export const signedLinksPlugin = fp(
  async (app) => {
    const { current, older } = resolveDataKeys(app.config.dataEncryption, app.config.databaseFile);
    app.decorate('signedLinks', {
      signer: createLinkSigner(current, older),
      origin: app.config.publicOrigin ?? `http://localhost:${app.config.port}`,
    });
  },
  { name: 'signed-links', dependencies: ['database'] },
);
