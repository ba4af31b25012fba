const { createWebpackConfig } = require('@chalein/shared/federation/create-webpack-config.js');
const federation = require('./federation.config');

// publicPath 'auto': chunks load from wherever remoteEntry.js was served, so the build can move between hosts; the
// dev server's port comes from the remote manifest (shared/src/lib/remote-manifest.ts)
module.exports = createWebpackConfig({ appDir: __dirname, federation, publicPath: 'auto' });
