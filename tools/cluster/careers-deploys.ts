import fs from 'node:fs';
import { JOBS_HEADING, buildVersionBody, copyCareersBuild, replaceInBuild } from '../../api/src/test-support/deployment-fixtures';
import type { ClusterNode } from './start-cluster';

// Test helpers (not tests) of the cluster suite: the careers team's builds and its calls to the deploy registry, each
// sent to one node directly, as the deploy command sends them to the address it is given.

export interface CareersDeploys {
  /** a careers build of its own in a temporary folder, told apart from the others by its jobs page's heading */
  buildVersion(heading: string): string;
  /** uploads a build as `version`, waiting for its checks */
  upload(node: ClusterNode, dir: string, version: string): Promise<Response>;
  /** the registry's ETag for careers, as the node reads it from the database */
  readEtag(node: ClusterNode): Promise<string>;
  /** activates `version`, or rolls back (no version), with `ifMatch` */
  switchVersion(node: ClusterNode, action: 'activate' | 'rollback', ifMatch: string, version?: string): Promise<Response>;
  /** removes every build made so far */
  removeBuilds(): void;
}

export function createCareersDeploys(token: string): CareersDeploys {
  const auth = { authorization: `Bearer ${token}` };
  const builds: string[] = [];
  return {
    buildVersion(heading) {
      const dir = copyCareersBuild();
      builds.push(dir);
      replaceInBuild(dir, JOBS_HEADING, heading);
      return dir;
    },
    async upload(node, dir, version) {
      const { payload, contentType } = await buildVersionBody(dir, { commit: 'abc1234' });
      return fetch(`${node.url}/api/deployments/careers/versions/${version}`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': contentType },
        body: new Uint8Array(payload),
        signal: AbortSignal.timeout(120_000),
      });
    },
    async readEtag(node) {
      const response = await fetch(`${node.url}/api/deployments/careers`, { headers: auth });
      expect(response.status).toBe(200);
      return response.headers.get('etag')!;
    },
    switchVersion(node, action, ifMatch, version) {
      return fetch(`${node.url}/api/deployments/careers/${action}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', 'if-match': ifMatch },
        body: JSON.stringify(version === undefined ? {} : { version }),
      });
    },
    removeBuilds() {
      for (const dir of builds.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
