import { prefetchRemotesConfig } from './remotes/remotes-config';

// Read remotes.json now, in parallel with the shared chunks, rather than after them.
void prefetchRemotesConfig();

// The async boundary: shared singletons (React, the router, @chalein/shared) are negotiated before any of
// the app's code runs. It starts in a task of its own so that starting the federation runtime (this script) and
// negotiating the shared modules are two shorter tasks rather than one long one.
// A page the server rendered starts this script itself once it has painted (its inline starter), so nothing here
// waits for a paint.
setTimeout(() => void import('./bootstrap'), 0);
