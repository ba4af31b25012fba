import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaffRemote } from '@chalein/shared/lib/remote-manifest';
import { ApiHttpError } from '../http/api-envelope';
import { checkUploadRequest, discardFilePart, readMultipartForm, type UploadLimits, type UploadRefusals } from '../uploads/multipart-form';
import type { StoredFile } from './deployment-registry';

// One version arrives as one multipart request: a file part per built file, named by its path relative to the
// remote's dist/ folder (remoteEntry.js, 262.35af22acfb.js, server/remoteEntry.js, mf-manifest.json), and a
// `commit` field. Each file is written into the version's folder as it streams in, hashed on the way.

/**
 * Why these limits: they are many times the size of a remote's dist/ and of its largest file, the unminified server
 * entry (docs/decisions/0023-deploy-registry.md has the sizes). A version may grow several times over before it meets
 * them, while one request still cannot fill the disk: 48 MB at most, and DEPLOY_KEEP_VERSIONS of them per remote.
 */
export const DEPLOYMENT_UPLOAD_LIMITS: UploadLimits = {
  files: 2000,
  fileSize: 16 * 1024 * 1024,
  fields: 4,
  fieldSize: 256,
  fieldNameSize: 256,
  parts: 2004,
  headerPairs: 100,
};
export const DEPLOYMENT_MAX_BYTES = 48 * 1024 * 1024;

/** Files every version must have: the browser entry, the server entry and the manifest the checks read. */
export const REQUIRED_FILES = ['remoteEntry.js', 'server/remoteEntry.js', 'mf-manifest.json'] as const;

/**
 * The files a version of `remote` must have: a staff remote is built for the browser alone
 * (docs/decisions/0041-staff-remote.md), so it has no server entry to require.
 */
export function listRequiredFiles(remote: string): readonly string[] {
  return isStaffRemote(remote) ? REQUIRED_FILES.filter((file) => !file.startsWith('server/')) : REQUIRED_FILES;
}

const refusals: UploadRefusals = {
  notMultipart: 'Send the version as multipart/form-data: one file part per built file, named by its path in dist/.',
  unreadable: 'The upload could not be read to its end. Send it again.',
  fileTooLarge: () =>
    new ApiHttpError(
      413,
      `A version may weigh ${DEPLOYMENT_MAX_BYTES / 1024 / 1024} MB in all, and a file ${DEPLOYMENT_UPLOAD_LIMITS.fileSize / 1024 / 1024} MB.`,
    ),
  tooManyFiles: () => new ApiHttpError(413, `A version may have ${DEPLOYMENT_UPLOAD_LIMITS.files} files at most.`),
  tooManyFields: () => new ApiHttpError(400, 'Besides its files a version sends only its commit.'),
};

/** dist/-relative paths only: plain names, no '..', no dot-files, at most 6 folders deep. */
const SEGMENT_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;

export function isVersionFilePath(relative: string): boolean {
  const segments = relative.split('/');
  return relative.length <= 256 && segments.length <= 6 && segments.every((segment) => SEGMENT_PATTERN.test(segment));
}

/** 'server/chunks/a.js' lives in 'server' and 'server/chunks'. */
function listParentFolders(relative: string): string[] {
  const segments = relative.split('/');
  return segments.slice(1).map((_segment, index) => segments.slice(0, index + 1).join('/'));
}

export interface ReceivedVersion {
  files: Record<string, StoredFile>;
  commit: string | null;
}

/** Reads a version's upload into `dir` (which must not exist yet). On failure the caller removes `dir`. */
export async function receiveVersionUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  dir: string,
  required: readonly string[] = REQUIRED_FILES,
): Promise<ReceivedVersion> {
  checkUploadRequest(request, reply, DEPLOYMENT_MAX_BYTES + 64 * 1024, refusals);
  await fs.promises.mkdir(dir, { recursive: true });
  const files: Record<string, StoredFile> = {};
  // every folder the files so far live in, with one file inside it (named in a refusal)
  const folders = new Map<string, string>();
  let total = 0;

  /** A path that is a file in one part and a folder in another cannot be written: a 400 naming both. */
  function findPathClash(relative: string): ApiHttpError | null {
    const clash = (folder: string, file: string) =>
      new ApiHttpError(400, `'${folder}' is sent both as a file and as a folder (of '${file}'): a path is one or the other.`);
    const inside = folders.get(relative);
    if (inside !== undefined) return clash(relative, inside);
    const fileAbove = listParentFolders(relative).find((folder) => files[folder]);
    return fileAbove === undefined ? null : clash(fileAbove, relative);
  }

  async function receiveFile(part: MultipartFile): Promise<void> {
    const relative = part.fieldname;
    if (!isVersionFilePath(relative)) {
      await discardFilePart(part);
      throw new ApiHttpError(
        400,
        `'${relative}' is not a path inside dist/ this server stores (letters, digits, '.', '_', '-', no dot-files).`,
      );
    }
    if (files[relative]) {
      await discardFilePart(part);
      throw new ApiHttpError(400, `'${relative}' was sent twice.`);
    }
    const clash = findPathClash(relative);
    if (clash !== null) {
      await discardFilePart(part);
      throw clash;
    }
    for (const folder of listParentFolders(relative)) if (!folders.has(folder)) folders.set(folder, relative);
    const target = path.join(dir, ...relative.split('/'));
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    await pipeline(
      part.file,
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          size += chunk.length;
          total += chunk.length;
          if (total > DEPLOYMENT_MAX_BYTES) throw refusals.fileTooLarge();
          hash.update(chunk);
          yield chunk;
        }
      },
      // 'wx': a folder that holds a file of that name already is somebody else's
      fs.createWriteStream(target, { flags: 'wx', mode: 0o644 }),
    );
    files[relative] = { sha256: hash.digest('hex'), size };
  }

  const fields = await readMultipartForm(request, { refusals, receiveFile });
  const missing = required.filter((file) => !files[file]);
  if (missing.length > 0) {
    throw new ApiHttpError(
      400,
      `A version needs ${required.join(', ')}; this one has no ${missing.join(', ')}. Send the whole dist/ folder.`,
    );
  }
  const commit = fields.values.get('commit') ?? '';
  if (commit !== '' && !/^[0-9a-f]{7,40}$/i.test(commit))
    throw new ApiHttpError(400, 'commit must be a git commit id (7 to 40 hex digits).');
  return { files, commit: commit === '' ? null : commit.toLowerCase() };
}

/** The files whose bytes differ between two versions of the same name (added, removed or changed). */
export function listChangedFiles(stored: Record<string, StoredFile>, received: Record<string, StoredFile>): string[] {
  const names = new Set([...Object.keys(stored), ...Object.keys(received)]);
  return [...names].filter((name) => stored[name]?.sha256 !== received[name]?.sha256).sort();
}
