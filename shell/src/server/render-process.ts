// The render process: started by the API server as an unprivileged user with no network, no secrets in its
// environment and (Node's permission model) read access to this folder only (docs/decisions/0032-render-isolation.md).
// It talks to the server over its channel (render-channel.ts). Everything, the shared modules the channel uses
// included, is behind an import: the async boundary at which the federation runtime provides the shared modules,
// as in the browser.

void import('./render-channel').then(
  ({ openRenderChannel }) => openRenderChannel(),
  (error: unknown) => {
    console.error('render process failed to start', error);
    process.exit(1);
  },
);
