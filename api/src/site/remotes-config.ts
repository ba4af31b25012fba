import fs from 'node:fs';

/** Read on every request: replacing the file is how one team redeploys its remote while the server runs. */
export interface RemotesConfigReader {
  /** the file's text when it exists and holds JSON; null when it is missing */
  readRemotesConfig(): Promise<{ text: string } | { error: 'missing' | 'invalid' }>;
  /** origins of the absolute URLs in the file, for the Content-Security-Policy (cached until the file changes) */
  listRemoteOrigins(): readonly string[];
}

const URL_PATTERN = /https?:\/\/[^\s"'<>@]+/gi;

/** Every http(s) origin named anywhere in a JSON value, including Module Federation's "name@https://..." form. */
export function collectRemoteOrigins(value: unknown, origins: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    for (const match of value.matchAll(URL_PATTERN)) {
      try {
        origins.add(new URL(match[0]).origin);
      } catch {
        // not a URL after all; nothing to allow
      }
    }
  } else if (Array.isArray(value)) {
    for (const item of value) collectRemoteOrigins(item, origins);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) collectRemoteOrigins(item, origins);
  }
  return origins;
}

export function createRemotesConfigReader(file: string): RemotesConfigReader {
  let cachedOrigins: { mtimeMs: number; size: number; origins: readonly string[] } | null = null;

  return {
    async readRemotesConfig() {
      let text: string;
      try {
        text = await fs.promises.readFile(file, 'utf8');
      } catch {
        return { error: 'missing' };
      }
      try {
        JSON.parse(text);
      } catch {
        // a copy still being written; the shell retries
        return { error: 'invalid' };
      }
      return { text };
    },

    listRemoteOrigins() {
      let stat: fs.Stats;
      try {
        stat = fs.statSync(file);
      } catch {
        cachedOrigins = null;
        return [];
      }
      if (cachedOrigins && cachedOrigins.mtimeMs === stat.mtimeMs && cachedOrigins.size === stat.size) {
        return cachedOrigins.origins;
      }
      let origins: readonly string[] = [];
      try {
        origins = [...collectRemoteOrigins(JSON.parse(fs.readFileSync(file, 'utf8')))].sort();
      } catch {
        // unreadable or half-written: allow no extra origin until it is whole
      }
      cachedOrigins = { mtimeMs: stat.mtimeMs, size: stat.size, origins };
      return origins;
    },
  };
}
