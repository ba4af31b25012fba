import { createRoot } from 'react-dom/client';
import { createStandaloneApp } from '@chalein/shared/ui/standalone-app';
import '@chalein/shared/styles/base.css';
import { JobsPage } from './pages/jobs-page';

const StandaloneApp = createStandaloneApp('careers', {
  'jobs-page': JobsPage,
});

createRoot(document.getElementById('root')!).render(<StandaloneApp />);
