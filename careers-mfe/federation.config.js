const { sharedSingletons } = require('@chalein/shared/federation/shared-singletons.js');

// One exposed module per page; the shell's route table names them (shared/src/lib/routes.ts).
module.exports = {
  name: 'careers',
  filename: 'remoteEntry.js',
  exposes: {
    './jobs-page': './src/pages/jobs-page.tsx',
    './job-details-page': './src/pages/job-details-page.tsx',
    './apply-job-page': './src/pages/apply-job-page.tsx',
  },
  shared: sharedSingletons,
  manifest: true,
};
