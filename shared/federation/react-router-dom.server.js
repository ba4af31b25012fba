// What the shell's server build shares under the 'react-router-dom' key: the same client subset as in the
// browser, and StaticRouter, which renders one given address without a browser history.
export * from './react-router-dom.js';
export { StaticRouter } from 'react-router';
