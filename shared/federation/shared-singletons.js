// The one list of modules shared as singletons by the shell and every remote: one React, one router, one theme
// context and one API client at run time. The trailing-slash keys share every subpath (react/jsx-runtime,
// react-dom/client, @chalein/shared/api/client, ...). Versions come from each app's package.json.
const path = require('node:path');
const { version: reactRouterDomVersion } = require('react-router-dom/package.json');
const { version: reactI18nextVersion } = require('react-i18next/package.json');

/** Subpaths of @chalein/shared that each remote bundles instead of sharing: stateless code that the shell and a remote never both load. */
const bundledPerRemote =
  /^(ui\/(form-field|text-field|select-field|choice-group|checkbox-field|file-field|error-summary)|lib\/(use-form|use-submission-form|validation\/.+))$/;

const sharedSingletons = {
  react: { singleton: true },
  'react/': { singleton: true },
  'react-dom': { singleton: true },
  'react-dom/': { singleton: true },
  // one i18next and one react-i18next: the shell's instance, in its provider, translates every remote's page
  i18next: { singleton: true },
  'react-i18next': {
    singleton: true,
    // the subset the apps use (see react-i18next.js), provided under the package's own name
    import: path.join(__dirname, 'react-i18next.js'),
    version: reactI18nextVersion,
    requiredVersion: `^${reactI18nextVersion.split('.')[0]}.0.0`,
  },
  'react-router-dom': {
    singleton: true,
    // the client subset of React Router (see react-router-dom.js), provided under the package's own name
    import: path.join(__dirname, 'react-router-dom.js'),
    version: reactRouterDomVersion,
    requiredVersion: `^${reactRouterDomVersion.split('.')[0]}.0.0`,
  },
  '@chalein/shared/': {
    singleton: true,
    // The form family and the validation rules hold no state, and no page loads one twice: shared, each became
    // its own chunk and share-scope entry in every remote (12 more files and about 7 KB more gzip on
    // /drive_with_us). Bundled, they join the page's own chunk. Excluding a module that holds state (a context, a
    // module-level variable) would give each remote its own copy; shell/src/remotes/shared-singletons.test.ts
    // refuses that, and a module both the shell and a remote load.
    exclude: { request: bundledPerRemote },
  },
};

/**
 * The same list for the server builds. React, React DOM and the router are the shell's alone there (a remote's
 * container brings no copy and cannot run without the shell's), so the page and the layout render with one React
 * and one router; the shell's router adds StaticRouter, which renders a given address without a browser.
 */
function serverSharedSingletons({ host }) {
  const hostOnly = (config) => (host ? config : { ...config, import: false });
  return {
    ...sharedSingletons,
    react: hostOnly(sharedSingletons.react),
    'react/': hostOnly(sharedSingletons['react/']),
    'react-dom': hostOnly(sharedSingletons['react-dom']),
    'react-dom/': hostOnly(sharedSingletons['react-dom/']),
    // the request's i18next instance reaches a remote's page through react-i18next's context: the shell's copy
    i18next: hostOnly(sharedSingletons.i18next),
    'react-i18next': hostOnly(sharedSingletons['react-i18next']),
    'react-router-dom': host
      ? { ...sharedSingletons['react-router-dom'], import: path.join(__dirname, 'react-router-dom.server.js') }
      : { ...sharedSingletons['react-router-dom'], import: false },
  };
}

module.exports = { sharedSingletons, serverSharedSingletons, bundledPerRemote };
