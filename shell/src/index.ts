import { prefetchRemotesConfig } from './remotes/remotes-config';
import { startInSteps } from './start-in-steps';

// Read remotes.json now, in parallel with the shared chunks, rather than after them.
void prefetchRemotesConfig();

// The async boundary: shared singletons (React, the router, @chalein/shared) are negotiated before any of the app's
// code runs. A server-rendered page is already on screen and readable when this runs (its inline starter starts this
// script once the page has painted), so the start must not hold the main thread for long: as one import of
// ./bootstrap, negotiating every shared module, evaluating React DOM, the router and the app, was one long task (the
// figures are in docs/decisions/0021-server-rendering.md), during which a tap or a scroll waited. So the
// largest modules are negotiated and evaluated first, each in a task of its own, and ./bootstrap then finds them
// ready. Their files are fetched together meanwhile: the starter preloads them all when it starts this script.
void startInSteps([() => import('react'), () => import('react-dom/client'), () => import('react-router-dom'), () => import('./bootstrap')]);
