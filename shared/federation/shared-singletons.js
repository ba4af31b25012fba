// The one list of modules shared as singletons by the shell and every remote: one React, one router, one theme
// context and one API client at run time. The trailing-slash keys share every subpath (react/jsx-runtime,
// react-dom/client, @chalein/shared/api/client, ...). Versions come from each app's package.json.
const sharedSingletons = {
  react: { singleton: true },
  'react/': { singleton: true },
  'react-dom': { singleton: true },
  'react-dom/': { singleton: true },
  'react-router': { singleton: true },
  'react-router-dom': { singleton: true },
  '@chalein/shared/': { singleton: true },
};

module.exports = { sharedSingletons };
