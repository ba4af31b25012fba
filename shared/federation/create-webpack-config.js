// Builds the webpack config of one app (the shell or a remote) from its federation config, so every app is
// built the same way: ts-loader, extracted CSS, hashed file names, no runtime chunk, and a dev server that
// proxies the API. Each app's webpack.config.js calls this once.
const path = require('node:path');
const zlib = require('node:zlib');
const { Compilation, optimize, sources } = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { CompileHintsPlugin } = require('./compile-hints-plugin');
const { StartupAssetsPlugin } = require('./startup-assets-plugin');
const { serverSharedSingletons } = require('./shared-singletons');
const { findRemoteByFolder } = require('../src/lib/remote-manifest.ts');

const API_ORIGIN = process.env.API_ORIGIN || 'http://localhost:8080';

/** Emits files of the app as build assets under a given name (the shell's remotes.json for the mode). */
class EmitFilesPlugin {
  /** @param {Record<string, string>} files each emitted file's name and text */
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [name, text] of Object.entries(this.files)) compilation.emitAsset(name, new sources.RawSource(text));
      });
    });
  }
}

/** A remote's dev server port, from the remote manifest, by the folder its webpack config sits in. */
function findRemoteDevPort(appDir) {
  const remote = findRemoteByFolder(path.basename(appDir));
  if (!remote) throw new Error(`${appDir} is not a remote of shared/src/lib/remote-manifest.ts: give its dev port`);
  return remote.devPort;
}

/**
 * The runtime plugin that hands the host's federation runtime core to the remotes, as its ES module build. The
 * plugin's `provideExternalRuntime` switch adds its CommonJS build instead, which brings a second, CommonJS copy of
 * the runtime core and its SDK into the host (about 30 KB more on every first visit).
 */
function resolveRuntimeCoreProvider(appDir) {
  const commonJsEntry = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [appDir] });
  return path.join(path.dirname(commonJsEntry), 'index.js');
}

/**
 * A production build's scripts and stylesheets, compressed once as the build's own .br and .gz files beside them,
 * at the highest levels (brotli 11, gzip 9): the server sends those (site-plugin.ts) instead of compressing each
 * file again for every visitor. Compressing on every request cost the server 20-50 ms of CPU per large file
 * while a page loaded, on the same cores the visitor's scripts then waited for; brotli 11 is also about 15% smaller
 * than what the server compressed on the fly. A file changed after the build must lose its .br and .gz, or they
 * would be sent instead of it.
 */
function createCompressionPlugins() {
  const shared = { test: /\.(js|css)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...shared, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...shared,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
  ];
}

/** TypeScript and CSS, the same for both builds; on the server a CSS import is a no-op (the browser build ships it). */
function createModuleRules({ production, server }) {
  return [
    {
      test: /\.tsx?$/,
      loader: 'ts-loader',
      exclude: /node_modules[\\/](?!@chalein)/,
      // type checking is `npm run typecheck`; the build only transpiles
      options: { transpileOnly: true, compilerOptions: { noEmit: false, sourceMap: !production && !server } },
    },
    { test: /\.css$/, use: [{ loader: MiniCssExtractPlugin.loader, options: { emit: !server } }, 'css-loader'] },
  ];
}

/**
 * The folder a build writes: `<app>/dist`, or CHALEIN_BUILD_OUTPUT when it is set. The deploy command
 * (tools/deploy-remote.mjs) builds into a temporary folder of its own, so deploying from a checkout whose dist/ a
 * server is serving never changes the files that server sends.
 */
function selectOutputDir(appDir) {
  const own = process.env.CHALEIN_BUILD_OUTPUT;
  return own ? path.resolve(own) : path.join(appDir, 'dist');
}

/**
 * The app's build for Node, for server rendering (dist/server): the same sources and exposes, sharing the same
 * singletons. A remote is a container of one file, remoteEntry.js, so the integrity the server checks before
 * running it covers all of its code (a chunk fetched later would not be checked); it takes React and the router
 * from the shell, so one React renders the page. The shell's build is the render process itself
 * (src/server/render-process.ts). Not minified: stack traces from a failed render should be readable.
 */
function createServerConfig({ appDir, federation, production }) {
  const isRemote = Boolean(federation.exposes);
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    target: 'async-node',
    context: appDir,
    entry: isRemote ? {} : { 'render-process': './src/server/render-process.ts' },
    devtool: false,
    output: {
      path: path.join(selectOutputDir(appDir), 'server'),
      // chunks of the shell are read from beside its files; '' keeps webpack from emitting the browser's
      // automatic public path, which throws in Node
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: `${federation.name}-server`,
      ...(isRemote ? {} : { library: { type: 'commonjs2' } }),
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: createModuleRules({ production, server: true }) },
    optimization: { runtimeChunk: false, minimize: false, moduleIds: 'named' },
    performance: { hints: false },
    ignoreWarnings: [/"singleton: true" is used together with "exclude\.request: /],
    plugins: [
      new ModuleFederationPlugin({
        ...federation,
        dts: false,
        manifest: false,
        remoteType: 'script',
        ...(isRemote ? { library: { type: 'commonjs-module', name: federation.name } } : {}),
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        shareStrategy: 'loaded-first',
        shared: serverSharedSingletons({ host: !isRemote }),
        experiments: { optimization: { disableSnapshot: true, target: 'node' } },
      }),
      new MiniCssExtractPlugin(),
      ...(isRemote ? [new optimize.LimitChunkCountPlugin({ maxChunks: 1 })] : []),
    ],
    stats: 'errors-warnings',
  };
}

/**
 * The host's own @chalein/shared modules, in one file. Shared as singletons, each became a file of its own (a share
 * scope entry loads its module's chunk), and a first visit to / fetched about twenty of them, most under 2 KB gzip:
 * compressed apart, each starts again without the others' words. Together they are fetched, compressed and
 * evaluated as one: 40 files on / became 22 and their JavaScript 181.9 KB gzip became 170.7. The language files stay
 * apart (a page loads its own language's only). The price is the host's few shared modules that / did not load
 * before (the site API's calls, about 1 KB), which now come with the rest.
 */
const hostSharedLibraryGroup = {
  test: /[\\/]shared[\\/]src[\\/].+\.tsx?$/,
  name: 'shared-library',
  chunks: 'async',
  enforce: true,
  priority: 10,
};

/**
 * @param {{ appDir: string, port?: number, federation: object, publicPath: string,
 *   emitFiles?: (mode: 'production' | 'development') => Record<string, string> }} options `port` defaults to the
 *   remote's dev port in the remote manifest; `emitFiles` gives each extra file's name and text
 */
function createWebpackConfig({ appDir, port = findRemoteDevPort(appDir), federation, publicPath, emitFiles }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const hashed = production ? '.[contenthash:10]' : '';
    // a production remote is only a container (remoteEntry.js and its chunks); its dev server runs it alone
    const standalone = !(production && federation.exposes);
    const browser = {
      name: 'browser',
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: standalone ? './src/index.ts' : {},
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: selectOutputDir(appDir),
        publicPath,
        filename: `[name]${hashed}.js`,
        chunkFilename: `[name]${hashed}.js`,
        assetModuleFilename: `assets/[name]${hashed}[ext]`,
        uniqueName: federation.name,
        // the server build writes dist/server at the same time
        clean: { keep: (asset) => /^server[\\/]/.test(asset) },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: { rules: createModuleRules({ production, server: false }) },
      optimization: {
        runtimeChunk: false,
        moduleIds: production ? 'deterministic' : 'named',
        ...(production && !federation.exposes ? { splitChunks: { cacheGroups: { sharedLibrary: hostSharedLibraryGroup } } } : {}),
      },
      performance: { hints: false },
      // Module Federation warns that a singleton with an exclude filter can leave a module with several copies; for
      // the modules each remote bundles on purpose (see shared-singletons.js) that is the point.
      ignoreWarnings: [/"singleton: true" is used together with "exclude\.request: /],
      plugins: [
        new ModuleFederationPlugin({
          dts: false,
          // remotes.json names each remote's remoteEntry.js: no manifest round trip, and no snapshot code
          // One copy of the federation runtime core per page: the host (which exposes nothing) provides its own to
          // every remote, so a production remote's container leaves it out (about 58 KB less to download and run
          // per remote). A remote built to run alone in development is its own host and keeps its copy.
          experiments: {
            optimization: { disableSnapshot: true, target: 'web' },
            ...(federation.exposes && !standalone ? { externalRuntime: true } : {}),
          },
          ...(federation.exposes ? {} : { runtimePlugins: [resolveRuntimeCoreProvider(appDir)] }),
          // use the shared modules already loaded (the shell's): the default 'version-first' would fetch every
          // registered remote's entry to compare versions, and a visit must load only its own remote
          shareStrategy: 'loaded-first',
          ...federation,
        }),
        new MiniCssExtractPlugin({ filename: `[name]${hashed}.css`, chunkFilename: `[name]${hashed}.css` }),
        ...(standalone ? [new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer', minify: production })] : []),
        ...(emitFiles ? [new EmitFilesPlugin(emitFiles(production ? 'production' : 'development'))] : []),
        // the host's startup files, for the server's preload links
        ...(federation.exposes ? [] : [new StartupAssetsPlugin()]),
        ...(production ? [new CompileHintsPlugin(), ...createCompressionPlugins()] : []),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/uploads'], target: API_ORIGIN }],
        client: { overlay: { warnings: false } },
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
    // `npm run dev` serves the browser builds only (the dev servers render in the browser); a production build
    // is both, so `npm run build` leaves everything the server renders with. A staff remote's pages are never
    // rendered on the server (docs/decisions/0041-staff-remote.md): it has no server build to run or to check.
    const browserOnly = findRemoteByFolder(path.basename(appDir))?.audience === 'staff';
    return production && !browserOnly ? [browser, createServerConfig({ appDir, federation, production })] : browser;
  };
}

module.exports = { createWebpackConfig };
