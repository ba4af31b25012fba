import { prefetchRemotesConfig } from './remotes/remotes-config';

// Read remotes.json now, in parallel with the shared chunks, rather than after them.
void prefetchRemotesConfig();

// The async boundary: shared singletons (React, the router, @chalein/shared) are negotiated before any of
// the app's code runs.
import('./bootstrap');
