import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@chalein/shared/lib/remote-manifest';
import type { CanarySettings } from './canary-judgement';
import { ConfigError, REPO_ROOT, readInteger, readPath, readString, type Environment } from '../settings/environment';

export interface DeploymentSettings {
  /** DEPLOYMENTS_DIR: every stored version's files and the registry itself */
  dir: string;
  /** DEPLOY_TOKENS: each remote's deploy token; a remote without one cannot be deployed through the server */
  tokens: Readonly<Partial<Record<RemoteName, string>>>;
  /** DEPLOY_KEEP_VERSIONS: versions kept per remote; older ones go unless active, the rollback target or previewed */
  keepVersions: number;
  /** DEPLOY_ENTRY_BUDGET_KB: the largest browser remoteEntry.js a version may have, in KB after gzip */
  entryBudgetBytes: number;
  /** DEPLOY_PREVIEW_SECRET: signs preview links; random at each start unless set */
  previewSecret: string;
  /** DEPLOY_PREVIEW_MINUTES: how long a preview link (and the cookie it sets) lasts */
  previewTtlMs: number;
  /** when the server ends a canary by itself (canary-judgement.ts) and how often it looks */
  canary: CanarySettings;
}

/** A deploy token shorter than this is refused at start: it is all that stands between a stranger and the site. */
const MIN_DEPLOY_TOKEN_LENGTH = 16;

/** DEPLOY_TOKENS: `careers=<token>,passes=<token>`; a remote may appear once, a token may serve one remote only. */
export function parseDeployTokens(raw: string | undefined): Partial<Record<RemoteName, string>> {
  const tokens: Partial<Record<RemoteName, string>> = {};
  if (raw === undefined) return tokens;
  for (const item of raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')) {
    const separator = item.indexOf('=');
    const name = item.slice(0, Math.max(separator, 0)).trim();
    const token = item.slice(separator + 1).trim();
    const remote = REMOTE_NAMES.find((candidate) => candidate === name);
    if (separator < 0 || !remote) {
      throw new ConfigError(
        `DEPLOY_TOKENS must read remote=token,remote=token with remotes among ${REMOTE_NAMES.join(', ')}; got "${name || item}"`,
      );
    }
    if (tokens[remote] !== undefined) throw new ConfigError(`DEPLOY_TOKENS names ${remote} twice`);
    if (token.length < MIN_DEPLOY_TOKEN_LENGTH || /\s/.test(token)) {
      throw new ConfigError(
        `DEPLOY_TOKENS: the token of ${remote} must be at least ${MIN_DEPLOY_TOKEN_LENGTH} characters without spaces (e.g. \`openssl rand -hex 24\`)`,
      );
    }
    if (Object.values(tokens).includes(token))
      throw new ConfigError(`DEPLOY_TOKENS: ${remote} has the token of another remote; give each its own`);
    tokens[remote] = token;
  }
  return tokens;
}

export function loadDeploymentSettings(env: Environment): DeploymentSettings {
  const previewSecret = readString(env, 'DEPLOY_PREVIEW_SECRET');
  if (previewSecret !== undefined && previewSecret.length < 32)
    throw new ConfigError('DEPLOY_PREVIEW_SECRET must be at least 32 characters');
  return {
    dir: readPath(env, 'DEPLOYMENTS_DIR', path.join(REPO_ROOT, 'data', 'deployments')),
    tokens: parseDeployTokens(readString(env, 'DEPLOY_TOKENS')),
    keepVersions: readInteger(env, 'DEPLOY_KEEP_VERSIONS', 10, 2, 1000),
    entryBudgetBytes: readInteger(env, 'DEPLOY_ENTRY_BUDGET_KB', 24, 1, 10_240) * 1024,
    previewSecret: previewSecret ?? randomBytes(32).toString('hex'),
    previewTtlMs: readInteger(env, 'DEPLOY_PREVIEW_MINUTES', 60, 1, 7 * 24 * 60) * 60_000,
    canary: {
      minViews: readInteger(env, 'CANARY_MIN_VIEWS', 200, 1, 1_000_000),
      errorMargin: readInteger(env, 'CANARY_ERROR_MARGIN', 2, 1, 100) / 100,
      checkIntervalMs: readInteger(env, 'CANARY_CHECK_SECONDS', 5, 1, 3600) * 1000,
    },
  };
}
