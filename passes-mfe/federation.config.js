const { sharedSingletons } = require('@chalein/shared/federation/shared-singletons.js');

// One exposed module per page; the shell's route table names them (shared/src/lib/routes.ts).
module.exports = {
  name: 'passes',
  filename: 'remoteEntry.js',
  exposes: {
    './pricing-page': './src/pages/pricing-page.tsx',
    // one page for all eight pass routes: it picks the pass by the pathname
    './pass-page': './src/pages/pass-page.tsx',
    './thank-you-page': './src/pages/thank-you-page.tsx',
    './payment-failed-page': './src/pages/payment-failed-page.tsx',
    './pass-receipt-page': './src/pages/pass-receipt-page.tsx',
  },
  shared: sharedSingletons,
  manifest: true,
};
