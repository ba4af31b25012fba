import { createWatchedFile } from './watched-file';

/** REMOTES_CONFIG as last read: its text when it holds JSON, or why not; `version` changes whenever the file does. */
export type RemotesConfig = ({ text: string } | { error: 'missing' | 'invalid' }) & { version: number };

/**
 * Replacing the file is how one team redeploys its remote while the server runs: it is kept in memory and read again
 * when its folder changes (watched-file.ts), and at once for a request that asks for it fresh (GET /remotes.json).
 */
export interface RemotesConfigReader {
  readRemotesConfig(options?: { fresh?: boolean }): Promise<RemotesConfig>;
  /** origins of the absolute URLs in the file, for the Content-Security-Policy, with the version they were read at */
  listRemoteOrigins(): { origins: readonly string[]; version: number };
  close(): void;
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
  const watched = createWatchedFile(file);
  /** what one version of the file says, worked out once */
  let parsed: { config: RemotesConfig; origins: readonly string[] } | null = null;

  function parse(fresh: boolean): { config: RemotesConfig; origins: readonly string[] } {
    const { text, version } = fresh ? watched.readFresh() : watched.read();
    if (parsed?.config.version === version) return parsed;
    if (text === null) {
      parsed = { config: { error: 'missing', version }, origins: [] };
      return parsed;
    }
    try {
      const json: unknown = JSON.parse(text);
      parsed = { config: { text, version }, origins: [...collectRemoteOrigins(json)].sort() };
    } catch {
      // a copy still being written (the shell retries): allow no extra origin until it is whole
      parsed = { config: { error: 'invalid', version }, origins: [] };
    }
    return parsed;
  }

  return {
    async readRemotesConfig({ fresh = false } = {}) {
      return parse(fresh).config;
    },

    listRemoteOrigins() {
      const { config, origins } = parse(false);
      return { origins, version: config.version };
    },

    close() {
      watched.close();
    },
  };
}
