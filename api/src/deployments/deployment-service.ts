import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaffRemote } from '@chalein/shared/lib/remote-manifest';
import type { RemoteName } from '@chalein/shared/lib/routes';
import type { DeploymentSettings } from './deploy-settings';
import { ApiHttpError } from '../http/api-envelope';
import { runFileChecks, type ShellRequirements } from './deployment-checks';
import type { CheckResult, DeploymentRegistry, StoredVersion } from './deployment-registry';
import { listChangedFiles, listRequiredFiles, receiveVersionUpload, type ReceivedVersion } from './deployment-upload';
import { createPreviewToken } from './preview-links';
import { runSmokeRender } from './smoke-render';
import type { RenderProcesses } from '../site/server-rendering/render-processes-plugin';

// What happens to one uploaded version: its files are received into its own folder, compared with a stored
// version of the same name, checked, smoke-rendered, and only then recorded. Anything refused leaves no trace.

export interface DeploymentServiceOptions {
  registry: DeploymentRegistry;
  settings: DeploymentSettings;
  shellDist: string;
  /** read when a version is checked: the shell may be rebuilt while the server runs */
  readShellRequirements: () => ShellRequirements;
  /** starts render processes for the smoke render, exactly as for live pages */
  renderProcesses: RenderProcesses;
  log: { info: (details: object, message: string) => void; warn: (details: object, message: string) => void };
}

export type ReceivedUpload =
  /** this version was stored already, with these very bytes */
  | { stored: 'identical'; version: StoredVersion }
  /** a new version, received: settles once it passed every check and is stored, or rejects with the refusal */
  | { stored: 'checking'; checked: Promise<StoredVersion> };

/** The URL path of a file of a stored version: versioned, so it never changes and may be cached for good. */
export function buildVersionUrl(remote: RemoteName, version: string, file = ''): string {
  return `/deployments/${remote}/${version}/${file}`;
}

function computeFileIntegrity(file: string): string {
  return `sha256-${createHash('sha256').update(fs.readFileSync(file)).digest('base64')}`;
}

function describeRefusal(remote: RemoteName, version: string, checks: CheckResult[]): ApiHttpError {
  const failed = checks.filter((check) => !check.ok);
  return new ApiHttpError(
    422,
    `${remote} ${version} is refused, and nothing changed: ${failed.map((check) => `${check.name}: ${check.detail}`).join('; ')}`,
    Object.fromEntries(failed.map((check) => [check.name, check.detail])),
  );
}

export function createDeploymentService(options: DeploymentServiceOptions) {
  const { registry } = options;

  /** A version already stored: the upload is read aside, compared file by file, and thrown away. */
  async function compareWithStored(request: FastifyRequest, reply: FastifyReply, remote: RemoteName, stored: StoredVersion) {
    const aside = path.join(options.settings.dir, '.incoming', randomBytes(12).toString('hex'));
    try {
      const received = await receiveVersionUpload(request, reply, aside, listRequiredFiles(remote));
      const changed = listChangedFiles(stored.files, received.files);
      if (changed.length > 0) {
        const shown = changed.slice(0, 10).join(', ') + (changed.length > 10 ? `, and ${changed.length - 10} more` : '');
        throw new ApiHttpError(
          409,
          `${remote} ${stored.version} is already stored with other bytes (${shown}). A version never changes: give this build a new version.`,
        );
      }
      return { stored: 'identical' as const, version: stored };
    } finally {
      await fs.promises.rm(aside, { recursive: true, force: true });
    }
  }

  async function checkVersion(remote: RemoteName, version: string, dir: string): Promise<{ checks: CheckResult[]; integrity: string }> {
    const { results } = runFileChecks({
      dir,
      remote,
      shell: options.readShellRequirements(),
      entryBudgetBytes: options.settings.entryBudgetBytes,
    });
    if (isStaffRemote(remote)) {
      // rendered in the browser only (docs/decisions/0041-staff-remote.md): no server entry to check or run
      results.push({ name: 'smoke render', ok: true, detail: 'none: staff pages are rendered in the browser only' });
      return { checks: results, integrity: '' };
    }
    const integrity = computeFileIntegrity(path.join(dir, 'server', 'remoteEntry.js'));
    if (results.some((check) => !check.ok)) {
      results.push({ name: 'smoke render', ok: false, detail: 'not run: the checks above refused the version first' });
      return { checks: results, integrity };
    }
    // the candidate's entry is read from its own folder and handed to the render process: nothing is served
    const smoke = await runSmokeRender({
      remote,
      entry: buildVersionUrl(remote, version, 'server/remoteEntry.js'),
      entryFile: path.join(dir, 'server', 'remoteEntry.js'),
      integrity,
      processes: options.renderProcesses,
    });
    return { checks: [...results, smoke], integrity };
  }

  /** Checks a received version and records it when every check passes; anything refused leaves no trace. */
  async function checkAndStore(remote: RemoteName, version: string, by: RemoteName, received: ReceivedVersion): Promise<StoredVersion> {
    try {
      const { checks, integrity } = await checkVersion(remote, version, registry.versionDir(remote, version));
      if (checks.some((check) => !check.ok)) throw describeRefusal(remote, version, checks);
      const stored: StoredVersion = {
        version,
        commit: received.commit,
        uploadedAt: new Date().toISOString(),
        uploadedBy: by,
        files: received.files,
        serverIntegrity: integrity,
        checks,
      };
      await registry.addVersion(remote, stored);
      return stored;
    } catch (error) {
      await registry.releaseVersion(remote, version);
      throw error;
    }
  }

  return {
    /**
     * Reads an upload to its end. A version stored already is compared with it (identical, or 409); a new one is
     * claimed and its checks started, and `checked` settles once it is stored (or rejects with the refusal): the
     * caller may wait for it, or answer at once and let the deploy command ask (deployment-check-runs.ts).
     */
    async receiveUpload(
      request: FastifyRequest,
      reply: FastifyReply,
      remote: RemoteName,
      version: string,
      by: RemoteName,
    ): Promise<ReceivedUpload> {
      const claim = await registry.claimVersion(remote, version);
      if ('stored' in claim) return compareWithStored(request, reply, remote, claim.stored);
      let received: ReceivedVersion;
      try {
        received = await receiveVersionUpload(request, reply, registry.versionDir(remote, version), listRequiredFiles(remote));
      } catch (error) {
        await registry.releaseVersion(remote, version);
        throw error;
      }
      return { stored: 'checking', checked: checkAndStore(remote, version, by, received) };
    },

    /** A signed link that shows this version to whoever opens it, until it expires; the version is kept until then. */
    async createPreviewLink(remote: RemoteName, version: string): Promise<{ path: string; expiresAt: string }> {
      const expiresAt = Date.now() + options.settings.previewTtlMs;
      await registry.notePreview(remote, version, new Date(expiresAt).toISOString());
      const token = createPreviewToken(options.settings.previewSecret, { remote, version, expiresAt });
      return { path: `/deployments/preview?token=${token}`, expiresAt: new Date(expiresAt).toISOString() };
    },
  };
}

export type DeploymentService = ReturnType<typeof createDeploymentService>;
