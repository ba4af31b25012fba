const { sharedSingletons } = require('@chalein/shared/federation/shared-singletons.js');

// One exposed module per page; the shell's route table names them (shared/src/lib/routes.ts).
module.exports = {
  name: 'onboarding',
  filename: 'remoteEntry.js',
  exposes: {
    './driver-registration-page': './src/pages/driver-registration-page.tsx',
    './driver-status-page': './src/pages/driver-status-page.tsx',
  },
  shared: sharedSingletons,
  manifest: true,
};
