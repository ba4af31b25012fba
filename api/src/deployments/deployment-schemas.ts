import { Type } from '@sinclair/typebox';
import { buildStringEnum, nullableTextSchema } from '@chalein/shared/api/schemas/common';
import { buildObjectSchema, buildTextField } from '@chalein/shared/api/schemas/fields';
import { REMOTE_NAMES } from '@chalein/shared/lib/remote-manifest';

// Schemas of the deploy registry's calls. Only the deploy command (tools/deploy-remote.mjs) makes them, so they
// live here rather than in @chalein/shared, like the sandbox checkout's.

const remoteField = buildStringEnum(REMOTE_NAMES, { title: 'Remote' });
const versionField = buildTextField('Version', { maxLength: 64, pattern: '^[0-9A-Za-z][0-9A-Za-z._-]*$' });

export const remoteParamsSchema = buildObjectSchema({ remote: remoteField });
export const versionParamsSchema = buildObjectSchema({ remote: remoteField, version: versionField });
export const activateBodySchema = buildObjectSchema({ version: versionField });
export const canaryBodySchema = buildObjectSchema({
  version: versionField,
  percent: Type.Integer({ title: 'Share of visitors (%)', minimum: 1, maximum: 99 }),
});

export const checkResultSchema = Type.Object({ name: Type.String(), ok: Type.Boolean(), detail: Type.String() });

export const versionSummarySchema = Type.Object({
  version: Type.String(),
  commit: nullableTextSchema,
  uploadedAt: Type.String(),
  uploadedBy: Type.String(),
  fileCount: Type.Integer(),
  totalBytes: Type.Integer(),
  serverIntegrity: Type.String(),
  /** the browser entry's versioned URL */
  entry: Type.String(),
  checks: Type.Array(checkResultSchema),
});

export const historyEntrySchema = Type.Object({
  action: buildStringEnum(['activate', 'rollback']),
  by: Type.String(),
  at: Type.String(),
  from: nullableTextSchema,
  to: nullableTextSchema,
  commit: nullableTextSchema,
});

const versionFiguresSchema = Type.Object({
  version: nullableTextSchema,
  views: Type.Integer(),
  errors: Type.Integer(),
  rate: Type.Number(),
});

export const canaryRunSchema = Type.Object({
  version: Type.String(),
  percent: Type.Integer(),
  startedBy: Type.String(),
  startedAt: Type.String(),
  /** what everyone else gets meanwhile (null: the REMOTES_CONFIG build) */
  baseline: nullableTextSchema,
  endedAt: nullableTextSchema,
  outcome: Type.Union([buildStringEnum(['promoted', 'ended', 'rolled-back']), Type.Null()]),
  endedBy: nullableTextSchema,
  reason: nullableTextSchema,
  /** what an automatic rollback compared */
  figures: Type.Union([
    Type.Object({
      canary: versionFiguresSchema,
      baseline: versionFiguresSchema,
      z: Type.Union([Type.Number(), Type.Null()]),
      from: Type.String(),
      to: Type.String(),
    }),
    Type.Null(),
  ]),
});

export const remoteDeploymentsSchema = Type.Object({
  remote: Type.String(),
  etag: Type.String(),
  /** null: the build REMOTES_CONFIG names */
  active: nullableTextSchema,
  /** where a rollback goes (null: the REMOTES_CONFIG build) */
  rollbackTo: nullableTextSchema,
  canRollback: Type.Boolean(),
  versions: Type.Array(versionSummarySchema),
  history: Type.Array(historyEntrySchema),
  /** the canary running now */
  canary: Type.Union([canaryRunSchema, Type.Null()]),
  /** the newest canaries, oldest first, the running one among them */
  canaries: Type.Array(canaryRunSchema),
});

export const previewLinkSchema = Type.Object({ previewUrl: Type.String(), previewExpiresAt: Type.String() });

export const uploadResultSchema = Type.Object({
  remote: Type.String(),
  /** 'new': stored now; 'identical': this version was already stored with these very bytes */
  stored: buildStringEnum(['new', 'identical']),
  version: versionSummarySchema,
  previewUrl: Type.String(),
  previewExpiresAt: Type.String(),
});

/** 202 to an upload sent with `Prefer: respond-async`, and to GET .../check while the checks run */
export const checkingSchema = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  status: buildStringEnum(['checking']),
  /** where the checks' answer is, once they are done: the status and envelope the upload would have answered */
  checkUrl: Type.String(),
});
