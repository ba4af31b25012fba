import { createRoot } from 'react-dom/client';
import { createStandaloneApp } from '@chalein/shared/ui/standalone-app';
import '@chalein/shared/styles/base.css';
import { ApplyJobPage } from './pages/apply-job-page';
import { JobDetailsPage } from './pages/job-details-page';
import { JobsPage } from './pages/jobs-page';

const StandaloneApp = createStandaloneApp('careers', {
  'jobs-page': JobsPage,
  'job-details-page': JobDetailsPage,
  'apply-job-page': ApplyJobPage,
});

createRoot(document.getElementById('root')!).render(<StandaloneApp />);
