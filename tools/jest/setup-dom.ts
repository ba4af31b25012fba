import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { setI18n } from 'react-i18next';
import { createTestI18n } from '@chalein/testing/i18n';

// findBy* and waitFor give up after 1 s by default. On a busy 2-core CI machine a page's first render with its data
// has taken longer than that (a test passing alone failed in a full run), so they wait up to 5 s: a passing test
// still ends as soon as its condition holds, only a failing one waits longer.
configure({ asyncUtilTimeout: 5000 });

// A component rendered without an I18nextProvider reads this instance: every namespace's English texts, so a test
// that asserts the English page needs no wrapper. A test in Hindi or Kannada wraps its render in an I18nextProvider
// with createTestI18n('hi') or ('kn').
setI18n(createTestI18n('en'));
