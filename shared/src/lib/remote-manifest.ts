// The site's remotes, named once. The route table's types, the server's build folders and *_DIST settings, the
// shell's remotes.json, the dev servers' ports, the jest projects, the eslint rule that keeps remotes apart, the dev
// and bench tools, the browser tests' paths and the test app all read this list; the pages each remote exposes are
// in the route table (routes.ts). Adding a remote is its package plus one entry here (CONTRIBUTING.md).
//
// Erasable TypeScript with no imports: Node 24 runs this file as it is, so the plain JavaScript configs and tools
// (jest.config.js, eslint.config.js, the webpack configs, tools/*.mjs) require it like the packages import it.

//
// `audience`: 'public' remotes serve the site's visitors and are rendered on the server too; a 'staff' remote serves
// only pages under /staff, is built for the browser alone and is registered with the shell's federation runtime only
// when one of its pages is opened, so no public page fetches a byte of it (docs/decisions/0041-staff-remote.md).
export const REMOTES = [
  { name: 'marketing', packageName: '@chalein/marketing-mfe', folder: 'marketing-mfe', devPort: 3001, audience: 'public' },
  { name: 'careers', packageName: '@chalein/careers-mfe', folder: 'careers-mfe', devPort: 3002, audience: 'public' },
  { name: 'passes', packageName: '@chalein/passes-mfe', folder: 'passes-mfe', devPort: 3003, audience: 'public' },
  { name: 'onboarding', packageName: '@chalein/onboarding-mfe', folder: 'onboarding-mfe', devPort: 3004, audience: 'public' },
  // owned by the operations team: the console where staff act on what visitors send
  { name: 'staff', packageName: '@chalein/staff-mfe', folder: 'staff-mfe', devPort: 3005, audience: 'staff' },
] as const;

export type RemoteName = (typeof REMOTES)[number]['name'];

export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((remote) => remote.name);

/** Whether a remote serves only staff pages (browser-rendered, loaded only under /staff). */
export function isStaffRemote(name: string): boolean {
  return REMOTES.some((remote) => remote.name === name && remote.audience === 'staff');
}

/** The shell's own dev server; the remotes' ports follow it. */
export const SHELL_DEV_PORT = 3000;

/** Where the shell finds each remote's browser entry: the production server's paths, or the remotes' dev servers. */
export function listRemoteEntries(mode: 'production' | 'development'): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTES.map((remote) => [
      remote.name,
      mode === 'production' ? `/remotes/${remote.name}/remoteEntry.js` : `http://localhost:${remote.devPort}/remoteEntry.js`,
    ]),
  ) as Record<RemoteName, string>;
}

/** A remote's entry by its name. */
export function findRemote(name: RemoteName): (typeof REMOTES)[number] {
  const remote = REMOTES.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`${name} is not in the remote manifest`);
  return remote;
}

/** The remote built from a folder of the repository (a webpack config knows its folder), if it is one. */
export function findRemoteByFolder(folder: string): (typeof REMOTES)[number] | undefined {
  return REMOTES.find((remote) => remote.folder === folder);
}
