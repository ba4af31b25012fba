import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from './remote-manifest';

// Every app gets 'react-router-dom' from shared/federation/react-router-dom.js, which re-exports only what the
// site uses. An import of anything else would be undefined at run time in the composed site, so this fails first.
const repo = path.resolve(__dirname, '../../..');
const apps = ['shell', 'shared', ...REMOTES.map((remote) => remote.folder)];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function namedImports(source: string, from: string): string[] {
  const pattern = new RegExp(`import\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${from}['"]`, 'g');
  return [...source.matchAll(pattern)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]!),
  );
}

test('every React Router API the apps import is in the shared client subset', () => {
  const wrapper = fs.readFileSync(path.join(repo, 'shared/federation/react-router-dom.js'), 'utf8');
  const asImports = wrapper.replace(/export\s*\{/g, 'import {');
  const provided = new Set(namedImports(asImports, 'react-router'));
  expect(provided.size).toBeGreaterThan(10);
  // the shell's server build (shell/src/server) also gets StaticRouter, from react-router-dom.server.js
  const serverWrapper = fs.readFileSync(path.join(repo, 'shared/federation/react-router-dom.server.js'), 'utf8');
  const providedOnServer = new Set([...provided, ...namedImports(serverWrapper.replace(/export\s*\{/g, 'import {'), 'react-router')]);

  const missing: string[] = [];
  for (const app of apps) {
    for (const file of sourceFiles(path.join(repo, app, 'src'))) {
      const source = fs.readFileSync(file, 'utf8');
      if (/import\s*\*\s*as\s+\w+\s+from\s*['"]react-router(-dom)?['"]/.test(source)) missing.push(`${file}: namespace import`);
      if (/from\s*['"]react-router['"]/.test(source)) missing.push(`${file}: imports 'react-router' (use 'react-router-dom')`);
      const available = file.includes(`${path.sep}src${path.sep}server${path.sep}`) ? providedOnServer : provided;
      for (const name of namedImports(source, 'react-router-dom')) {
        // types vanish at build time; only values must be provided
        if (/^[A-Z]\w*(Object|Props|Options|Function|Args)$/.test(name)) continue;
        if (!available.has(name)) missing.push(`${path.relative(repo, file)}: ${name}`);
      }
    }
  }
  expect(missing).toEqual([]);
});

// The same for react-i18next: every app gets 'react-i18next' from shared/federation/react-i18next.js, the subset the
// site uses, which imports the package's ES build by its path.
test('every react-i18next API the apps import is in the shared subset, taken from the installed package', () => {
  const wrapperFile = path.join(repo, 'shared/federation/react-i18next.js');
  const wrapper = fs.readFileSync(wrapperFile, 'utf8');
  const from = /export\s*\{[^}]*\}\s*from\s*['"]([^'"]+)['"]/.exec(wrapper)?.[1];
  expect(from).toBeDefined();
  // the file it names is the installed react-i18next's ES entry, not another copy
  const packageDir = path.dirname(require.resolve('react-i18next/package.json'));
  expect(path.resolve(path.dirname(wrapperFile), from!)).toBe(path.join(packageDir, 'dist/es/index.js'));
  const provided = new Set(namedImports(wrapper.replace(/export\s*\{/g, 'import {'), from!.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')));
  expect(provided.size).toBeGreaterThanOrEqual(3);

  const missing: string[] = [];
  for (const app of apps) {
    for (const file of sourceFiles(path.join(repo, app, 'src'))) {
      const source = fs.readFileSync(file, 'utf8');
      if (/import\s*\*\s*as\s+\w+\s+from\s*['"]react-i18next['"]/.test(source)) missing.push(`${file}: namespace import`);
      for (const name of namedImports(source, 'react-i18next')) {
        if (!provided.has(name)) missing.push(`${path.relative(repo, file)}: ${name}`);
      }
    }
  }
  expect(missing).toEqual([]);
});
