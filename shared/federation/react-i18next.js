// What the site shares under the 'react-i18next' key: the parts of react-i18next the apps use, re-exported so
// webpack can leave out the rest (IcuTrans and its HTML entity table, withTranslation, Translation, the SSR
// helpers). A shared module is built whole, for whatever a consumer might import, so without this subset every
// first visit downloaded all of it. It is still one singleton: every app provides and consumes this same module, and
// its context is the one the shell's I18nextProvider fills. An app that needs another export adds it here;
// shared/src/lib/router-exports.test.ts fails until it does. The package's ES build is imported by its
// file: importing 'react-i18next' here would consume this very module and never resolve, and the package's exports
// map names none of its files (npm workspaces install it at the repository's root).
export { I18nextProvider, Trans, getI18n, useTranslation } from '../../node_modules/react-i18next/dist/es/index.js';
