import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// The one script a server-rendered page runs inline, the starter (start-after-load-script.ts): it starts the app's
// scripts (named in its data-start-after-load attribute), and preloads the chunks they will load
// (data-preload-after-load), once the page has loaded and painted, or at once when the visitor touches, taps, types or
// moves focus, or at the latest 3 s after it ran.
//
// Why: the page is already readable and its links work without JavaScript. Fetched with the HTML (a deferred script or
// a script preload), the app's 140 KB share a slow connection with the page's stylesheets and lead image and hold its
// largest paint back to twice what the same HTML without scripts takes (docs/decisions/0021-server-rendering.md).
// Started after the paint, they cost the first paint nothing; a visitor who reaches for the page before then gets them
// started at once, and a page whose images hang does not wait for them longer than the cap. Until a part of the page
// has hydrated, the starter also keeps what the visitor does there (typing, a submit, a tap on a scripted button) and
// hands it over once it has (docs/decisions/0031-controls-before-hydration.md, 0035-idempotent-submissions.md).
//
// The build bundles and minifies it (start-after-load-build.json, api/build-server.mjs) into dist/start-after-load.js
// beside the compiled server, which reads it at start: the page gets exactly those bytes, and the
// Content-Security-Policy allows exactly them by their hash.

/** The starter's file in api/dist, beside server.js. */
export const START_AFTER_LOAD_FILE = 'start-after-load.js';

const apiRoot = path.resolve(__dirname, '..', '..', '..');

const buildOptionsFile = path.join(__dirname, 'start-after-load-build.json');

// Run by node in a process of its own: esbuild refuses to run inside a test's jsdom, whose typed arrays are not node's.
// It prints the starter and the files it was built from.
const BUILD_FROM_SOURCES = `
const options = require(${JSON.stringify(buildOptionsFile)});
const built = require('esbuild').buildSync({ ...options, absWorkingDir: ${JSON.stringify(apiRoot)}, write: false, metafile: true });
const inputs = Object.keys(built.metafile.inputs).map((input) => require('node:path').resolve(${JSON.stringify(apiRoot)}, input));
process.stdout.write(JSON.stringify({ text: built.outputFiles[0].text, inputs }));`;

// Every test file of the API loads this module anew: the starter built from the sources is kept here until one of
// the files it was built from changes, rather than built again for each (a process and a bundle each time).
const sourcesBuildCache = path.join(apiRoot, '..', 'node_modules', '.cache', 'chalein', 'start-after-load.json');

interface SourcesBuild {
  text: string;
  /** each file the starter was built from (its options included), with its modification time then */
  inputs: Record<string, number>;
}

const readModifiedTime = (file: string): number => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : -1);

function readCachedSourcesBuild(): string | undefined {
  if (!fs.existsSync(sourcesBuildCache)) return undefined;
  try {
    const cached = JSON.parse(fs.readFileSync(sourcesBuildCache, 'utf8')) as SourcesBuild;
    const current = Object.entries(cached.inputs).every(([file, time]) => readModifiedTime(file) === time);
    return current && typeof cached.text === 'string' ? cached.text : undefined;
  } catch {
    // half-written by another process, or unreadable: built again
    return undefined;
  }
}

function buildFromSources(): string {
  const cached = readCachedSourcesBuild();
  if (cached !== undefined) return cached;
  const output = execFileSync(process.execPath, ['-e', BUILD_FROM_SOURCES], { cwd: apiRoot, encoding: 'utf8' });
  const built = JSON.parse(output) as { text: string; inputs: string[] };
  const inputs = Object.fromEntries([buildOptionsFile, ...built.inputs].map((file) => [file, readModifiedTime(file)]));
  fs.mkdirSync(path.dirname(sourcesBuildCache), { recursive: true });
  // written beside and renamed over: another test file reading it meanwhile sees the old one or the new one
  const temporary = `${sourcesBuildCache}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify({ text: built.text, inputs } satisfies SourcesBuild));
  fs.renameSync(temporary, sourcesBuildCache);
  return built.text;
}

/**
 * The built starter. The compiled server reads the build's file beside it; from the sources (tsx, jest) the build's
 * own bundling runs, with the same options, so the tests run the bytes production sends. esbuild is a development
 * tool, so it is run out of the bundler's sight, as the PDF check runs tsx (uploads/pdf-check-thread.ts).
 */
function readStartAfterLoadScript(): string {
  if (__filename.endsWith('.ts')) return buildFromSources();
  const file = path.join(__dirname, START_AFTER_LOAD_FILE);
  if (!fs.existsSync(file)) throw new Error(`The inline starter is not built (${file}): run npm run build -w @chalein/api`);
  return fs.readFileSync(file, 'utf8');
}

/** The starter's text, as the page gets it. */
export const START_AFTER_LOAD_SCRIPT = readStartAfterLoadScript();

/** The Content-Security-Policy source that allows the inline starter and no other inline script. */
export const START_AFTER_LOAD_SCRIPT_HASH = `'sha256-${createHash('sha256').update(START_AFTER_LOAD_SCRIPT).digest('base64')}'`;
