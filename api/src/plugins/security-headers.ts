import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { RemotesConfigReader } from '../site/remotes-config';

export interface SecurityHeadersOptions {
  remotesConfig: RemotesConfigReader;
}

/**
 * Helmet's headers with a strict Content-Security-Policy. Scripts and fetches may also go to the origins named
 * in remotes.json (a remote hosted elsewhere); those are read per request, because the file can change while
 * the server runs.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, { remotesConfig }) => {
    const remoteOrigins = (): string => remotesConfig.listRemoteOrigins().join(' ');
    await app.register(helmet, {
      contentSecurityPolicy: {
        // only what is listed below; helmet's defaults include upgrade-insecure-requests, which breaks plain-HTTP
        // deployments such as http://localhost
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", remoteOrigins],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", remoteOrigins],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      // the legacy header says what frame-ancestors 'none' says, for browsers that only know it
      frameguard: { action: 'deny' },
      // remotes on another port of the same host (dev servers) may still load our images and scripts
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
  },
  { name: 'security-headers' },
);
