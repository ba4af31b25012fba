import { createRoot } from 'react-dom/client';
import { createStandaloneApp } from '@chalein/shared/ui/standalone-app';
import '@chalein/shared/styles/base.css';
import { StaffAccountsPage } from './pages/staff-accounts-page';
import { StaffApplicationPage } from './pages/staff-application-page';
import { StaffApplicationsPage } from './pages/staff-applications-page';
import { StaffAuditPage } from './pages/staff-audit-page';
import { StaffHomePage } from './pages/staff-home-page';
import { StaffMessagePage } from './pages/staff-message-page';
import { StaffMessagesPage } from './pages/staff-messages-page';
import { StaffNewsletterPage } from './pages/staff-newsletter-page';
import { StaffOutboxPage } from './pages/staff-outbox-page';
import { StaffSetupPage } from './pages/staff-setup-page';
import { StaffSignInPage } from './pages/staff-sign-in-page';

const StandaloneApp = createStandaloneApp('staff', {
  'staff-home-page': StaffHomePage,
  'staff-sign-in-page': StaffSignInPage,
  'staff-setup-page': StaffSetupPage,
  'staff-accounts-page': StaffAccountsPage,
  'staff-audit-page': StaffAuditPage,
  'staff-messages-page': StaffMessagesPage,
  'staff-message-page': StaffMessagePage,
  'staff-newsletter-page': StaffNewsletterPage,
  'staff-applications-page': StaffApplicationsPage,
  'staff-application-page': StaffApplicationPage,
  'staff-outbox-page': StaffOutboxPage,
});

createRoot(document.getElementById('root')!).render(<StandaloneApp />);
