import { AsyncLocalStorage } from 'node:async_hooks';
import { formatRenderLogPrefix } from '@chalein/shared/lib/server-render-protocol';

// The render process's lines name the request they were written for: the server logs what the process writes with
// the id the line starts with (api/src/site/server-rendering/render-pool.ts), so a render's warning is found beside
// the request's own lines. Every console call made while a render runs (React's, a remote's own) is covered: the
// request's id follows the render through its awaits.

const renderRequest = new AsyncLocalStorage<string>();

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;

/** Runs a render with `requestId` as the id its lines carry; without an id, as it is. */
export function runWithRequestId<T>(requestId: string | undefined, render: () => T): T {
  return requestId === undefined ? render() : renderRequest.run(requestId, render);
}

/** Makes each console line written during a render start with its request's id. Called once, at the start. */
export function prefixConsoleWithRequestId(target: Console = console): void {
  for (const method of CONSOLE_METHODS) {
    const original = target[method].bind(target);
    target[method] = (...args: unknown[]) => {
      const requestId = renderRequest.getStore();
      if (requestId === undefined) return original(...args);
      const prefix = formatRenderLogPrefix(requestId);
      // a format string keeps its placeholders; anything else is written after the prefix
      const [first, ...rest] = args;
      if (typeof first === 'string') return original(`${prefix}${first}`, ...rest);
      return original(prefix.trimEnd(), ...args);
    };
  }
}
