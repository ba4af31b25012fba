import { ConfigError, readInteger, readString, type Environment } from '../settings/environment';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface HttpSettings {
  port: number;
  host: string;
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
}

/** PORT and HOST: where the server listens. */
export function loadListenSettings(env: Environment): Pick<HttpSettings, 'port' | 'host'> {
  return { port: readInteger(env, 'PORT', 8080, 0, 65535), host: readString(env, 'HOST') ?? '0.0.0.0' };
}

/** Rate limits, the servers sharing them, body limits, timeouts, logging and the proxies trusted. */
export function loadRequestSettings(env: Environment): Omit<HttpSettings, 'port' | 'host'> {
  return {
    rateLimitFormsPerMinute: readInteger(env, 'RATE_LIMIT_FORMS_PER_MINUTE', 10, 1, 100_000),
    ...readNodeSettings(env),
    bodyLimitBytes: readInteger(env, 'BODY_LIMIT_BYTES', 64 * 1024, 1024, 50 * 1024 * 1024),
    connectionTimeoutMs: readInteger(env, 'CONNECTION_TIMEOUT_MS', 30_000, 100, 600_000),
    requestTimeoutMs: readInteger(env, 'REQUEST_TIMEOUT_MS', 120_000, 100, 3_600_000),
    logLevel: parseLogLevel(readString(env, 'LOG_LEVEL')),
    trustProxy: parseTrustProxy(readString(env, 'TRUST_PROXY')),
  };
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
