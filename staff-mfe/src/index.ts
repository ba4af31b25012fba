// The async boundary: shared singletons are negotiated before the standalone app's code runs.
import('./bootstrap');
