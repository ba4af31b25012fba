import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normaliseIndianMobile } from '@chalein/shared/lib/validation/common';
import {
  DOCUMENT_MAX_BYTES,
  driverDocumentFields,
  driverMessages,
  type DriverDocumentField,
} from '@chalein/shared/lib/validation/driver-registration';
import {
  driverStatusMessages,
  normaliseRegistrationReference,
  validateDriverStatusLookup,
  type DriverStatusLookupInput,
} from '@chalein/shared/lib/validation/driver-status';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiHttpError } from '../http/api-envelope';
import { detectDocumentFileType, documentContentTypes, documentExtensions, inspectDocumentFile } from '../http/document-file-type';
import { buildDocumentFileName } from '../uploads/driver-document-storage';
import {
  checkUploadRequest,
  computeRequestMaxBytes,
  discardFilePart,
  readMultipartForm,
  type UploadLimits,
  type UploadRefusals,
} from '../uploads/multipart-form';
import type { PrivateFileStore, PutFileResult } from '../uploads/private-file-storage';
import type { Uploads } from '../uploads/uploads-plugin';
import type { ApplicationRecord, DriverStatusRepository } from './driver-status-repository';
import { describeApplication, type DriverApplication } from './driver-status-rules';
import type { DriverStatusSettings } from './driver-status-settings';
import { NOT_MULTIPART_MESSAGE, UNREADABLE_UPLOAD_MESSAGE } from './driver-registration-service';

// The driver status page (docs/decisions/0046-driver-status-page.md): a registration found by its reference and
// mobile number, answered with what the page shows and a short-lived token; and a rejected document sent again with
// that token, checked as the registration checks its documents and kept in the same private store.

export interface DriverStatusResult {
  token: string;
  expiresAt: string;
  application: DriverApplication;
}

/** The field of the one file an upload carries. */
export const DOCUMENT_FILE_FIELD = 'document';

/** One document, its type and the token: room for the token's base64 and nothing more. */
export const documentUploadLimits: UploadLimits = {
  files: 1,
  fileSize: DOCUMENT_MAX_BYTES,
  fields: 6,
  fieldSize: 1024,
  fieldNameSize: 64,
  parts: 8,
  headerPairs: 64,
};

const UPLOAD_MAX_BYTES = computeRequestMaxBytes(documentUploadLimits);

const uploadRefusals: UploadRefusals = {
  notMultipart: NOT_MULTIPART_MESSAGE,
  unreadable: UNREADABLE_UPLOAD_MESSAGE,
  fileTooLarge: () => new ApiHttpError(413, driverMessages.documentTooLarge, { [DOCUMENT_FILE_FIELD]: driverMessages.documentTooLarge }),
  tooManyFiles: () => new ApiHttpError(413, driverStatusMessages.documentRequired),
  tooManyFields: () => new ApiHttpError(413, UNREADABLE_UPLOAD_MESSAGE),
};

const isDocumentField = (name: string): name is DriverDocumentField => (driverDocumentFields as readonly string[]).includes(name);

export interface DriverStatusServiceOptions {
  statuses: DriverStatusRepository;
  uploads: Uploads;
  settings: DriverStatusSettings;
  now: () => number;
}

export function createDriverStatusService({ statuses, uploads, settings, now }: DriverStatusServiceOptions) {
  const db: Kysely<Database> = statuses.db;
  const store: PrivateFileStore = uploads.privateStore('driver-documents');

  function answer(application: ApplicationRecord): DriverStatusResult {
    const expiresAtMs = now() + settings.tokenLifetimeMs;
    return {
      token: statuses.sealStatusToken(application.id, expiresAtMs),
      expiresAt: new Date(expiresAtMs).toISOString(),
      application: describeApplication(application),
    };
  }

  /** The registration a token stands for; an expired or foreign token asks the driver to look it up again. */
  async function openApplication(token: string): Promise<ApplicationRecord> {
    const id = statuses.openStatusToken(token, now());
    const application = id === null ? undefined : await statuses.findApplicationById(db, id);
    if (!application) throw new ApiHttpError(401, driverStatusMessages.lookupAgain);
    return application;
  }

  /** The reference as stored, for the per-reference limit: every spelling of one reference counts as one. */
  function readLimitedReference(input: DriverStatusLookupInput): string {
    return normaliseRegistrationReference(input.reference) ?? input.reference.trim().toUpperCase();
  }

  return {
    readLimitedReference,

    /** One answer for every wrong pair: the same status, message and steps whether the reference exists or not. */
    async lookUpApplication(input: DriverStatusLookupInput): Promise<DriverStatusResult> {
      const errors = validateDriverStatusLookup(input);
      const first = errors.reference ?? errors.contactNumber;
      if (first) throw new ApiHttpError(400, first, errors as Record<string, string>);
      const reference = normaliseRegistrationReference(input.reference)!;
      const application = await statuses.findApplication(reference, normaliseIndianMobile(input.contactNumber));
      if (!application) throw new ApiHttpError(404, driverStatusMessages.notFound);
      return answer(application);
    },

    /** A rejected document sent again: checked by its bytes, kept privately, and the registration back to review. */
    async uploadDocument(request: FastifyRequest, reply: FastifyReply): Promise<DriverStatusResult> {
      checkUploadRequest(request, reply, UPLOAD_MAX_BYTES, uploadRefusals);
      const received: string[] = [];
      const ownStems: string[] = [];
      let document: PutFileResult | undefined;
      let oversize = false;
      try {
        const fields = await readMultipartForm(request, {
          refusals: uploadRefusals,
          async receiveFile(part: MultipartFile) {
            if (part.fieldname !== DOCUMENT_FILE_FIELD || document) return discardFilePart(part);
            const key = store.createFileKey();
            uploads.trackStem(key);
            ownStems.push(key);
            document = await store.putFile(key, part.file);
            received.push(key);
            oversize = part.file.truncated;
          },
        });
        const application = await openApplication(fields.values.get('token') ?? '');
        const documentType = fields.values.get('documentType') ?? '';
        const target = isDocumentField(documentType)
          ? application.documents.find((row) => row.document_type === documentType && row.review_state === 'rejected')
          : undefined;
        if (!target || application.status === 'rejected') throw new ApiHttpError(409, driverStatusMessages.documentOnlyRejected);
        const refuse = (status: number, message: string) => new ApiHttpError(status, message, { [DOCUMENT_FILE_FIELD]: message });
        if (!document || document.size === 0) throw refuse(400, driverStatusMessages.documentRequired);
        if (oversize) throw refuse(413, driverMessages.documentTooLarge);
        const type = detectDocumentFileType(document.head);
        if (type === null) throw refuse(400, driverMessages.documentType);
        // the same checks as the registration's: the signature is only a claim, the whole file must be that type
        const kept = document;
        const inspection = await store.useLocalCopy(kept.key, (filePath) => inspectDocumentFile(filePath, type));
        if (!inspection.ok) {
          request.log.info({ documentType, type, reason: inspection.detail }, 'driver document refused');
          throw refuse(400, inspection.message);
        }
        const stored = inspection.cleaned ? await store.replaceFile(kept.key, inspection.cleaned) : kept;
        const storedName = buildDocumentFileName(kept.key, documentExtensions[type]);
        const outcome = await db.transaction().execute(async (trx) => {
          const replaced = await statuses.replaceRejectedDocument(trx, {
            registrationId: application.id,
            documentType,
            file: { stored_name: storedName, content_type: documentContentTypes[type], byte_size: stored.size, sha256: stored.sha256 },
            now: new Date(now()).toISOString(),
          });
          // the row and the file commit together (the database store marks the file kept in this transaction)
          if (replaced === 'replaced') await store.keepFiles(trx, [kept.key]);
          return replaced;
        });
        // decided meanwhile: approved, or the whole registration rejected
        if (outcome === 'not-rejected') throw new ApiHttpError(409, driverStatusMessages.documentOnlyRejected);
        await store.finishFiles([{ key: kept.key, storedName }]);
        received.length = 0;
        return answer((await statuses.findApplicationById(db, application.id))!);
      } finally {
        await store.discardFiles(received);
        for (const stem of ownStems) uploads.releaseStem(stem);
      }
    },
  };
}
