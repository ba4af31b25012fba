import { AsyncLocalStorage } from 'node:async_hooks';
import { formatRenderLogPrefix } from '@chalein/shared/lib/server-render-protocol';

// The render process's lines name the request they were written for: the server logs what the process writes with
// the id the line starts with (api/src/site/server-rendering/render-pool.ts), so a render's warning is found beside
// the request's own lines. Every console call made while a render runs (React's, a remote's own) is covered: the
// request's id follows the render through its awaits. A callback set up outside any render (the loading of a
// remote's module, which a render may wait on and be resumed from) runs without it: a line written there is the one
// render's in flight when there is one, and carries no id when there are several.

const renderRequest = new AsyncLocalStorage<string>();
/** the ids of the renders in flight */
const inFlight = new Set<string>();

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;

/** Runs a render with `requestId` as the id its lines carry; without an id, as it is. */
export async function runWithRequestId<T>(requestId: string | undefined, render: () => Promise<T>): Promise<T> {
  if (requestId === undefined) return render();
  inFlight.add(requestId);
  try {
    return await renderRequest.run(requestId, render);
  } finally {
    inFlight.delete(requestId);
  }
}

/** The id of the render a line is written for: the one it runs in, or else the only one in flight. */
function findRequestId(): string | undefined {
  const current = renderRequest.getStore();
  if (current !== undefined || inFlight.size !== 1) return current;
  return [...inFlight][0];
}

/** Makes each console line written during a render start with its request's id. Called once, at the start. */
export function prefixConsoleWithRequestId(target: Console = console): void {
  for (const method of CONSOLE_METHODS) {
    const original = target[method].bind(target);
    target[method] = (...args: unknown[]) => {
      const requestId = findRequestId();
      if (requestId === undefined) return original(...args);
      const prefix = formatRenderLogPrefix(requestId);
      // a format string keeps its placeholders; anything else is written after the prefix
      const [first, ...rest] = args;
      if (typeof first === 'string') return original(`${prefix}${first}`, ...rest);
      return original(prefix.trimEnd(), ...args);
    };
  }
}
