import type { RenderProcessMessage, RenderProcessOptions, RenderProcessRequest } from '@chalein/shared/lib/server-render-protocol';

// The render process: forked by the API server with its options as the one argument, no secrets in its
// environment, and (on Node's permission model) read access to this folder only. It answers render requests over
// the IPC channel. The shell's code is behind an import, the async boundary at which the federation runtime
// provides the shared modules, as in the browser.

function send(message: RenderProcessMessage): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? '{}') as RenderProcessOptions;
  const { renderPage, startRenderer } = await import('./render-page');
  const failedRemotes = await startRenderer(options);
  process.on('message', (request: RenderProcessRequest) => {
    if (request?.type !== 'render') return;
    void renderPage(request.url, request.theme).then(
      (outcome) => send({ type: 'rendered', id: request.id, ...outcome }),
      (error: unknown) => send({ type: 'rendered', id: request.id, ok: false, reason: String(error) }),
    );
  });
  // the API server going away leaves nothing behind
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready', failedRemotes });
}

void main().catch((error: unknown) => {
  console.error('render process failed to start', error);
  process.exit(1);
});
