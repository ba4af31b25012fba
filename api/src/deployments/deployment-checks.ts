import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import semver from 'semver';
import { siteRoutes, type RemoteName } from '@chalein/shared/lib/routes';
import type { CheckResult } from './deployment-registry';

// The checks a version passes before it is stored, and so before it can go live. Each reads the version's own
// files; none trusts what the deploy command says about them. The smoke render, which runs the server entry, is in
// smoke-render.ts.

/** The modules shared as singletons with the shell (shared/federation/shared-singletons.js) whose versions matter. */
export const SINGLETON_PACKAGES = ['react', 'react-dom', 'react-router-dom', '@chalein/shared'] as const;
export type SingletonPackage = (typeof SINGLETON_PACKAGES)[number];

/** What the shell runs with: the version it provides of each singleton and the range it requires of a remote's. */
export type ShellRequirements = Record<SingletonPackage, { provided: string; required: string }>;

interface ManifestShared {
  name: string;
  version?: unknown;
  requiredVersion?: unknown;
}

export interface RemoteManifest {
  name: string;
  exposedModules: string[];
  shared: ManifestShared[];
}

/** The version of an installed package as seen from `fromDir` (Node's lookup: node_modules folders upwards). */
function readInstalledVersion(fromDir: string, name: string): string {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', ...name.split('/'), 'package.json');
    if (fs.existsSync(file)) return String((JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: unknown }).version);
    if (path.dirname(dir) === dir) throw new Error(`${name} is not installed where the shell is (${fromDir})`);
  }
}

/**
 * The shell's side of the bargain, from the shell's package.json (the ranges it declares) and the packages it is
 * built with (the versions it provides). The router is shared with its own range, '^<major>', as
 * shared/federation/shared-singletons.js declares it.
 */
export function readShellRequirements(shellPackageDir: string): ShellRequirements {
  const declared =
    (JSON.parse(fs.readFileSync(path.join(shellPackageDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> })
      .dependencies ?? {};
  const entries = SINGLETON_PACKAGES.map((name) => {
    const provided = readInstalledVersion(shellPackageDir, name);
    const required = name === 'react-router-dom' ? `^${semver.major(provided)}.0.0` : (declared[name] ?? provided);
    return [name, { provided, required }] as const;
  });
  return Object.fromEntries(entries) as ShellRequirements;
}

/** Parses mf-manifest.json far enough for the checks; a string says what is wrong with it. */
export function parseRemoteManifest(text: string, remote: RemoteName): RemoteManifest | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `mf-manifest.json is not JSON: ${(error as Error).message}`;
  }
  if (typeof value !== 'object' || value === null) return 'mf-manifest.json is not an object';
  const manifest = value as { name?: unknown; exposes?: unknown; shared?: unknown };
  if (manifest.name !== remote)
    return `mf-manifest.json names the container '${String(manifest.name)}', not '${remote}': the shell registers it as ${remote}`;
  if (!Array.isArray(manifest.exposes)) return 'mf-manifest.json has no exposes list';
  if (!Array.isArray(manifest.shared)) return 'mf-manifest.json has no shared list';
  const exposedModules = manifest.exposes.map((item: unknown) => {
    const expose = item as { path?: unknown; name?: unknown };
    return typeof expose.path === 'string' ? expose.path.replace(/^\.\//, '') : String(expose.name);
  });
  const shared = manifest.shared.filter(
    (item: unknown): item is ManifestShared =>
      typeof item === 'object' && item !== null && typeof (item as { name?: unknown }).name === 'string',
  );
  return { name: remote, exposedModules, shared };
}

/** Every module the route table gives this remote is exposed, and none that the table gives another remote. */
export function checkExposedModules(manifest: RemoteManifest, remote: RemoteName): CheckResult {
  const own = [...new Set(siteRoutes.filter((route) => route.remote === remote).map((route) => route.module))];
  const exposed = new Set(manifest.exposedModules);
  const missing = own.filter((module) => !exposed.has(module));
  const foreign = siteRoutes.filter((route) => route.remote !== remote && exposed.has(route.module));
  const problems = [
    ...missing.map((module) => {
      const paths = siteRoutes.filter((route) => route.module === module && route.remote === remote).map((route) => route.path);
      return `does not expose ./${module}, which the route table gives ${remote} for ${paths.join(', ')}`;
    }),
    ...[...new Set(foreign.map((route) => `${route.remote}:${route.module}`))].map((key) => {
      const [owner, module] = key.split(':');
      return `exposes ./${module}, which the route table gives ${owner}`;
    }),
  ];
  if (problems.length > 0) return { name: 'exposes', ok: false, detail: problems.join('; ') };
  return {
    name: 'exposes',
    ok: true,
    detail: `exposes the ${own.length} modules the route table gives ${remote} (${own.map((m) => `./${m}`).join(', ')})`,
  };
}

function singletonOf(sharedName: string): SingletonPackage | undefined {
  return SINGLETON_PACKAGES.find((name) => sharedName === name || sharedName.startsWith(`${name}/`));
}

/**
 * The shared singletons run on the shell's copy: the version the remote was built with must be one the shell
 * accepts, and the shell's version must be one the remote asks for. Either way round, a mismatch is a remote
 * running on a React (or router, or shared) it was not built for.
 */
export function checkSharedSingletons(manifest: RemoteManifest, shell: ShellRequirements): CheckResult {
  const problems: string[] = [];
  const seen = new Set<SingletonPackage>();
  for (const item of manifest.shared) {
    const singleton = singletonOf(item.name);
    if (!singleton) continue;
    seen.add(singleton);
    const { provided, required } = shell[singleton];
    const version = typeof item.version === 'string' ? item.version : '';
    if (!semver.valid(version)) {
      problems.push(`${item.name} has no version (${JSON.stringify(item.version)})`);
      continue;
    }
    if (!semver.satisfies(version, required)) {
      problems.push(`${item.name} is ${version}, and the shell requires ${singleton} ${required}`);
    }
    const wanted = item.requiredVersion;
    if (typeof wanted === 'string' && semver.validRange(wanted) && !semver.satisfies(provided, wanted)) {
      problems.push(`${item.name} requires ${wanted}, and the shell provides ${singleton} ${provided}`);
    }
  }
  if (problems.length > 0) return { name: 'shared singletons', ok: false, detail: [...new Set(problems)].join('; ') };
  const listed = [...seen].map((name) => `${name} ${shell[name].required}`).join(', ');
  return { name: 'shared singletons', ok: true, detail: `match the shell's: ${listed || 'none shared'}` };
}

/** The browser entry is on the critical path of every visit to the remote's pages. */
export function checkEntrySize(entryBytes: Buffer, budgetBytes: number): CheckResult {
  const gzipped = gzipSync(entryBytes, { level: 9 }).length;
  const describe = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const detail = `remoteEntry.js is ${describe(gzipped)} gzip (${describe(entryBytes.length)} raw), budget ${describe(budgetBytes)} gzip`;
  return { name: 'entry size', ok: gzipped <= budgetBytes, detail };
}

/**
 * The checks that read files only, in order. A manifest that cannot be read leaves nothing for the checks that
 * need it, so they are not run.
 */
export function runFileChecks(options: { dir: string; remote: RemoteName; shell: ShellRequirements; entryBudgetBytes: number }): {
  results: CheckResult[];
  manifest: RemoteManifest | null;
} {
  const parsed = parseRemoteManifest(fs.readFileSync(path.join(options.dir, 'mf-manifest.json'), 'utf8'), options.remote);
  const results: CheckResult[] = [];
  if (typeof parsed === 'string') {
    results.push({ name: 'manifest', ok: false, detail: parsed });
  } else {
    results.push({
      name: 'manifest',
      ok: true,
      detail: `mf-manifest.json parses: container '${parsed.name}', ${parsed.exposedModules.length} exposed modules`,
    });
    results.push(checkExposedModules(parsed, options.remote));
    results.push(checkSharedSingletons(parsed, options.shell));
  }
  results.push(checkEntrySize(fs.readFileSync(path.join(options.dir, 'remoteEntry.js')), options.entryBudgetBytes));
  return { results, manifest: typeof parsed === 'string' ? null : parsed };
}
