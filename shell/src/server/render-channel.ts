import net from 'node:net';
import { renderPage, startRenderer } from './render-page';
import { prefixConsoleWithRequestId, runWithRequestId } from './render-log';
import {
  createFrameReader,
  encodeFrame,
  type RenderApiAnswer,
  type RenderApiCall,
  type RenderProcessMessage,
  type RenderProcessRequest,
} from '@chalein/shared/lib/server-render-protocol';

// The render process's side of its channel, file descriptor 3 (docs/decisions/0032-render-isolation.md): everything it
// needs comes over it, its remote's server entry first, then the answers to its API calls and the pages to render.

/** The start message carries a remote's whole server entry (about 1.5 MB in base64); renders and answers are small. */
const MAX_FRAME_BYTES = 64 * 1024 * 1024;

let channel: net.Socket;

function send(message: RenderProcessMessage): void {
  channel.write(encodeFrame(message));
}

const apiCalls = new Map<number, { resolve: (answer: RenderApiAnswer | null) => void; reject: (error: Error) => void }>();
let nextCallId = 1;

/**
 * An API call, answered by the server in process (this process has no network to make one itself); null when no
 * answer came within `timeoutMs`, and a late answer then finds nobody waiting.
 */
function callApi(call: RenderApiCall, timeoutMs: number): Promise<RenderApiAnswer | null> {
  const id = nextCallId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      apiCalls.delete(id);
      resolve(null);
    }, timeoutMs);
    const settle = () => {
      clearTimeout(timer);
      apiCalls.delete(id);
    };
    apiCalls.set(id, {
      resolve: (answer) => (settle(), resolve(answer)),
      reject: (error) => (settle(), reject(error)),
    });
    send({ type: 'api', id, call });
  });
}

async function start(request: Extract<RenderProcessRequest, { type: 'start' }>): Promise<void> {
  const entries = Object.fromEntries(Object.entries(request.entries).map(([name, code]) => [name, Buffer.from(code, 'base64')]));
  const failedRemotes = await startRenderer(request.options, entries, callApi);
  handleRender = (render) => {
    void runWithRequestId(render.requestId, () => renderPage(render.url, render.theme, render.platform, render.form)).then(
      (outcome) => send({ type: 'rendered', id: render.id, ...outcome }),
      (error: unknown) => send({ type: 'rendered', id: render.id, ok: false, reason: String(error) }),
    );
  };
  send({ type: 'ready', failedRemotes });
}

let handleRender: ((request: Extract<RenderProcessRequest, { type: 'render' }>) => void) | null = null;

/** Opens the channel and answers what comes over it, until the server closes it. */
export function openRenderChannel(): void {
  prefixConsoleWithRequestId();
  channel = new net.Socket({ fd: 3, readable: true, writable: true });
  channel.on(
    'data',
    createFrameReader({
      maxFrameBytes: MAX_FRAME_BYTES,
      onMessage: receive,
      onError: (reason) => {
        console.error(`render process: unreadable message from the server (${reason})`);
        process.exit(1);
      },
    }),
  );
  // the API server going away leaves nothing behind
  channel.on('end', () => process.exit(0));
  channel.on('error', () => process.exit(0));
}

function receive(message: unknown): void {
  const request = message as RenderProcessRequest;
  if (request.type === 'start') {
    void start(request).catch((error: unknown) => {
      console.error('render process failed to start', error);
      process.exit(1);
    });
  } else if (request.type === 'render') {
    handleRender?.(request);
  } else if (request.type === 'api-answer') {
    const waiting = apiCalls.get(request.id);
    if ('answer' in request) waiting?.resolve(request.answer);
    else waiting?.reject(new Error(request.error));
  }
}
