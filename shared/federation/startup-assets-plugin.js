// Writes startup-assets.json: the JS and CSS files the shell needs before its first render, so the server can
// preload them from the HTML instead of the browser finding them one round trip after main.js. Those are the
// chunks of the bootstrap import, and for every shared module consumed there (and, in turn, by those modules),
// the chunks its provider loads. Lazy imports, and providers nothing consumes at start, are left out; the API
// client's files are listed apart (`api`), for the pages that call the API before their first screen.
const { Compilation, sources } = require('webpack');

const kindOf = (module) => (module ? module.constructor.name : '');

const API_CLIENT_SHARE_KEY = '@chalein/shared/api/client';
const API_CLIENT_SOURCE = /[\\/]shared[\\/]src[\\/]api[\\/]client\.ts$/;

class StartupAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StartupAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const entry = compilation.entrypoints.get('main');
        if (!entry) return;
        const { chunkGraph } = compilation;

        // share key -> the chunk group its provider loads
        const providers = new Map();
        for (const module of compilation.modules) {
          if (kindOf(module) !== 'ProvideSharedModule' || module.blocks.length === 0) continue;
          const group = chunkGraph.getBlockChunkGroup(module.blocks[0]);
          if (group) providers.set(module._name, group);
        }

        // The API client (the shell provides it to every remote) and the axios chunk it imports with its first
        // call: preloaded for pages whose first screen is data from the API, so the call is not held back by them.
        const listApiClientFiles = () => {
          const group = providers.get(API_CLIENT_SHARE_KEY);
          if (!group) return [];
          const apiFiles = new Set(group.getFiles());
          for (const chunk of group.chunks) {
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              // a module webpack concatenated with others answers by its root module's file
              if (!API_CLIENT_SOURCE.test(module.resource ?? module.rootModule?.resource ?? '')) continue;
              for (const block of module.blocks) {
                for (const file of chunkGraph.getBlockChunkGroup(block)?.getFiles() ?? []) apiFiles.add(file);
              }
            }
          }
          return [...apiFiles].filter((file) => file.endsWith('.js')).sort();
        };

        const files = new Set();
        const seen = new Set();
        const visit = (group) => {
          if (!group || seen.has(group)) return;
          seen.add(group);
          for (const file of group.getFiles()) files.add(file);
          for (const chunk of group.chunks) {
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              if (kindOf(module) === 'ConsumeSharedModule') visit(providers.get(module.options.shareKey));
            }
          }
        };
        // the entry's dynamic import of ./bootstrap runs at once; its other children are provider registrations
        for (const child of entry.getChildren()) {
          if (child.origins.some((origin) => !/SharedModule$/.test(kindOf(origin.module)))) visit(child);
        }

        for (const file of entry.getFiles()) files.delete(file);
        const list = [...files].sort();
        // the web fonts the stylesheets name (the Hindi and Kannada faces): the server preloads a page's own
        const fonts = Object.keys(compilation.assets)
          .filter((file) => file.endsWith('.woff2'))
          .sort();
        const json = JSON.stringify(
          { js: list.filter((f) => f.endsWith('.js')), css: list.filter((f) => f.endsWith('.css')), api: listApiClientFiles(), fonts },
          null,
          2,
        );
        compilation.emitAsset('startup-assets.json', new sources.RawSource(json));
      });
    });
  }
}

module.exports = { StartupAssetsPlugin };
