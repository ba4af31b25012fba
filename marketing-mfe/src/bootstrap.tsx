import { createRoot } from 'react-dom/client';
import { createStandaloneApp } from '@chalein/shared/ui/standalone-app';
import '@chalein/shared/styles/base.css';
import { HomePage } from './pages/home-page';

const StandaloneApp = createStandaloneApp('marketing', {
  'home-page': HomePage,
});

createRoot(document.getElementById('root')!).render(<StandaloneApp />);
