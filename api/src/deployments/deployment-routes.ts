import multipart from '@fastify/multipart';
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { buildEnvelopeSchema } from '@chalein/shared/api/schemas/common';
import type { RemoteName } from '@chalein/shared/lib/routes';
import { ApiHttpError, buildResponseSchemas, buildSuccessEnvelope } from '../http/api-envelope';
import { INTERNAL_ERROR_MESSAGE } from '../http/error-handlers';
import { authorizeDeployer } from './deploy-tokens';
import { CHECK_ANSWER_KEPT_MS, createCheckRuns, type CheckAnswer } from './deployment-check-runs';
import type { CanaryRun, RemoteDeployments, StoredVersion } from './deployment-registry';
import {
  activateBodySchema,
  canaryBodySchema,
  checkingSchema,
  previewLinkSchema,
  remoteDeploymentsSchema,
  remoteParamsSchema,
  type canaryRunSchema,
  uploadResultSchema,
  versionParamsSchema,
  versionSummarySchema,
} from './deployment-schemas';
import { buildVersionUrl } from './deployment-service';
import { DEPLOYMENT_UPLOAD_LIMITS } from './deployment-upload';

// /api/deployments/<remote>...: the deploy command's calls. Every one needs the remote's own deploy token.

declare module 'fastify' {
  interface FastifyRequest {
    /** the remote whose deploy token the request carries (set by this scope's onRequest hook) */
    deployer?: RemoteName;
  }
}

/** The remote whose token this request carries: set before any handler runs, by this scope's onRequest hook. */
function readDeployer(request: FastifyRequest): RemoteName {
  if (!request.deployer) throw new ApiHttpError(401, 'This call needs a deploy token.');
  return request.deployer;
}

function summarizeVersion(remote: RemoteName, stored: StoredVersion): Static<typeof versionSummarySchema> {
  const files = Object.values(stored.files);
  return {
    version: stored.version,
    commit: stored.commit,
    uploadedAt: stored.uploadedAt,
    uploadedBy: stored.uploadedBy,
    fileCount: files.length,
    totalBytes: files.reduce((sum, file) => sum + file.size, 0),
    serverIntegrity: stored.serverIntegrity,
    entry: buildVersionUrl(remote, stored.version, 'remoteEntry.js'),
    checks: stored.checks,
  };
}

function describeRemote(remote: RemoteName, current: RemoteDeployments & { etag: string }): Static<typeof remoteDeploymentsSchema> {
  return {
    remote,
    etag: current.etag,
    active: current.active,
    rollbackTo: current.previous,
    canRollback: current.everActivated,
    versions: current.versions.map((stored) => summarizeVersion(remote, stored)),
    history: current.history,
    canary: current.canary === null ? null : describeCanary(current.canary),
    canaries: current.canaries.map(describeCanary),
  };
}

function describeCanary(run: CanaryRun): Static<typeof canaryRunSchema> {
  const { revision: _revision, ...described } = run;
  return described;
}

/** The origin a link is given with: PUBLIC_ORIGIN when set, else the one the request came to. */
function selectLinkOrigin(request: FastifyRequest): string {
  return request.server.config.publicOrigin ?? `${request.protocol}://${request.host}`;
}

/** True when the client asked to be answered before the work is done (RFC 7240's `Prefer: respond-async`). */
function prefersRespondAsync(prefer: string | string[] | undefined): boolean {
  return [prefer ?? '']
    .flat()
    .flatMap((header) => header.split(','))
    .some((preference) => preference.split(';')[0]?.trim().toLowerCase() === 'respond-async');
}

export const deploymentApiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { registry, service } = app.deployments;
  const checkRuns = createCheckRuns();
  // checks still under way finish (or fail) before the registry they write to goes away
  app.addHook('onClose', async () => checkRuns.settle());
  // registered in this scope only: no other route accepts multipart bodies by accident
  await app.register(multipart, { limits: DEPLOYMENT_UPLOAD_LIMITS, throwFileSizeLimit: true });

  // before anything is read: no token 401, another remote's token 403
  app.addHook('onRequest', async (request) => {
    const { remote } = request.params as { remote?: string };
    request.deployer = authorizeDeployer(app.config.deployments.tokens, request.headers.authorization, remote ?? '');
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    // the registry changes with every deploy: never kept by a browser or a proxy
    reply.header('cache-control', 'no-store');
    return payload;
  });

  // read from the database, not this node's memory: the ETag a deployer sends back must be the shared one
  const describeWithEtag = async (remote: RemoteName) => {
    const current = await registry.describeRemoteNow(remote);
    return { etag: current.etag, body: buildSuccessEnvelope(describeRemote(remote, current)) };
  };

  app.get(
    '/:remote',
    { schema: { params: remoteParamsSchema, response: buildResponseSchemas(remoteDeploymentsSchema) } },
    async (request, reply) => {
      const { etag, body } = await describeWithEtag(request.params.remote);
      return reply.header('etag', etag).send(body);
    },
  );

  /** The upload's answer once its version is stored: 201 new (with the checks it passed), 200 identical. */
  async function answerStored(remote: RemoteName, stored: StoredVersion, kind: 'new' | 'identical', origin: string): Promise<CheckAnswer> {
    const preview = await service.createPreviewLink(remote, stored.version);
    const message =
      kind === 'new'
        ? `${remote} ${stored.version} passed every check and is stored; activate it when ready.`
        : `${remote} ${stored.version} was already stored with these very bytes.`;
    const data: Static<typeof uploadResultSchema> = {
      remote,
      stored: kind,
      version: summarizeVersion(remote, stored),
      previewUrl: `${origin}${preview.path}`,
      previewExpiresAt: preview.expiresAt,
    };
    return { statusCode: kind === 'new' ? 201 : 200, body: { success: true, message, data } };
  }

  /** A refusal (422) or another failure of checks nobody waits on, answered as the error handler would have. */
  function answerFailure(error: unknown, log: FastifyBaseLogger): CheckAnswer {
    if (error instanceof ApiHttpError)
      return {
        statusCode: error.statusCode,
        body: { success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
      };
    log.error({ err: error }, 'checking a version failed');
    return { statusCode: 500, body: { success: false, message: INTERNAL_ERROR_MESSAGE } };
  }

  const sendAnswer = (reply: FastifyReply, answer: CheckAnswer) => reply.code(answer.statusCode).send(answer.body);

  const checkPath = (remote: RemoteName, version: string) => `/api/deployments/${remote}/versions/${version}/check`;

  const describeChecking = (remote: RemoteName, version: string) =>
    buildSuccessEnvelope<Static<typeof checkingSchema>>(
      { remote, version, status: 'checking', checkUrl: checkPath(remote, version) },
      `${remote} ${version} is received and being checked; GET ${checkPath(remote, version)} answers once the checks are done.`,
    );

  app.put(
    '/:remote/versions/:version',
    {
      schema: {
        params: versionParamsSchema,
        response: { ...buildResponseSchemas(uploadResultSchema, [200, 201]), 202: buildEnvelopeSchema(checkingSchema) },
      },
    },
    async (request, reply) => {
      const { remote, version } = request.params;
      const origin = selectLinkOrigin(request);
      const received = await service.receiveUpload(request, reply, remote, version, readDeployer(request));
      if (received.stored === 'identical') return sendAnswer(reply, await answerStored(remote, received.version, 'identical', origin));
      if (!prefersRespondAsync(request.headers.prefer))
        return sendAnswer(reply, await answerStored(remote, await received.checked, 'new', origin));
      // answered now, checked after: nothing waits on this connection while the checks run
      checkRuns.follow(
        remote,
        version,
        received.checked
          .then((stored) => answerStored(remote, stored, 'new', origin))
          .catch((error: unknown) => answerFailure(error, request.log)),
      );
      return reply
        .code(202)
        .header('location', checkPath(remote, version))
        .header('preference-applied', 'respond-async')
        .header('retry-after', '1')
        .send(describeChecking(remote, version));
    },
  );

  app.get(
    '/:remote/versions/:version/check',
    {
      schema: {
        params: versionParamsSchema,
        response: { ...buildResponseSchemas(uploadResultSchema, [201]), 202: buildEnvelopeSchema(checkingSchema) },
      },
    },
    async (request, reply) => {
      const { remote, version } = request.params;
      const run = checkRuns.read(remote, version);
      if (run === null)
        throw new ApiHttpError(
          404,
          `No check of ${remote} ${version} is under way, nor finished in the last ${CHECK_ANSWER_KEPT_MS / 60_000} minutes; GET /api/deployments/${remote} lists the versions stored.`,
        );
      if (run === 'checking') return reply.code(202).header('retry-after', '1').send(describeChecking(remote, version));
      return sendAnswer(reply, run);
    },
  );

  app.post(
    '/:remote/versions/:version/preview',
    { schema: { params: versionParamsSchema, response: buildResponseSchemas(previewLinkSchema) } },
    async (request) => {
      const preview = await service.createPreviewLink(request.params.remote, request.params.version);
      return buildSuccessEnvelope({ previewUrl: `${selectLinkOrigin(request)}${preview.path}`, previewExpiresAt: preview.expiresAt });
    },
  );

  app.post(
    '/:remote/activate',
    { schema: { params: remoteParamsSchema, body: activateBodySchema, response: buildResponseSchemas(remoteDeploymentsSchema) } },
    async (request, reply) => {
      const { remote } = request.params;
      await registry.activate(remote, request.body.version, readDeployer(request), request.headers['if-match']);
      const { etag, body } = await describeWithEtag(remote);
      return reply.header('etag', etag).send({ ...body, message: `${remote} ${request.body.version} is live.` });
    },
  );

  app.post(
    '/:remote/rollback',
    { schema: { params: remoteParamsSchema, response: buildResponseSchemas(remoteDeploymentsSchema) } },
    async (request, reply) => {
      const { remote } = request.params;
      // read at the revision the If-Match names: had it moved on since, the rollback below answers 412
      const canary = (await registry.describeRemoteNow(remote)).canary;
      const after = await registry.rollback(remote, readDeployer(request), request.headers['if-match']);
      const { etag, body } = await describeWithEtag(remote);
      const live = after.active ?? 'the build REMOTES_CONFIG names';
      const message = canary
        ? `The ${remote} canary ${canary.version} is ended; everyone gets ${live}.`
        : `${remote} is rolled back to ${live}.`;
      return reply.header('etag', etag).send({ ...body, message });
    },
  );

  app.post(
    '/:remote/canary',
    { schema: { params: remoteParamsSchema, body: canaryBodySchema, response: buildResponseSchemas(remoteDeploymentsSchema) } },
    async (request, reply) => {
      const { remote } = request.params;
      const { version, percent } = request.body;
      await registry.startCanary(remote, version, percent, readDeployer(request), request.headers['if-match']);
      const { etag, body } = await describeWithEtag(remote);
      return reply
        .header('etag', etag)
        .send({ ...body, message: `${remote} ${version} is live for ${percent}% of visitors; promote it or roll it back.` });
    },
  );

  app.post(
    '/:remote/promote',
    { schema: { params: remoteParamsSchema, response: buildResponseSchemas(remoteDeploymentsSchema) } },
    async (request, reply) => {
      const { remote } = request.params;
      const after = await registry.promote(remote, readDeployer(request), request.headers['if-match']);
      const { etag, body } = await describeWithEtag(remote);
      return reply.header('etag', etag).send({ ...body, message: `${remote} ${after.active} is live for everyone.` });
    },
  );
};
