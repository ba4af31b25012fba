import { createRoot } from 'react-dom/client';
import { createStandaloneApp } from '@chalein/shared/ui/standalone-app';
import '@chalein/shared/styles/base.css';
import { PricingPage } from './pages/pricing-page';

const StandaloneApp = createStandaloneApp('passes', {
  'pricing-page': PricingPage,
});

createRoot(document.getElementById('root')!).render(<StandaloneApp />);
