import { prefetchRemotesConfig } from './remotes/remotes-config';

// Read remotes.json now, in parallel with the shared chunks, rather than after them.
void prefetchRemotesConfig();

// The async boundary: shared singletons (React, the router, @chalein/shared) are negotiated before any of
// the app's code runs. It starts in a task of its own so that starting the federation runtime (this script) and
// negotiating the shared modules are two shorter tasks rather than one long one.
const startApp = () => setTimeout(() => void import('./bootstrap'), 0);

// A page the server rendered can be read before any of this runs: the app starts after the browser's next paint,
// so starting it (downloading and running React, hydrating) never holds back the page's first paint.
if (document.getElementById('root')?.hasAttribute('data-ssr')) requestAnimationFrame(startApp);
else startApp();
