const { sharedSingletons } = require('@chalein/shared/federation/shared-singletons.js');

// One exposed module per page; the shell's route table names them (shared/src/lib/routes.ts).
module.exports = {
  name: 'passes',
  filename: 'remoteEntry.js',
  exposes: {
    './pricing-page': './src/pages/pricing-page.tsx',
  },
  shared: sharedSingletons,
  manifest: true,
};
