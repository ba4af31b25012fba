const { sharedSingletons } = require('@chalein/shared/federation/shared-singletons.js');

// The host declares no remotes here: it reads remotes.json at start and registers them at run time, so a
// remote can be redeployed without rebuilding the shell.
module.exports = {
  name: 'shell',
  remotes: {},
  shared: sharedSingletons,
  manifest: false,
};
