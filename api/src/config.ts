import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@chalein/shared/lib/routes';

/** The repository root: api/src -> api -> root. Every default path hangs off it, so the server runs from any cwd. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export const REMOTE_NAMES: readonly RemoteName[] = ['marketing', 'careers', 'passes', 'onboarding'];

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  port: number;
  host: string;
  databaseFile: string;
  /** the built shell (index.html, its chunks and remotes.json) */
  shellDist: string;
  /** each remote's build, served under /remotes/<name>/ */
  remoteDists: Readonly<Record<RemoteName, string>>;
  /** public artwork, served under /uploads/ (never the private uploads of later issues) */
  uploadsDir: string;
  /**
   * identity documents and resumes: outside every served folder, under generated names, never reachable by a
   * URL (decisions.md 'Personal data')
   */
  privateUploadsDir: string;
  /** read on every request: replacing it redeploys a remote without a restart */
  remotesConfigFile: string;
  rateLimitFormsPerMinute: number;
  /** JSON bodies larger than this answer 413; uploads have their own limits */
  bodyLimitBytes: number;
  logLevel: LogLevel;
  /** Fastify's trustProxy: false, true, a hop count or a list of addresses */
  trustProxy: boolean | number | string;
  /** e.g. https://www.chalein.in; when set, absolute URLs in served HTML use it instead of the request's Host */
  publicOrigin: string | null;
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

function parsePublicOrigin(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  try {
    return new URL(raw).origin;
  } catch {
    throw new ConfigError(`PUBLIC_ORIGIN must be an absolute URL such as https://www.chalein.in, got "${raw}"`);
  }
}

/**
 * Reads the settings from an environment (process.env in the server, a plain object in tests).
 * SITE_ROOT moves every build folder at once (tests point it at fake builds); each folder can also be set alone.
 */
export function loadConfig(env: Environment): AppConfig {
  const siteRoot = readPath(env, 'SITE_ROOT', REPO_ROOT);
  const shellDist = readPath(env, 'SHELL_DIST', path.join(siteRoot, 'shell', 'dist'));
  const remoteDists = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, readPath(env, `${name.toUpperCase()}_DIST`, path.join(siteRoot, `${name}-mfe`, 'dist'))]),
  ) as Record<RemoteName, string>;

  return {
    port: readInteger(env, 'PORT', 8080, 0, 65535),
    host: readString(env, 'HOST') ?? '0.0.0.0',
    databaseFile:
      readString(env, 'DATABASE_FILE') === ':memory:'
        ? ':memory:'
        : readPath(env, 'DATABASE_FILE', path.join(REPO_ROOT, 'data', 'chalein.db')),
    shellDist,
    remoteDists,
    uploadsDir: readPath(env, 'UPLOADS_DIR', path.join(REPO_ROOT, 'api', 'assets', 'uploads')),
    privateUploadsDir: readPath(env, 'PRIVATE_UPLOADS_DIR', path.join(REPO_ROOT, 'data', 'private')),
    remotesConfigFile: readPath(env, 'REMOTES_CONFIG', path.join(shellDist, 'remotes.json')),
    rateLimitFormsPerMinute: readInteger(env, 'RATE_LIMIT_FORMS_PER_MINUTE', 10, 1, 100_000),
    bodyLimitBytes: readInteger(env, 'BODY_LIMIT_BYTES', 64 * 1024, 1024, 50 * 1024 * 1024),
    logLevel: parseLogLevel(readString(env, 'LOG_LEVEL')),
    trustProxy: parseTrustProxy(readString(env, 'TRUST_PROXY')),
    publicOrigin: parsePublicOrigin(readString(env, 'PUBLIC_ORIGIN')),
  };
}

/** SQLite cannot create the folder of its file; createDatabase calls this so loadConfig stays free of side effects. */
export function ensureDatabaseFolder(config: Pick<AppConfig, 'databaseFile'>): void {
  if (config.databaseFile === ':memory:') return;
  fs.mkdirSync(path.dirname(config.databaseFile), { recursive: true });
}
