import multipart from '@fastify/multipart';
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RemoteName } from '@chalein/shared/lib/routes';
import { ApiHttpError, buildResponseSchemas, buildSuccessEnvelope } from '../http/api-envelope';
import { authorizeDeployer } from './deploy-tokens';
import type { RemoteDeployments, StoredVersion } from './deployment-registry';
import {
  activateBodySchema,
  previewLinkSchema,
  remoteDeploymentsSchema,
  remoteParamsSchema,
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
  };
}

/** The origin a link is given with: PUBLIC_ORIGIN when set, else the one the request came to. */
function selectLinkOrigin(request: FastifyRequest): string {
  return request.server.config.publicOrigin ?? `${request.protocol}://${request.host}`;
}

export const deploymentApiRoutes: FastifyPluginAsync = async (app) => {
  const { registry, service } = app.deployments;
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

  const describeWithEtag = (remote: RemoteName) => {
    const current = registry.describeRemote(remote);
    return { etag: current.etag, body: buildSuccessEnvelope(describeRemote(remote, current)) };
  };

  app.get<{ Params: Static<typeof remoteParamsSchema> }>(
    '/:remote',
    { schema: { params: remoteParamsSchema, response: buildResponseSchemas(remoteDeploymentsSchema) } },
    async (request, reply) => {
      const { etag, body } = describeWithEtag(request.params.remote);
      return reply.header('etag', etag).send(body);
    },
  );

  app.put<{ Params: Static<typeof versionParamsSchema> }>(
    '/:remote/versions/:version',
    { schema: { params: versionParamsSchema, response: buildResponseSchemas(uploadResultSchema, [200, 201]) } },
    async (request, reply) => {
      const { remote, version } = request.params;
      const outcome = await service.uploadVersion(request, reply, remote, version, readDeployer(request));
      const preview = await service.createPreviewLink(remote, version);
      const message =
        outcome.stored === 'new'
          ? `${remote} ${version} passed every check and is stored; activate it when ready.`
          : `${remote} ${version} was already stored with these very bytes.`;
      return reply.code(outcome.stored === 'new' ? 201 : 200).send({
        success: true,
        message,
        data: {
          remote,
          stored: outcome.stored,
          version: summarizeVersion(remote, outcome.version),
          previewUrl: `${selectLinkOrigin(request)}${preview.path}`,
          previewExpiresAt: preview.expiresAt,
        },
      });
    },
  );

  app.post<{ Params: Static<typeof versionParamsSchema> }>(
    '/:remote/versions/:version/preview',
    { schema: { params: versionParamsSchema, response: buildResponseSchemas(previewLinkSchema) } },
    async (request) => {
      const preview = await service.createPreviewLink(request.params.remote, request.params.version);
      return buildSuccessEnvelope({ previewUrl: `${selectLinkOrigin(request)}${preview.path}`, previewExpiresAt: preview.expiresAt });
    },
  );

  app.post<{ Params: Static<typeof remoteParamsSchema>; Body: Static<typeof activateBodySchema> }>(
    '/:remote/activate',
    { schema: { params: remoteParamsSchema, body: activateBodySchema, response: buildResponseSchemas(remoteDeploymentsSchema) } },
    async (request, reply) => {
      const { remote } = request.params;
      await registry.activate(remote, request.body.version, readDeployer(request), request.headers['if-match']);
      const { etag, body } = describeWithEtag(remote);
      return reply.header('etag', etag).send({ ...body, message: `${remote} ${request.body.version} is live.` });
    },
  );

  app.post<{ Params: Static<typeof remoteParamsSchema> }>(
    '/:remote/rollback',
    { schema: { params: remoteParamsSchema, response: buildResponseSchemas(remoteDeploymentsSchema) } },
    async (request, reply) => {
      const { remote } = request.params;
      const after = await registry.rollback(remote, readDeployer(request), request.headers['if-match']);
      const { etag, body } = describeWithEtag(remote);
      const live = after.active ?? 'the build REMOTES_CONFIG names';
      return reply.header('etag', etag).send({ ...body, message: `${remote} is rolled back to ${live}.` });
    },
  );
};
