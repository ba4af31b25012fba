import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { Script } from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// webpack's name for Node's own require inside a bundle (its `require` is the bundle's module loader); outside a
// bundle (in tests) Node's require is simply `require`
declare const __non_webpack_require__: NodeJS.Require | undefined;
const nodeRequire: NodeJS.Require = typeof __non_webpack_require__ === 'function' ? __non_webpack_require__ : createRequire(__filename);

/** 'sha256-<base64>' of some bytes: the Subresource Integrity format, which remotes.json's serverIntegrity uses. */
export function computeIntegrity(bytes: Uint8Array): string {
  return `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
}

/**
 * Loads a remote's server entry itself instead of letting the federation runtime fetch it: runs the bytes the API
 * server handed over (this process has no network), and only when they hash to the integrity remotes.json gives
 * for that remote. A remote without one, or with other bytes, never runs; its routes are rendered in the browser.
 * The entry is one file (its whole code), so checking it checks everything that will run.
 */
export function createVerifiedEntryPlugin(
  integrityOf: (remote: string) => string | undefined,
  codeOf: (remote: string) => Uint8Array | undefined,
): ModuleFederationRuntimePlugin {
  return {
    name: 'chalein-verified-server-entry',
    // async: whatever goes wrong reaches the runtime as a rejected load, as a failed fetch did
    async loadEntry({ remoteInfo }) {
      const expected = integrityOf(remoteInfo.name);
      if (!expected) throw new Error(`remotes.json gives no serverIntegrity for '${remoteInfo.name}'`);
      const bytes = codeOf(remoteInfo.name);
      if (!bytes) throw new Error(`the server handed over no server entry for '${remoteInfo.name}'`);
      const actual = computeIntegrity(bytes);
      if (actual !== expected) throw new Error(`the server entry of '${remoteInfo.name}' does not match its serverIntegrity (${actual})`);
      // a CommonJS module, as Node would run the file: the container is its export under the remote's name
      const module: { exports: Record<string, unknown> } = { exports: {} };
      const run = new Script(`(function (exports, module, require, __dirname, __filename) {${Buffer.from(bytes).toString('utf8')}\n})`, {
        filename: remoteInfo.entry,
      }).runInThisContext() as (...args: unknown[]) => void;
      run(module.exports, module, nodeRequire, new URL('.', remoteInfo.entry).pathname, 'remoteEntry.js');
      return (module.exports[remoteInfo.name] ?? module.exports) as never;
    },
  };
}
