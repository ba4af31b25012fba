import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@chalein/shared/lib/remote-manifest';

// Every app shares @chalein/shared as singletons, except the stateless modules that each remote bundles into its
// own page chunk (bundledPerRemote). Excluding a module that holds state would give the shell and a remote two
// copies of it (two theme contexts, two API clients); excluding one that both the shell and a remote load
// would make the page download it twice. These tests refuse both, and a pattern that names a module which no longer exists.

interface SharedSingletonsModule {
  bundledPerRemote: RegExp;
}

const repoRoot = path.resolve(__dirname, '../../..');
const sharedSrc = path.join(repoRoot, 'shared', 'src');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the federation config is CommonJS, read as webpack reads it
const { bundledPerRemote } = require(path.join(repoRoot, 'shared', 'federation', 'shared-singletons.js')) as SharedSingletonsModule;

/** Every importable module of @chalein/shared as its subpath (`ui/text-field`), with its source file. */
function listSharedModules(): { subpath: string; file: string }[] {
  const modules: { subpath: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.startsWith('test-')) {
        modules.push({
          subpath: path
            .relative(sharedSrc, file)
            .replace(/\\/g, '/')
            .replace(/\.tsx?$/, ''),
          file,
        });
      }
    }
  };
  walk(sharedSrc);
  return modules;
}

function listSourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const bundled = listSharedModules().filter(({ subpath }) => bundledPerRemote.test(subpath));

test('the modules bundled per remote are the form family and the validation rules', () => {
  expect(bundled.map(({ subpath }) => subpath)).toEqual(
    expect.arrayContaining([
      'ui/text-field',
      'ui/select-field',
      'ui/choice-group',
      'ui/error-summary',
      'lib/use-form',
      'lib/validation/common',
    ]),
  );
  // a name in the pattern must still be a module: each alternative of ui/(...) and lib/(...) matches a file
  const named = bundledPerRemote.source.match(/\(([a-z-|]+)\)/g) ?? [];
  for (const group of named) {
    for (const name of group.slice(1, -1).split('|')) {
      expect(bundled.some(({ subpath }) => subpath.endsWith(`/${name}`))).toBe(true);
    }
  }
});

test.each(bundled.map(({ subpath, file }) => [subpath, file]))('%s holds no state of its own', (_subpath, file) => {
  const source = fs.readFileSync(file, 'utf8');
  expect(source).not.toMatch(/\bcreateContext\s*\(/);
  // module-level variables and collections: a second copy would hold a second value
  expect(source).not.toMatch(/^(export )?(let|var) /m);
  expect(source).not.toMatch(/^(export )?const \w+\s*(:[^=]+)?=\s*new (Map|Set|WeakMap|WeakSet)\b/m);
});

test('no module bundled per remote is loaded by both the shell and a remote', () => {
  const readSources = (app: string) => listSourceFiles(path.join(repoRoot, app, 'src')).map((file) => fs.readFileSync(file, 'utf8'));
  const shellSources = readSources('shell');
  const remoteSources = REMOTES.map((remote) => remote.folder).flatMap(readSources);
  const importedBy = (sources: string[], subpath: string) => sources.some((source) => source.includes(`'@chalein/shared/${subpath}'`));
  for (const { subpath } of bundled) {
    // lib/validation/newsletter is the shell's alone (the footer's sign-up), so it is bundled into the shell
    expect({ subpath, both: importedBy(shellSources, subpath) && importedBy(remoteSources, subpath) }).toEqual({ subpath, both: false });
  }
});
