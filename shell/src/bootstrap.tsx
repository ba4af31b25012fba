import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startRemotes } from './remotes/remote-registry';
import '@chalein/shared/styles/base.css';
import './styles/shell.css';

void startRemotes();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(<App />);
