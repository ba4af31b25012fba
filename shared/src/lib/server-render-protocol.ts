// What the API server and its render processes say to each other (over Node's IPC channel). The render process is
// the shell's server build (shell/src/server/render-process.ts); the API forks it, hands it the remotes' server
// entries at start, and asks it for one page at a time.
import type { RemoteName } from './routes';
import type { Theme } from './theme-cookie';
import type { FirstScreenData } from './use-async-data';

/** A remote's code for the server, and the integrity its bytes must have before any of it runs. */
export interface ServerRemote {
  entry: string;
  integrity: string;
}

/** Given to a render process when it starts (as its one argument, JSON). */
export interface RenderProcessOptions {
  /** where the process calls the API, over loopback, like any client */
  apiOrigin: string;
  remotes: Partial<Record<RemoteName, ServerRemote>>;
  /** each API call of a render gives up after this long */
  apiTimeoutMs: number;
}

export type RenderProcessRequest = { type: 'render'; id: number; url: string; theme: Theme };

export type RenderOutcome =
  { ok: true; html: string; data: FirstScreenData; renderMs: number } | { ok: false; reason: string; remote?: RemoteName };

export type RenderProcessMessage =
  /** the remotes are loaded (or known broken): the process takes requests */
  { type: 'ready'; failedRemotes: Partial<Record<RemoteName, string>> } | ({ type: 'rendered'; id: number } & RenderOutcome);
