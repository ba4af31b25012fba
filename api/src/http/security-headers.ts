import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** What a third party's code (the payment provider's checkout) loads from outside this server, by directive. */
export interface OutsideSources {
  scripts: string[];
  connections: string[];
  frames: string[];
  images: string[];
}

export interface SecurityHeadersOptions {
  /** the origins of remotes hosted elsewhere, asked per request */
  listRemoteOrigins: () => readonly string[];
  /** the hashes ('sha256-…', quoted) of the inline scripts a page may carry */
  inlineScriptHashes: readonly string[];
  /** the payment provider's checkout (nothing extra for the sandbox, which this server serves) */
  checkout: OutsideSources;
}

/** What helmet does to a response: a header set, or one removed. */
export type HeaderStep = { set: string; value: string } | { remove: string };

/**
 * The headers helmet sets (and removes) with `options`, in its order, found by running its middleware once against a
 * response that only records them.
 */
export function listHelmetSteps(options: HelmetOptions): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => steps.push({ set: name, value }),
    removeHeader: (name: string) => steps.push({ remove: name }),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return steps;
}

/** Helmet's settings: a strict Content-Security-Policy that also allows `remoteOrigins`. */
export function buildHelmetOptions(
  { inlineScriptHashes, checkout }: Pick<SecurityHeadersOptions, 'inlineScriptHashes' | 'checkout'>,
  remoteOrigins: () => string,
): HelmetOptions {
  return {
    contentSecurityPolicy: {
      // only what is listed below; helmet's defaults include upgrade-insecure-requests, which breaks plain-HTTP
      // deployments such as http://localhost
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // the hashes allow the inline scripts a server-rendered page has (the one that starts its scripts after load)
        scriptSrc: ["'self'", ...inlineScriptHashes, remoteOrigins, ...checkout.scripts],
        styleSrc: ["'self'", "'unsafe-inline'", remoteOrigins],
        imgSrc: ["'self'", 'data:', remoteOrigins, ...checkout.images],
        fontSrc: ["'self'", remoteOrigins],
        connectSrc: ["'self'", remoteOrigins, ...checkout.connections],
        ...(checkout.frames.length > 0 ? { frameSrc: ["'self'", ...checkout.frames] } : {}),
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
    // sent below, and only over HTTPS
    strictTransportSecurity: false,
  };
}

/**
 * Helmet's headers with a strict Content-Security-Policy. Scripts, styles, images, fonts and fetches may also
 * come from the origins named in remotes.json (a remote hosted elsewhere loads its chunks, its CSS and its assets
 * from its own host); the file can change while the server runs, so the headers are worked out again whenever its
 * origins do, and otherwise set as they were: helmet's own plugin built its middleware and the policy anew on every
 * request, a cost each kept page paid.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    const { listRemoteOrigins } = options;
    let current: { origins: readonly string[]; steps: HeaderStep[] } | null = null;
    app.addHook('onRequest', (_request, reply, done) => {
      const origins = listRemoteOrigins();
      if (current?.origins !== origins) current = { origins, steps: listHelmetSteps(buildHelmetOptions(options, () => origins.join(' '))) };
      for (const step of current.steps) {
        if ('set' in step) reply.raw.setHeader(step.set, step.value);
        else reply.raw.removeHeader(step.remove);
      }
      done();
    });

    app.addHook('onSend', async (request, reply, payload) => {
      // HSTS means something only over HTTPS (browsers ignore it on plain HTTP); request.protocol follows
      // X-Forwarded-Proto only from a proxy TRUST_PROXY trusts, so a visitor cannot switch it on by a header
      if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      // an answer to a call that submits something (a form, a purchase, a pre-check) carries what the visitor
      // typed, their order or whether a number is known: no browser or proxy may keep it. A route that sets its
      // own Cache-Control (public content fetched by POST) keeps it, since its hook runs after this one
      if (request.method !== 'GET' && request.method !== 'HEAD' && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
