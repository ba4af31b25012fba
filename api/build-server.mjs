#!/usr/bin/env node
// `npm run build -w @chalein/api`: compiles the API into api/dist, the JavaScript production runs with plain `node`
// (docs/decisions/0029-compiled-api.md). One esbuild bundle per program the server's machine runs as a process: the
// server and the migration command. The workspace package @chalein/shared is TypeScript sources, so it is bundled
// in; every other package stays an import of node_modules, as installed. Source maps go beside each file, so a
// logged stack names the TypeScript line when node runs with --enable-source-maps.
import { build } from 'esbuild';
import { builtinModules } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(apiRoot, 'dist');

/** The programs, by output name: dist/<name>.js. */
export const apiEntryPoints = {
  server: 'src/server.ts',
  'migrate-cli': 'src/migrate-cli.ts',
  // `npm run staff`: makes staff accounts and setup links (src/staff/staff-cli.ts)
  'staff-cli': 'src/staff/staff-cli.ts',
  // the thread the server checks uploaded PDFs in (src/uploads/pdf-check-thread.ts looks for it beside server.js)
  'pdf-check-worker': 'src/uploads/pdf-check-worker.ts',
};

/** The esbuild options of the pages' inline starter, which the server's sources also build it with when run by tsx. */
const starterBuildOptions = 'src/site/server-rendering/start-after-load-build.json';

const repoRoot = path.join(apiRoot, '..');
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const sharedPackageName = readJson(path.join(repoRoot, 'shared', 'package.json')).name;

/** 'fastify/lib/x' -> 'fastify', '@fastify/static' -> '@fastify/static' */
function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const isBuiltin = (specifier) => specifier.startsWith('node:') || builtinModules.includes(packageNameOf(specifier));

// Bare imports stay imports, except the workspace's own TypeScript package, which node could not load as it is.
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      packageNameOf(args.path) === sharedPackageName ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * The packages the bundle still imports that a production install (`npm install --omit=dev`, as package-lock.json
 * records it) would not put where node looks from api/dist: a development tool imported by server code (tsx, a test
 * helper) works on a developer's machine and fails on a server installed without devDependencies.
 */
export function findImportsMissingInProduction(metafile, lockPackages) {
  const missing = new Set();
  for (const input of Object.values(metafile.inputs)) {
    for (const imported of input.imports) {
      if (!imported.external || isBuiltin(imported.path)) continue;
      const name = packageNameOf(imported.path);
      // node resolves from api/dist through api/node_modules, then the root's node_modules
      const installed = lockPackages[`api/node_modules/${name}`] ?? lockPackages[`node_modules/${name}`];
      if (!installed || installed.dev === true) missing.add(name);
    }
  }
  return [...missing].sort();
}

// Written beside and renamed over: a server started while the build runs (another terminal, a test) loads either
// the previous file or the new one, never half of one.
function writeAtomically(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

async function buildApi() {
  const result = await build({
    absWorkingDir: apiRoot,
    entryPoints: apiEntryPoints,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    target: 'node24',
    // api/src is CommonJS (no "type": "module"), as under tsx and jest: __dirname keeps its meaning
    format: 'cjs',
    sourcemap: true,
    // the maps name files relative to api/dist, so they hold no path of the machine that built them
    sourcesContent: false,
    plugins: [keepPackagesExternal],
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  const missing = findImportsMissingInProduction(result.metafile, readJson(path.join(repoRoot, 'package-lock.json')).packages);
  if (missing.length > 0) {
    throw new Error(
      `api/dist would import ${missing.join(', ')}, which a production install leaves out (a devDependency, or not in ` +
        'package-lock.json): make it a dependency of @chalein/api or stop importing it from server code',
    );
  }
  // the inline starter of the server's pages, for the browser: one minified script that the server reads beside
  // server.js and allows by its hash (src/site/server-rendering/start-after-load.ts)
  const starter = await build({
    ...readJson(path.join(apiRoot, starterBuildOptions)),
    absWorkingDir: apiRoot,
    outfile: path.join(outDir, 'start-after-load.js'),
    write: false,
    logLevel: 'warning',
  });
  fs.mkdirSync(outDir, { recursive: true });
  const written = new Set();
  for (const file of [...result.outputFiles, ...starter.outputFiles]) {
    writeAtomically(file.path, file.contents);
    written.add(file.path);
  }
  // an entry point since removed leaves nothing behind to be started by mistake
  for (const name of fs.readdirSync(outDir)) {
    const file = path.join(outDir, name);
    if (!written.has(file) && !name.endsWith('.tmp')) fs.rmSync(file, { recursive: true, force: true });
  }
  const sizes = [...result.outputFiles, ...starter.outputFiles]
    .filter((file) => file.path.endsWith('.js'))
    .map((file) => `${path.relative(apiRoot, file.path)} ${(file.contents.length / 1024).toFixed(0)} KB`);
  console.log(`api: built ${sizes.join(', ')}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildApi().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
