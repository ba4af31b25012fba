// What the API server and its render processes say to each other. The render process is the shell's server build
// (shell/src/server/render-process.ts); the API starts it, hands it one remote's server entry, answers its API calls
// and asks it for one page at a time (docs/decisions/0032-render-isolation.md). They talk over a pipe of their own (the
// child's file descriptor 3), one JSON message per frame, each frame its length first: unlike Node's IPC channel,
// which gathers a message of any announced size, the reader refuses a frame over its limit before holding it, so a
// render process cannot make the server buffer gigabytes.
import type { StorePlatform } from './app-store';
import type { RemoteName } from './routes';
import type { Theme } from './theme-cookie';
import type { FirstScreenData } from './use-async-data';
import type { PostedFormState } from './posted-form';

/** A remote's code for the server: its address in remotes.json (a name for stack traces) and its bytes' integrity. */
export interface ServerRemote {
  entry: string;
  integrity: string;
}

/** Given to a render process when it starts. */
export interface RenderProcessOptions {
  remotes: Partial<Record<RemoteName, ServerRemote>>;
  /** each API call of a render gives up after this long */
  apiTimeoutMs: number;
}

/** An API call of a render process, answered by the server in process: only content reads are allowed. */
export interface RenderApiCall {
  method: 'GET' | 'POST';
  /** the path and query, under /api/ */
  url: string;
  /** a JSON body (the content reads sent as POST) */
  body?: string;
  /** the language of the page being rendered: the API answers its content in it (as Accept-Language in the browser) */
  language?: string;
}

export interface RenderApiAnswer {
  status: number;
  body: string;
  contentType: string;
}

export type RenderProcessRequest =
  /** the first message: the options and each remote's server entry, base64 */
  | { type: 'start'; options: RenderProcessOptions; entries: Partial<Record<RemoteName, string>> }
  /**
   * `form`: the page answers a post without scripts, and starts that form from what was posted. `requestId`: the
   * request's id, which the process's log lines for this render start with (formatRenderLogPrefix)
   */
  | { type: 'render'; id: number; url: string; theme: Theme; platform: StorePlatform; form?: PostedFormState; requestId?: string }
  | { type: 'api-answer'; id: number; answer: RenderApiAnswer }
  | { type: 'api-answer'; id: number; error: string };

export type RenderOutcome =
  { ok: true; html: string; data: FirstScreenData; renderMs: number } | { ok: false; reason: string; remote?: RemoteName };

export type RenderProcessMessage =
  /** the remotes are loaded (or known broken): the process takes requests */
  | { type: 'ready'; failedRemotes: Partial<Record<RemoteName, string>> }
  | ({ type: 'rendered'; id: number } & RenderOutcome)
  | { type: 'api'; id: number; call: RenderApiCall };

/**
 * What a render process's line written during a render starts with: `[req <id>] `, the id of the request the render is
 * for. The server logs the line with that id as its `reqId`, as the request's own lines are.
 */
export function formatRenderLogPrefix(requestId: string): string {
  return `[req ${requestId}] `;
}

/** A line that starts with formatRenderLogPrefix: the request's id is its first group. */
export const RENDER_LOG_LINE = /^\[req ([A-Za-z0-9._:-]{1,128})\] /;

const HEADER_BYTES = 4;

/** One message as a frame: its length (4 bytes, big-endian), then its JSON. */
export function encodeFrame(message: RenderProcessRequest | RenderProcessMessage): Buffer {
  const body = Buffer.from(JSON.stringify(message), 'utf8');
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt32BE(body.length, 0);
  return Buffer.concat([header, body]);
}

/**
 * Reads frames from a stream's chunks and hands each parsed message on. A frame that announces more than
 * `maxFrameBytes`, or that is not JSON, is an error and ends the reading: nothing more is buffered or parsed.
 */
export function createFrameReader(options: {
  maxFrameBytes: number;
  onMessage: (message: unknown) => void;
  onError: (reason: string) => void;
}): (chunk: Buffer) => void {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let failed = false;

  function fail(reason: string): void {
    failed = true;
    pending = [];
    pendingBytes = 0;
    options.onError(reason);
  }

  return (chunk) => {
    if (failed) return;
    pending.push(chunk);
    pendingBytes += chunk.length;
    while (!failed && pendingBytes >= HEADER_BYTES) {
      if (pending[0]!.length < HEADER_BYTES) pending = [Buffer.concat(pending)];
      const length = pending[0]!.readUInt32BE(0);
      if (length > options.maxFrameBytes) return fail(`a frame of ${length} bytes, over the limit of ${options.maxFrameBytes}`);
      // a large frame arrives in many chunks: they are joined once, when all of it is there
      if (pendingBytes < HEADER_BYTES + length) return;
      const whole = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
      const body = whole.subarray(HEADER_BYTES, HEADER_BYTES + length);
      const rest = whole.subarray(HEADER_BYTES + length);
      pending = rest.length > 0 ? [rest] : [];
      pendingBytes = rest.length;
      let message: unknown;
      try {
        message = JSON.parse(body.toString('utf8'));
      } catch {
        return fail('a frame that is not JSON');
      }
      options.onMessage(message);
    }
  };
}
