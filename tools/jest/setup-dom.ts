import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* and waitFor give up after 1 s by default. On a busy 2-core CI machine a page's first render with its data
// has taken longer than that (a test passing alone failed in a full run), so they wait up to 5 s: a passing test
// still ends as soon as its condition holds, only a failing one waits longer.
configure({ asyncUtilTimeout: 5000 });
