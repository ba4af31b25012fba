import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, REMOTE_NAMES, type RemoteName } from '@chalein/shared/lib/remote-manifest';
import { DataKeyError, parseDataKey, parseDataKeyList, type DataKey } from './security/field-cipher';

/** The repository root: api/src -> api -> root. Every default path hangs off it, so the server runs from any cwd. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  port: number;
  host: string;
  /** the SQLite file, used when databaseUrl is null; its folder also holds the local data key of local runs */
  databaseFile: string;
  /** DATABASE_URL: a postgres:// URL selects PostgreSQL instead of SQLite (docs/decisions/0026-postgresql.md) */
  databaseUrl: string | null;
  /** DATABASE_POOL_SIZE: connections each server keeps open to PostgreSQL */
  databasePoolSize: number;
  /** the built shell (index.html, its chunks and remotes.json) */
  shellDist: string;
  /** each remote's build, served under /remotes/<name>/ */
  remoteDists: Readonly<Record<RemoteName, string>>;
  /** public artwork, served under /uploads/ (never resumes or drivers' documents: see privateUploadsDir) */
  uploadsDir: string;
  /**
   * identity documents and resumes: outside every served folder, under generated names, never reachable by a
   * URL (docs/decisions/0005-private-files.md)
   */
  privateUploadsDir: string;
  /**
   * PRIVATE_FILES_STORE: where those files are kept, the folder above (one server) or the database every server
   * shares (docs/decisions/0027-shared-file-storage.md)
   */
  privateFilesStore: 'folder' | 'database';
  /** read on every request: replacing it redeploys a remote without a restart */
  remotesConfigFile: string;
  rateLimitFormsPerMinute: number;
  /** REDIS_URL: where rate limits are counted when several servers share the load; null keeps them in memory */
  redisUrl: string | null;
  /** NODES: how many API servers run side by side; above 1 the shared settings above are required */
  nodes: number;
  /** JSON bodies larger than this answer 413; uploads have their own limits */
  bodyLimitBytes: number;
  /**
   * a connection on which nothing arrives (or leaves) for this long is closed: a request that stops half-way is
   * cut within it (docs/decisions/0016-upload-limits-and-file-checks.md)
   */
  connectionTimeoutMs: number;
  /** the whole request, headers and body, must arrive within this, however slowly it trickles */
  requestTimeoutMs: number;
  logLevel: LogLevel;
  /** Fastify's trustProxy: false, true, a hop count or a list of addresses */
  trustProxy: boolean | number | string;
  /**
   * e.g. https://www.chalein.in: absolute URLs in served HTML are made from it; null (outside production only) and
   * they are paths, never the request's Host
   */
  publicOrigin: string | null;
  /** pass purchase: which provider takes the money, its keys, and the reconciler (docs/decisions/0004-payments.md) */
  payments: PaymentSettings;
  /** keys of the encrypted columns (docs/decisions/0011-personal-data-at-rest.md) */
  dataEncryption: DataEncryptionSettings;
  /** pages rendered to HTML on the server (docs/decisions/0021-server-rendering.md) */
  serverRendering: ServerRenderingSettings;
  /** the deploy registry: versions of each remote uploaded by its team (docs/decisions/0023-deploy-registry.md) */
  deployments: DeploymentSettings;
}

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
}

export interface ServerRenderingSettings {
  /** SERVER_RENDERING=off sends every page to be rendered in the browser, as before server rendering */
  enabled: boolean;
  /** PAGE_CACHE=off renders every request anew (to measure rendering itself) */
  pageCache: boolean;
  /**
   * RENDER_BUDGET_MS: a render that takes longer is answered at once as 'render in the browser'; its process keeps
   * going and is replaced only when it is still stuck on that render at four times the budget (render-pool.ts)
   */
  budgetMs: number;
  /** RENDER_PROCESSES: how many render processes each remote's pages get (each remote has its own) */
  processes: number;
  /** RENDER_START_TIMEOUT_MS: a render process not ready within this is killed (and counts as a failure) */
  startTimeoutMs: number;
  /** RENDER_MEMORY_MB: the memory a render process may use beyond Node's own start, Buffers included */
  memoryMb: number;
  /** RENDER_USER: as root, each remote's render processes run as `<RENDER_USER>-<remote>`, a system user */
  user: string;
  /** RENDER_MISSES_PER_MINUTE: server renders (page cache misses) one visitor may cause per minute; 0 for no limit */
  missesPerMinute: number;
}

export interface DataEncryptionSettings {
  /** DATA_ENCRYPTION_KEY: encrypts every new value; null outside production, where a local key file stands in */
  currentKey: DataKey | null;
  /** DATA_ENCRYPTION_KEYS_OLD: still decrypt what they encrypted, until the server has re-encrypted it at start */
  oldKeys: DataKey[];
}

export type PaymentProviderName = 'sandbox' | 'razorpay';

export interface PaymentSettings {
  /** sandbox (default, offline: our server stands in for the provider) or razorpay */
  provider: PaymentProviderName;
  /** razorpay only: the public key id, the key secret (checkout signatures) and the webhook secret */
  razorpayKeyId: string | null;
  razorpayKeySecret: string | null;
  razorpayWebhookSecret: string | null;
  /** the provider's REST API root; tests point it at a local stand-in */
  razorpayApiBaseUrl: string;
  /** how long one call to the provider may take before the order counts as failed to create */
  providerTimeoutMs: number;
  /**
   * the sandbox's signing secret; random per start unless set, so nobody can forge sandbox signatures, and set it
   * when payments must still verify after a restart
   */
  sandboxSecret: string;
  /** how often unpaid orders are checked with the provider for a capture we missed; 0 turns the reconciler off */
  reconcileIntervalMs: number;
  /**
   * the sandbox in production (PAYMENT_SANDBOX_IN_PRODUCTION=true, a test deployment): every page says that no
   * real money is charged (docs/decisions/0013-payments-in-production.md)
   */
  showTestPaymentsBanner: boolean;
}

export type Environment = Readonly<Record<string, string | undefined>>;

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** A setting that is wrong stops the server at start with the variable's name, not later with a strange fault. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function readString(env: Environment, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function readInteger(env: Environment, name: string, fallback: number, min: number, max: number): number {
  const raw = readString(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function readPath(env: Environment, name: string, fallback: string): string {
  const raw = readString(env, name);
  return raw === undefined ? fallback : path.resolve(raw);
}

function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

function parseLogLevel(raw: string | undefined): LogLevel {
  if (raw === undefined) return 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === raw.toLowerCase());
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level;
}

/**
 * PUBLIC_ORIGIN: the only origin absolute URLs in the HTML (canonical links, share images) are made from. Without it
 * they would come from the request's Host or X-Forwarded-Host, which a client chooses, and a page cached with a
 * stranger's host in its head would be served to everyone; so production requires it, and without it a page says
 * only paths (docs/decisions/0030-public-origin.md).
 */
function readPublicOrigin(env: Environment): string | null {
  const raw = readString(env, 'PUBLIC_ORIGIN');
  if (raw === undefined) {
    if (readString(env, 'NODE_ENV') !== 'production') return null;
    throw new ConfigError(
      "PUBLIC_ORIGIN is required when NODE_ENV=production: the site's address as visitors reach it, such as https://www.chalein.in (canonical links and share images are made from it, never from a request's Host)",
    );
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_ORIGIN must be an absolute URL such as https://www.chalein.in, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError(`PUBLIC_ORIGIN must be an http(s) URL such as https://www.chalein.in, got "${raw}"`);
  return url.origin;
}

/** True when `folder` is `parent` or lies somewhere below it. */
function isSameOrInside(folder: string, parent: string): boolean {
  const relative = path.relative(path.resolve(parent), path.resolve(folder));
  const above = relative === '..' || relative.startsWith(`..${path.sep}`);
  return !above && !path.isAbsolute(relative);
}

/**
 * Resumes and drivers' documents both live under PRIVATE_UPLOADS_DIR, so this one check at start covers every
 * private folder: inside a folder the site serves (public artwork, a build), a generated name is no protection once
 * a URL can list or guess its way there (docs/decisions/0005-private-files.md).
 */
function assertPrivateUploadsDirIsPrivate(privateUploadsDir: string, servedFolders: readonly string[]): void {
  const served = servedFolders.find((candidate) => isSameOrInside(privateUploadsDir, candidate));
  if (served !== undefined) {
    throw new ConfigError(
      `PRIVATE_UPLOADS_DIR (${privateUploadsDir}) is inside ${served}, which the site serves; set it to a folder outside every served one`,
    );
  }
}

/**
 * PRIVATE_FILES_STORE: `folder` (PRIVATE_UPLOADS_DIR) or `database` (the files in the database, in chunks). The default
 * follows NODES: one server keeps today's folder, several share the database, since a file on one server's disk is
 * out of reach of the others; a folder with several servers is refused, saying why (docs/decisions/0027-shared-file-storage.md).
 */
function readPrivateFilesStore(env: Environment): 'folder' | 'database' {
  const nodes = readInteger(env, 'NODES', 1, 1, 64);
  const raw = readString(env, 'PRIVATE_FILES_STORE')?.toLowerCase();
  if (raw !== undefined && raw !== 'folder' && raw !== 'database') {
    throw new ConfigError(`PRIVATE_FILES_STORE must be folder or database, got "${raw}"`);
  }
  const store = raw ?? (nodes > 1 ? 'database' : 'folder');
  if (store === 'folder' && nodes > 1) {
    throw new ConfigError(
      `PRIVATE_FILES_STORE=folder cannot serve NODES=${nodes}: a resume or a driver's document would be on the disk of the server that received it, out of reach of the others; use PRIVATE_FILES_STORE=database (or leave it unset)`,
    );
  }
  return store;
}

/**
 * Reads the settings from an environment (process.env in the server, a plain object in tests).
 * SITE_ROOT moves every build folder at once (tests point it at fake builds); each folder can also be set alone.
 */
export function loadConfig(env: Environment): AppConfig {
  const siteRoot = readPath(env, 'SITE_ROOT', REPO_ROOT);
  const shellDist = readPath(env, 'SHELL_DIST', path.join(siteRoot, 'shell', 'dist'));
  const remoteDists = Object.fromEntries(
    REMOTES.map(({ name, folder }) => [name, readPath(env, `${name.toUpperCase()}_DIST`, path.join(siteRoot, folder, 'dist'))]),
  ) as Record<RemoteName, string>;
  const uploadsDir = readPath(env, 'UPLOADS_DIR', path.join(REPO_ROOT, 'api', 'assets', 'uploads'));
  const privateUploadsDir = readPath(env, 'PRIVATE_UPLOADS_DIR', path.join(REPO_ROOT, 'data', 'private'));
  const deployments = loadDeploymentSettings(env);
  // stored versions are served under /deployments/ like the build folders
  assertPrivateUploadsDirIsPrivate(privateUploadsDir, [uploadsDir, shellDist, ...Object.values(remoteDists), deployments.dir]);

  const payments = loadPaymentSettings(env);
  return {
    port: readInteger(env, 'PORT', 8080, 0, 65535),
    host: readString(env, 'HOST') ?? '0.0.0.0',
    databaseFile:
      readString(env, 'DATABASE_FILE') === ':memory:'
        ? ':memory:'
        : readPath(env, 'DATABASE_FILE', path.join(REPO_ROOT, 'data', 'chalein.db')),
    databaseUrl: readSharedDatabaseUrl(env, payments.provider),
    databasePoolSize: readInteger(env, 'DATABASE_POOL_SIZE', 10, 1, 1000),
    shellDist,
    remoteDists,
    uploadsDir,
    privateUploadsDir,
    privateFilesStore: readPrivateFilesStore(env),
    remotesConfigFile: readPath(env, 'REMOTES_CONFIG', path.join(shellDist, 'remotes.json')),
    rateLimitFormsPerMinute: readInteger(env, 'RATE_LIMIT_FORMS_PER_MINUTE', 10, 1, 100_000),
    ...readNodeSettings(env),
    bodyLimitBytes: readInteger(env, 'BODY_LIMIT_BYTES', 64 * 1024, 1024, 50 * 1024 * 1024),
    connectionTimeoutMs: readInteger(env, 'CONNECTION_TIMEOUT_MS', 30_000, 100, 600_000),
    requestTimeoutMs: readInteger(env, 'REQUEST_TIMEOUT_MS', 120_000, 100, 3_600_000),
    logLevel: parseLogLevel(readString(env, 'LOG_LEVEL')),
    trustProxy: parseTrustProxy(readString(env, 'TRUST_PROXY')),
    publicOrigin: readPublicOrigin(env),
    payments,
    dataEncryption: loadDataEncryptionSettings(env),
    serverRendering: {
      enabled: readSwitch(env, 'SERVER_RENDERING', true),
      pageCache: readSwitch(env, 'PAGE_CACHE', true),
      budgetMs: readInteger(env, 'RENDER_BUDGET_MS', 300, 10, 60_000),
      processes: readInteger(env, 'RENDER_PROCESSES', 1, 1, 16),
      startTimeoutMs: readInteger(env, 'RENDER_START_TIMEOUT_MS', 20_000, 1000, 600_000),
      memoryMb: readInteger(env, 'RENDER_MEMORY_MB', 384, 64, 16_384),
      user: parseRenderUser(readString(env, 'RENDER_USER')),
      missesPerMinute: readInteger(env, 'RENDER_MISSES_PER_MINUTE', 120, 0, 1_000_000),
    },
    deployments,
  };
}

/** RENDER_USER: a name useradd accepts, short enough that `<name>-onboarding` stays within its 32 characters. */
function parseRenderUser(raw: string | undefined): string {
  if (raw === undefined) return 'chalein-render';
  if (!/^[a-z_][a-z0-9_-]{0,20}$/.test(raw)) {
    throw new Error(`RENDER_USER must be a user name of lower-case letters, digits, '-' and '_', at most 21 characters; got "${raw}"`);
  }
  return raw;
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
  };
}

/**
 * DATABASE_URL selects PostgreSQL, which several servers can share. Whatever a server would otherwise make up for
 * itself at start must then be set, since the others could not read what it signed or encrypted: the sandbox's
 * signing secret (a checkout paid through one node and reported to another would fail its signature check, and
 * every webhook would be refused) and the data key (a key file on one node's disk leaves the drivers' details it
 * encrypted unreadable on the others). The server refuses to start, saying why (docs/decisions/0026-postgresql.md).
 */
function readSharedDatabaseUrl(env: Environment, paymentProvider: PaymentProviderName): string | null {
  const raw = readString(env, 'DATABASE_URL');
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL must be a URL such as postgres://chalein:secret@db.internal:5432/chalein');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(`DATABASE_URL must be a postgres:// URL (got ${url.protocol}//…); leave it unset to use SQLite in DATABASE_FILE`);
  }
  if (paymentProvider === 'sandbox' && readString(env, 'PAYMENT_SANDBOX_SECRET') === undefined) {
    throw new ConfigError(
      'PAYMENT_SANDBOX_SECRET is required with DATABASE_URL and PAYMENT_PROVIDER=sandbox: several servers share a PostgreSQL database, and a secret each drew at random would make a sandbox payment signed by one fail its checks on another (its webhooks too); set the same secret of 16 characters or more on every server',
    );
  }
  if (readString(env, 'DATA_ENCRYPTION_KEY') === undefined) {
    throw new ConfigError(
      'DATA_ENCRYPTION_KEY is required with DATABASE_URL: several servers share a PostgreSQL database, and a key each kept in a local file would leave what one encrypted unreadable on the others; set the same key on every server (e.g. from `openssl rand -base64 32`)',
    );
  }
  return raw;
}

function readSwitch(env: Environment, name: string, fallback: boolean): boolean {
  const raw = readString(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['on', 'true', '1', 'yes'].includes(raw)) return true;
  if (['off', 'false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be on or off, not '${raw}'`);
}

/** In production the key must come from the environment: a key file beside the database would sit in its backups. */
export function loadDataEncryptionSettings(env: Environment): DataEncryptionSettings {
  const current = readString(env, 'DATA_ENCRYPTION_KEY');
  if (current === undefined && readString(env, 'NODE_ENV') === 'production') {
    throw new ConfigError(
      'DATA_ENCRYPTION_KEY is required when NODE_ENV=production: a 32-byte key in base64 or hex, e.g. from `openssl rand -base64 32`',
    );
  }
  try {
    return {
      currentKey: current === undefined ? null : parseDataKey(current, 'DATA_ENCRYPTION_KEY'),
      oldKeys: parseDataKeyList(readString(env, 'DATA_ENCRYPTION_KEYS_OLD') ?? '', 'DATA_ENCRYPTION_KEYS_OLD'),
    };
  } catch (error) {
    if (error instanceof DataKeyError) throw new ConfigError(error.message);
    throw error;
  }
}

/**
 * In production the provider is never a default: a forgotten setting must not take orders against sandbox payments
 * (passes issued, no money received). The sandbox there is a deliberate test deployment, named as such.
 */
function selectPaymentProvider(env: Environment): { provider: PaymentProviderName; sandboxInProduction: boolean } {
  const raw = readString(env, 'PAYMENT_PROVIDER');
  if (readString(env, 'NODE_ENV') !== 'production') return { provider: parsePaymentProvider(raw), sandboxInProduction: false };
  if (raw === undefined) {
    throw new ConfigError(
      'PAYMENT_PROVIDER is required when NODE_ENV=production: set it to razorpay (with its keys), or to sandbox with PAYMENT_SANDBOX_IN_PRODUCTION=true for a test deployment',
    );
  }
  const provider = parsePaymentProvider(raw);
  if (provider !== 'sandbox') return { provider, sandboxInProduction: false };
  const allowed = readString(env, 'PAYMENT_SANDBOX_IN_PRODUCTION');
  if (allowed !== 'true') {
    throw new ConfigError(
      `PAYMENT_PROVIDER=sandbox takes no real money, so with NODE_ENV=production it also needs PAYMENT_SANDBOX_IN_PRODUCTION=true (got ${allowed === undefined ? 'nothing' : `"${allowed}"`}); every page then shows a test payments banner`,
    );
  }
  return { provider, sandboxInProduction: true };
}

function parsePaymentProvider(raw: string | undefined): PaymentProviderName {
  if (raw === undefined) return 'sandbox';
  const lower = raw.toLowerCase();
  if (lower === 'sandbox' || lower === 'razorpay') return lower;
  throw new ConfigError(`PAYMENT_PROVIDER must be sandbox or razorpay, got "${raw}"`);
}

function parseApiBaseUrl(raw: string | undefined): string {
  if (raw === undefined) return 'https://api.razorpay.com/v1';
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http');
    return url.toString().replace(/\/+$/, '');
  } catch {
    throw new ConfigError(`RAZORPAY_API_BASE_URL must be an absolute http(s) URL such as https://api.razorpay.com/v1, got "${raw}"`);
  }
}

/** The payment settings; razorpay without its three keys stops the server at start rather than at the first purchase. */
export function loadPaymentSettings(env: Environment): PaymentSettings {
  const { provider, sandboxInProduction } = selectPaymentProvider(env);
  const razorpayKeyId = readString(env, 'RAZORPAY_KEY_ID') ?? null;
  const razorpayKeySecret = readString(env, 'RAZORPAY_KEY_SECRET') ?? null;
  const razorpayWebhookSecret = readString(env, 'RAZORPAY_WEBHOOK_SECRET') ?? null;
  if (provider === 'razorpay') {
    for (const [name, value] of [
      ['RAZORPAY_KEY_ID', razorpayKeyId],
      ['RAZORPAY_KEY_SECRET', razorpayKeySecret],
      ['RAZORPAY_WEBHOOK_SECRET', razorpayWebhookSecret],
    ] as const) {
      if (value === null) throw new ConfigError(`${name} is required when PAYMENT_PROVIDER=razorpay`);
    }
  }
  const sandboxSecret = readString(env, 'PAYMENT_SANDBOX_SECRET');
  if (sandboxSecret !== undefined && sandboxSecret.length < 16) {
    throw new ConfigError('PAYMENT_SANDBOX_SECRET must be at least 16 characters');
  }
  return {
    provider,
    razorpayKeyId,
    razorpayKeySecret,
    razorpayWebhookSecret,
    razorpayApiBaseUrl: parseApiBaseUrl(readString(env, 'RAZORPAY_API_BASE_URL')),
    providerTimeoutMs: readInteger(env, 'PAYMENT_PROVIDER_TIMEOUT_MS', 10_000, 100, 120_000),
    sandboxSecret: sandboxSecret ?? randomBytes(32).toString('hex'),
    reconcileIntervalMs: readInteger(env, 'PAYMENT_RECONCILE_INTERVAL_MS', 60_000, 0, 86_400_000),
    showTestPaymentsBanner: sandboxInProduction,
  };
}

/**
 * SQLite cannot create the folder of its file; createDatabase calls this so loadConfig stays free of side effects.
 * The folder is the server user's alone (0700: nobody else may list it or open the WAL files in it), whatever the
 * umask; an existing folder is tightened too unless it is a shared one (another owner, or the sticky bit as on /tmp),
 * so give the database a folder of its own (docs/decisions/0011-personal-data-at-rest.md).
 */
export function ensureDatabaseFolder(config: Pick<AppConfig, 'databaseFile'>): void {
  if (config.databaseFile === ':memory:') return;
  const folder = path.dirname(config.databaseFile);
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const stat = fs.statSync(folder);
  const ownFolder = process.getuid !== undefined && stat.uid === process.getuid();
  const shared = (stat.mode & 0o1000) !== 0;
  if (ownFolder && !shared && (stat.mode & 0o777) !== 0o700) fs.chmodSync(folder, 0o700);
}

/**
 * REDIS_URL and NODES. One server keeps its rate limits in memory. Several servers behind one address must count in
 * one place, or each would allow its own 10 posts a minute. They must also share one database, since an SQLite file
 * lives on one machine. NODES says how many servers there are, so a missing shared setting stops the start with its
 * reason instead of showing up later as a limit that does not hold.
 */
function readNodeSettings(env: Environment): { redisUrl: string | null; nodes: number } {
  const nodes = readInteger(env, 'NODES', 1, 1, 64);
  const raw = readString(env, 'REDIS_URL');
  let redisUrl: string | null = null;
  if (raw !== undefined) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new ConfigError('REDIS_URL must be a URL such as redis://127.0.0.1:6379');
    }
    if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
      throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// URL (got ${url.protocol}//…); leave it unset to count in memory`);
    }
    redisUrl = raw;
  }
  if (nodes > 1 && redisUrl === null) {
    throw new ConfigError(
      `NODES=${nodes} needs REDIS_URL: without it each server counts rate limits in its own memory, and a visitor would get ${nodes} times the posts a minute by landing on different servers`,
    );
  }
  if (nodes > 1 && readString(env, 'DATABASE_URL') === undefined) {
    throw new ConfigError(
      `NODES=${nodes} needs DATABASE_URL (PostgreSQL): the SQLite file is on one machine, and the other servers would not see its rows`,
    );
  }
  return { redisUrl, nodes };
}
