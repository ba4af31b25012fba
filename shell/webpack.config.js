const path = require('node:path');
const { createWebpackConfig } = require('@chalein/shared/federation/create-webpack-config.js');
const federation = require('./federation.config');

module.exports = createWebpackConfig({
  appDir: __dirname,
  port: 3000,
  federation,
  publicPath: '/',
  // where each remote lives: the production server's paths, or the remotes' own dev servers
  emitFiles: (mode) => ({ 'remotes.json': path.join(__dirname, `remotes.${mode}.json`) }),
});
