// The async boundary: shared singletons (React, the router, @chalein/shared) are negotiated before any of
// the app's code runs.
import('./bootstrap');
