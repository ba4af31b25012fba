const { sharedSingletons } = require('@chalein/shared/federation/shared-singletons.js');

// One exposed module per page; the shell's route table names them (shared/src/lib/routes.ts), each marked `staff`.
// Owned by the operations team; deployed through the registry with its own token like every remote
// (docs/decisions/0041-staff-remote.md).
module.exports = {
  name: 'staff',
  filename: 'remoteEntry.js',
  exposes: {
    './staff-home-page': './src/pages/staff-home-page.tsx',
    './staff-sign-in-page': './src/pages/staff-sign-in-page.tsx',
    './staff-setup-page': './src/pages/staff-setup-page.tsx',
    './staff-accounts-page': './src/pages/staff-accounts-page.tsx',
    './staff-audit-page': './src/pages/staff-audit-page.tsx',
    './staff-drivers-page': './src/pages/staff-drivers-page.tsx',
    './staff-driver-page': './src/pages/staff-driver-page.tsx',
    './staff-orders-page': './src/pages/staff-orders-page.tsx',
    './staff-order-page': './src/pages/staff-order-page.tsx',
    './staff-messages-page': './src/pages/staff-messages-page.tsx',
    './staff-message-page': './src/pages/staff-message-page.tsx',
    './staff-newsletter-page': './src/pages/staff-newsletter-page.tsx',
    './staff-applications-page': './src/pages/staff-applications-page.tsx',
    './staff-application-page': './src/pages/staff-application-page.tsx',
    './staff-outbox-page': './src/pages/staff-outbox-page.tsx',
  },
  shared: sharedSingletons,
  manifest: true,
};
