// Marks every script of a production browser build for eager compilation: V8's compile-hints magic comment
// (`//# allFunctionsCalledOnLoad`, Chrome 136 and later) as its first line. By default V8 only pre-parses a
// script's functions while it streams in and compiles each one on the main thread when it is first called; React
// DOM's chunk alone then cost a 57 ms task on a fast desktop (about 230 ms on Lighthouse's phone) when the page
// hydrates. With the comment the whole file is compiled on the streaming thread, off the main thread, and that task
// fell to about 15 ms. Browsers without the feature read a comment. Every chunk gets it: what a page loads it runs
// at once (a route's chunk is fetched to be shown), and the cost of compiling a function that is never called is
// paid off the main thread.
const { Compilation, sources } = require('webpack');

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // after minification (which would drop the comment) and before the content hashes are taken
      const stage = Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING;
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (!name.endsWith('.js')) continue;
          compilation.updateAsset(name, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT };
