const { createWebpackConfig } = require('@chalein/shared/federation/create-webpack-config.js');
const { listRemoteEntries, SHELL_DEV_PORT } = require('@chalein/shared/lib/remote-manifest');
const federation = require('./federation.config');

module.exports = createWebpackConfig({
  appDir: __dirname,
  port: SHELL_DEV_PORT,
  federation,
  publicPath: '/',
  // where each remote lives: the production server's paths, or the remotes' own dev servers (the remote manifest)
  emitFiles: (mode) => ({ 'remotes.json': `${JSON.stringify(listRemoteEntries(mode), null, 2)}\n` }),
});
