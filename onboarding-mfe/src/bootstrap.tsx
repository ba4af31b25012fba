import { createRoot } from 'react-dom/client';
import { createStandaloneApp } from '@chalein/shared/ui/standalone-app';
import '@chalein/shared/styles/base.css';
import { DriverRegistrationPage } from './pages/driver-registration-page';

const StandaloneApp = createStandaloneApp('onboarding', {
  'driver-registration-page': DriverRegistrationPage,
});

createRoot(document.getElementById('root')!).render(<StandaloneApp />);
