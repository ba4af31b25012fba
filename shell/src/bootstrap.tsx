import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startRemotes } from './remotes/remote-registry';
import { prefetchRemotesConfig } from './remotes/remotes-config';
import '@chalein/shared/styles/base.css';
import './styles/shell.css';

void startRemotes(prefetchRemotesConfig());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(<App />);
