import { createRoot } from 'react-dom/client';
import { createStandaloneApp } from '@chalein/shared/ui/standalone-app';
import '@chalein/shared/styles/base.css';
import { AboutPage } from './pages/about-page';
import { BlogArticlePage } from './pages/blog-article-page';
import { BlogPage } from './pages/blog-page';
import { CmsPage } from './pages/cms-page';
import { ContactPage } from './pages/contact-page';
import { FaqPage } from './pages/faq-page';
import { HomeFaqPage } from './pages/home-faq-page';
import { HomePage } from './pages/home-page';
import { InCityRidePage } from './pages/in-city-ride-page';
import { InitiativesPage } from './pages/initiatives-page';
import { InvestorsPage } from './pages/investors-page';
import { OutstationRidePage } from './pages/outstation-ride-page';
import { PorterPage } from './pages/porter-page';
import { SeoPage } from './pages/seo-page';
import { ServicesPage } from './pages/services-page';
import { SupportPage } from './pages/support-page';

// Every page this remote exposes (federation.config.js), keyed by its module name in the route table.
const StandaloneApp = createStandaloneApp('marketing', {
  'home-page': HomePage,
  'about-page': AboutPage,
  'contact-page': ContactPage,
  'services-page': ServicesPage,
  'investors-page': InvestorsPage,
  'support-page': SupportPage,
  'faq-page': FaqPage,
  'home-faq-page': HomeFaqPage,
  'initiatives-page': InitiativesPage,
  'in-city-ride-page': InCityRidePage,
  'porter-page': PorterPage,
  'outstation-ride-page': OutstationRidePage,
  'blog-page': BlogPage,
  'blog-article-page': BlogArticlePage,
  'cms-page': CmsPage,
  'seo-page': SeoPage,
});

createRoot(document.getElementById('root')!).render(<StandaloneApp />);
