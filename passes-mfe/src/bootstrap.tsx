import { createRoot } from 'react-dom/client';
import { createStandaloneApp } from '@chalein/shared/ui/standalone-app';
import '@chalein/shared/styles/base.css';
import { PassPage } from './pages/pass-page';
import { PaymentFailedPage } from './pages/payment-failed-page';
import { PricingPage } from './pages/pricing-page';
import { ThankYouPage } from './pages/thank-you-page';

const StandaloneApp = createStandaloneApp('passes', {
  'pricing-page': PricingPage,
  'pass-page': PassPage,
  'thank-you-page': ThankYouPage,
  'payment-failed-page': PaymentFailedPage,
});

createRoot(document.getElementById('root')!).render(<StandaloneApp />);
