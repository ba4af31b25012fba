const { sharedSingletons } = require('@chalein/shared/federation/shared-singletons.js');

// One exposed module per page; the shell's route table names them (shared/src/lib/routes.ts).
module.exports = {
  name: 'marketing',
  filename: 'remoteEntry.js',
  exposes: {
    './home-page': './src/pages/home-page.tsx',
  },
  shared: sharedSingletons,
  manifest: true,
};
