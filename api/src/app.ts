import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { selectDatabaseLocation } from './db/database';
import { indianMobileKeyword, plainTextKeyword } from './http/field-schemas';
import { createRequestValidatorFactory } from './http/request-validators';
import { ERROR_MESSAGES_KEYWORD, finiteKeyword } from './http/validation-errors';
import { paymentApiRoutes } from './payments/payment-api-routes';
import { selectCheckoutSources } from './payments/checkout-sources';
import { paymentsPlugin } from './payments/payments-plugin';
import { outboxPlugin } from './outbox/outbox-plugin';
import { OUTBOX_API_PREFIX, staffOutboxRoutes } from './outbox/staff-outbox-routes';
import { deploymentsPlugin } from './deployments/deployments-plugin';
import { clientEventsPlugin } from './client-events/client-events-plugin';
import { canaryWatchPlugin } from './deployments/canary-watch';
import { idempotencyPlugin } from './idempotency/idempotency-plugin';
import { databasePlugin } from './database-plugin';
import { metricsPlugin } from './observability/metrics-plugin';
import { HEALTH_PATH, healthProbesPlugin, READY_PATH } from './observability/health-probes';
import { metricsRoutes } from './observability/metrics-routes';
import { createRequestIdGenerator } from './observability/request-ids';
import { SIGNED_LINK_PATH_PREFIXES, signedLinksPlugin } from './signed-links-plugin';
import { errorHandlersPlugin } from './http/error-handlers';
import { answerLanguagePlugin } from './http/answer-language';
import { rateLimitPlugin } from './http/rate-limits';
import { requestBodiesPlugin } from './http/request-bodies';
import { requestLogPlugin } from './http/request-log';
import { securityHeadersPlugin } from './http/security-headers';
import { apiRoutes } from './api-routes';
import { createRemotesConfigReader } from './site/remotes-config';
import { renderProcessesPlugin } from './site/server-rendering/render-processes-plugin';
import { START_AFTER_LOAD_SCRIPT_HASH } from './site/server-rendering/start-after-load';
import { sitePlugin } from './site/site-plugin';
import { uploadsPlugin } from './uploads/uploads-plugin';
import { staffPlugin } from './staff/staff-plugin';
import { ORDERS_API_PREFIX, staffOrderRoutes } from './payments/staff-order-routes';
import { driverReviewRoutes, DRIVERS_API_PREFIX } from './onboarding/driver-review-routes';
import { MESSAGES_API_PREFIX, staffMessageRoutes } from './enquiries/staff-message-routes';
import { NEWSLETTER_API_PREFIX, staffNewsletterRoutes } from './enquiries/staff-newsletter-routes';
import { newsletterUnsubscribeRoutes } from './enquiries/newsletter-unsubscribe-routes';
import { applicationInboxRoutes, APPLICATIONS_API_PREFIX } from './careers/application-inbox-routes';

/** A hop count becomes the function Fastify's types accept ("trust the n nearest proxies"). */
function selectTrustProxy(setting: AppConfig['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/**
 * The http server's own timeouts. Node derives headersTimeout (min(60 s, requestTimeout)) only from a requestTimeout
 * given when the server is created; Fastify sets requestTimeout afterwards, so headersTimeout stayed 60 s, and a
 * connection then outlived a shorter requestTimeout until headersTimeout had passed too: a 15 s setting cut a trickled
 * request after 60 s at the earliest. And Node looks for expired requests only every connectionsCheckingInterval (30 s unless set),
 * so checking ten times per timeout cuts within a tenth of it past it (each check walks the open connections).
 */
function selectHttpServerOptions(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(60_000, requestTimeoutMs),
    connectionsCheckingInterval: Math.min(30_000, Math.max(10, Math.floor(requestTimeoutMs / 10))),
  };
}

export interface BuildAppOptions {
  /** where log lines go instead of stdout (tests read what the server logged) */
  logStream?: NodeJS.WritableStream;
}

/**
 * The whole server as one Fastify instance, built from plugins (as in fastify/demo). The database plugin migrates
 * while the app gets ready, so background jobs (the payment reconciler, the upload sweep) start on listen against
 * the newest schema. It does not seed or listen: server.ts does, and tests call app.inject on a temporary database.
 */
export function buildApp(config: AppConfig, options: BuildAppOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // never log what identifies a visitor's session or credentials
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // process.stdout, not pino's default asynchronous writer: on Linux a write to stdout that is a file or a pipe
      // is synchronous, so a line is with the operating system before the call returns and a crash (SIGKILL, an
      // out-of-memory kill) loses no request log already written; the asynchronous writer held lines in memory
      stream: options.logStream ?? process.stdout,
    },
    trustProxy: selectTrustProxy(config.trustProxy),
    // a trusted proxy's X-Request-Id, or a new UUID: every log line of the request carries it as reqId
    // (observability/request-ids.ts), and the answer sends it back (http/request-log.ts)
    genReqId: createRequestIdGenerator(config.trustProxy),
    bodyLimit: config.bodyLimitBytes,
    // a client that stops sending mid-request (or never finishes its headers) loses the connection after
    // connectionTimeout of silence; one that trickles bytes to hold it open, after requestTimeout in all
    connectionTimeout: config.connectionTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    http: selectHttpServerOptions(config.requestTimeoutMs),
    routerOptions: { ignoreTrailingSlash: true },
    // one line per request instead of Fastify's two (http/request-log.ts)
    logController: new LogController({ disableRequestLogging: true }),
    // bodies are validated without type coercion, URLs with it (http/request-validators.ts)
    schemaController: { compilersFactory: { buildValidator: createRequestValidatorFactory() } },
    ajv: {
      customOptions: {
        // every field's error at once, so a form can mark them all; bodies are small and bounded by bodyLimit
        allErrors: true,
        // a field that takes a number or its digits says `type: ['integer', 'string']` (bodies are never coerced)
        allowUnionTypes: true,
        // field messages live beside the field's schema (see http/validation-errors.ts)
        keywords: [ERROR_MESSAGES_KEYWORD, finiteKeyword, indianMobileKeyword, plainTextKeyword],
      },
    },
  });

  app.decorate('config', config);
  const remotesConfig = createRemotesConfigReader(config.remotesConfigFile);
  // its folder is watched (site/watched-file.ts) until the server closes
  app.addHook('onClose', async () => remotesConfig.close());

  // app.metrics, a Prometheus registry of this app's own: first, so every plugin after it can add its metrics
  app.register(metricsPlugin);
  // render processes: their sandbox, and their API calls answered in process, which reach content reads only (a
  // hook, so it comes before every plugin that has routes)
  app.register(renderProcessesPlugin);
  app.register(databasePlugin, { database: selectDatabaseLocation(config) });
  // /healthz and /readyz for load balancers, and /metrics for Prometheus (observability/)
  app.register(healthProbesPlugin);
  app.register(metricsRoutes);
  // a signed link's token opens a receipt by itself: the log names its page, never the token; the load balancer's
  // probes that pass write no line
  app.register(requestLogPlugin, { secretPathPrefixes: SIGNED_LINK_PATH_PREFIXES, quietPaths: [HEALTH_PATH, READY_PATH] });
  app.register(securityHeadersPlugin, {
    listRemoteOrigins: () => remotesConfig.listRemoteOrigins().origins,
    inlineScriptHashes: [START_AFTER_LOAD_SCRIPT_HASH],
    checkout: selectCheckoutSources(config.payments.provider),
  });
  app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    // HTML, JS, CSS, JSON and SVG; images that are already compressed are left alone by their type
    threshold: 1024,
  });
  app.register(rateLimitPlugin);
  app.register(requestBodiesPlugin);
  app.register(errorHandlersPlugin);
  // answers' messages in the request's language (Accept-Language): the forms' keys written out as they leave
  app.register(answerLanguagePlugin);
  // Idempotency-Key on the form posts that opt in (api/src/idempotency): before the routes it hooks into
  app.register(idempotencyPlugin);
  // the stems in flight and the sweep of the private upload folders, for the two upload forms
  app.register(uploadsPlugin);
  // the signer of mailed links (receipts, newsletter unsubscribes), keyed from the data key: before the features
  app.register(signedLinksPlugin);
  // the payment feature: its provider, purchase service and reconciler (app.payments), then its routes
  app.register(paymentsPlugin);
  // the outbox's relay: sends the notifications the features write with their events (api/src/outbox)
  app.register(outboxPlugin);
  app.register(apiRoutes, { prefix: '/api' });
  app.register(paymentApiRoutes, { prefix: '/api' });
  // the newsletter's one-click unsubscribe: its API, and the POST to its page's own address (RFC 8058)
  app.register(newsletterUnsubscribeRoutes);
  // staff accounts, sessions, roles and the audit trail (api/src/staff): every route under /api/staff is guarded
  app.register(staffPlugin);
  // the staff inboxes, each guarded by the staff plugin's hook (after it: they use its store and clock)
  app.register(driverReviewRoutes, { prefix: DRIVERS_API_PREFIX });
  app.register(applicationInboxRoutes, { prefix: APPLICATIONS_API_PREFIX });
  app.register(staffOrderRoutes, { prefix: ORDERS_API_PREFIX });
  app.register(staffMessageRoutes, { prefix: MESSAGES_API_PREFIX });
  app.register(staffNewsletterRoutes, { prefix: NEWSLETTER_API_PREFIX });
  app.register(staffOutboxRoutes, { prefix: OUTBOX_API_PREFIX });
  // the deploy registry (api/src/deployments): stored versions of each remote, which remotes.json is made from
  app.register(deploymentsPlugin, { remotesConfig });
  // browsers' reports and the pages sent, counted per remote version: before the site, whose answers its hook counts
  app.register(clientEventsPlugin);
  // ends a failing canary by itself, from the counts above (deployments/canary-watch.ts)
  app.register(canaryWatchPlugin);
  app.register(sitePlugin, { config });

  return app;
}
