import path from 'node:path';
import { findRemote, REMOTE_NAMES, type RemoteName } from '@chalein/shared/lib/remote-manifest';

// Every path the browser tests need, resolved from this file so the tests work from any working directory.
export const repoRoot = path.resolve(__dirname, '..', '..');
export const e2eRoot = path.join(repoRoot, 'e2e');
export const artifactsDir = path.join(e2eRoot, 'artifacts');
export const screenshotsDir = path.join(artifactsDir, 'screenshots');
export const logsDir = path.join(artifactsDir, 'logs');
export const shellDist = path.join(repoRoot, 'shell', 'dist');
export const builtRemotesConfig = path.join(shellDist, 'remotes.json');

export const remoteNames = REMOTE_NAMES;
export type RemoteId = RemoteName;

export function remoteDist(remote: RemoteId): string {
  return path.join(repoRoot, findRemote(remote).folder, 'dist');
}
