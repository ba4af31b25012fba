// The one list of modules shared as singletons by the shell and every remote: one React, one router, one theme
// context and one API client at run time. The trailing-slash keys share every subpath (react/jsx-runtime,
// react-dom/client, @chalein/shared/api/client, ...). Versions come from each app's package.json.
const path = require('node:path');
const { version: reactRouterDomVersion } = require('react-router-dom/package.json');

const sharedSingletons = {
  react: { singleton: true },
  'react/': { singleton: true },
  'react-dom': { singleton: true },
  'react-dom/': { singleton: true },
  'react-router-dom': {
    singleton: true,
    // the client subset of React Router (see react-router-dom.js), provided under the package's own name
    import: path.join(__dirname, 'react-router-dom.js'),
    version: reactRouterDomVersion,
    requiredVersion: `^${reactRouterDomVersion.split('.')[0]}.0.0`,
  },
  '@chalein/shared/': { singleton: true },
};

module.exports = { sharedSingletons };
