const { createWebpackConfig } = require('@chalein/shared/federation/create-webpack-config.js');
const federation = require('./federation.config');

// publicPath 'auto': chunks load from wherever remoteEntry.js was served, so the build can move between hosts
module.exports = createWebpackConfig({ appDir: __dirname, port: 3001, federation, publicPath: 'auto' });
