import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startRemotes } from './remotes/remote-registry';
import { prefetchRemotesConfig } from './remotes/remotes-config';
import '@chalein/shared/styles/base.css';
import './styles/shell.css';

void startRemotes(prefetchRemotesConfig());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);
// Rendered as a transition, the first render is done in slices with the main thread given back between them, so
// a phone stays responsive while the page is built instead of freezing for one long task. The header painted by
// the HTML stays until the whole first screen is ready.
startTransition(() => root.render(<App />));
