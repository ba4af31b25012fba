import path from 'node:path';
import { REMOTES, type RemoteName } from '@chalein/shared/lib/remote-manifest';
import { ConfigError, REPO_ROOT, readInteger, readPath, readString, readSwitch, type Environment } from '../settings/environment';

export interface SiteFolders {
  /** the built shell (index.html, its chunks and remotes.json) */
  shellDist: string;
  /** each remote's build, served under /remotes/<name>/ */
  remoteDists: Readonly<Record<RemoteName, string>>;
  /** read on every request: replacing it redeploys a remote without a restart */
  remotesConfigFile: string;
}

/** pages rendered to HTML on the server (docs/decisions/0021-server-rendering.md) */
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

/**
 * The builds the site serves. SITE_ROOT moves every build folder at once (tests point it at fake builds); each
 * folder can also be set alone.
 */
export function loadSiteFolders(env: Environment): SiteFolders {
  const siteRoot = readPath(env, 'SITE_ROOT', REPO_ROOT);
  const shellDist = readPath(env, 'SHELL_DIST', path.join(siteRoot, 'shell', 'dist'));
  const remoteDists = Object.fromEntries(
    REMOTES.map(({ name, folder }) => [name, readPath(env, `${name.toUpperCase()}_DIST`, path.join(siteRoot, folder, 'dist'))]),
  ) as Record<RemoteName, string>;
  return { shellDist, remoteDists, remotesConfigFile: readPath(env, 'REMOTES_CONFIG', path.join(shellDist, 'remotes.json')) };
}

export function loadServerRenderingSettings(env: Environment): ServerRenderingSettings {
  return {
    enabled: readSwitch(env, 'SERVER_RENDERING', true),
    pageCache: readSwitch(env, 'PAGE_CACHE', true),
    budgetMs: readInteger(env, 'RENDER_BUDGET_MS', 300, 10, 60_000),
    processes: readInteger(env, 'RENDER_PROCESSES', 1, 1, 16),
    startTimeoutMs: readInteger(env, 'RENDER_START_TIMEOUT_MS', 20_000, 1000, 600_000),
    memoryMb: readInteger(env, 'RENDER_MEMORY_MB', 384, 64, 16_384),
    user: parseRenderUser(readString(env, 'RENDER_USER')),
    missesPerMinute: readInteger(env, 'RENDER_MISSES_PER_MINUTE', 120, 0, 1_000_000),
  };
}

/**
 * PUBLIC_ORIGIN: the only origin absolute URLs in the HTML (canonical links, share images) are made from. Without it
 * they would come from the request's Host or X-Forwarded-Host, which a client chooses, and a page cached with a
 * stranger's host in its head would be served to everyone; so production requires it, and without it a page says
 * only paths (docs/decisions/0030-public-origin.md).
 */
export function readPublicOrigin(env: Environment): string | null {
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

/** RENDER_USER: a name useradd accepts, short enough that `<name>-onboarding` stays within its 32 characters. */
function parseRenderUser(raw: string | undefined): string {
  if (raw === undefined) return 'chalein-render';
  if (!/^[a-z_][a-z0-9_-]{0,20}$/.test(raw)) {
    throw new Error(`RENDER_USER must be a user name of lower-case letters, digits, '-' and '_', at most 21 characters; got "${raw}"`);
  }
  return raw;
}
