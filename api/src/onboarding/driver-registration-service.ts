import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normaliseIndianMobile, type FieldErrors } from '@chalein/shared/lib/validation/common';
import {
  DOCUMENT_MAX_BYTES,
  driverDocumentFields,
  driverMessages,
  driverRegistrationMessages,
  validateDriver,
  validateDriverLocation,
  type DriverDocumentField,
  type DriverInput,
} from '@chalein/shared/lib/validation/driver-registration';
import { ApiHttpError } from '../http/api-envelope';
import {
  detectDocumentFileType,
  documentContentTypes,
  documentExtensions,
  inspectDocumentFile,
  type DocumentFileType,
} from '../http/document-file-type';
import type { DriverRegistrationRepository, NewDriverDocument } from './driver-registration-repository';
import { buildDriverRegisteredMessage } from '../notifications/driver-notifications';
import { enqueueOutboxMessage } from '../outbox/outbox-message';
import type { SignedLinks } from '../security/link-signing';
import type { LocationRepository } from '../content/location-repository';
import { buildDocumentFileName } from '../uploads/driver-document-storage';
import {
  checkUploadRequest,
  computeRequestMaxBytes,
  discardFilePart,
  isConsentGiven,
  readErrorCode,
  readMultipartForm,
  type ReceivedFields,
  type UploadLimits,
  type UploadRefusals,
} from '../uploads/multipart-form';
import type { PrivateFileStore, PutFileResult } from '../uploads/private-file-storage';
import type { Uploads } from '../uploads/uploads-plugin';

// The driver registration (POST /api/new-registration): every rule of the form checked again here with the form's
// own messages, and the eight documents checked by their bytes and stored privately, in the store PRIVATE_FILES_STORE
// selects (uploads/private-file-storage.ts explains how the rows and the files stay together).

/** The wording of the form's consent line the server records a driver agreed to; change it with that wording. */
export const DRIVER_CONSENT_VERSION = 'dpdp-2023-v1';

// keys of the server's answer texts (shared/locales/<language>/answers.json), in the driver's page's language
export const DUPLICATE_DOCUMENT_MESSAGE = 'upload.duplicateDocument';
export const TOO_MANY_FILES_MESSAGE = 'upload.registrationTooManyFiles';
export const TOO_MANY_FIELDS_MESSAGE = 'upload.registrationTooManyFields';
export const UNREADABLE_UPLOAD_MESSAGE = 'upload.registrationUnreadable';
export const NOT_MULTIPART_MESSAGE = 'upload.registrationNotMultipart';

/**
 * What one registration may hold: the eight documents of 5 MB each, and the text fields (about twenty; a field of
 * 2 KB holds the longest, the 400-character address, in any script). Busboy stops at these, so a request can
 * never make the server store or buffer more.
 */
export const driverUploadLimits: UploadLimits = {
  files: driverDocumentFields.length,
  fileSize: DOCUMENT_MAX_BYTES,
  fields: 32,
  fieldSize: 2048,
  fieldNameSize: 64,
  parts: 48,
  headerPairs: 64,
};

const REGISTRATION_MAX_BYTES = computeRequestMaxBytes(driverUploadLimits);

const driverRefusals: UploadRefusals = {
  notMultipart: NOT_MULTIPART_MESSAGE,
  unreadable: UNREADABLE_UPLOAD_MESSAGE,
  fileTooLarge: () => new ApiHttpError(413, driverMessages.documentTooLarge),
  tooManyFiles: () => new ApiHttpError(413, TOO_MANY_FILES_MESSAGE),
  tooManyFields: () => new ApiHttpError(413, TOO_MANY_FIELDS_MESSAGE),
};

/** Registration numbers and licences are stored one way, whatever separators were typed. */
const normalizeCode = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

const isDocumentField = (name: string): name is DriverDocumentField => (driverDocumentFields as readonly string[]).includes(name);

interface AcceptedDocument extends PutFileResult {
  type: DocumentFileType;
}

interface ReceivedDocuments {
  documents: Partial<Record<DriverDocumentField, AcceptedDocument>>;
  /** wrong bytes, a second file for the same document */
  documentErrors: FieldErrors<DriverDocumentField>;
  /** documents over DOCUMENT_MAX_BYTES */
  oversizeDocuments: FieldErrors<DriverDocumentField>;
}

function readDriverInput(fields: ReceivedFields): DriverInput {
  const text = (name: keyof DriverInput) => fields.values.get(name) ?? '';
  return {
    fullName: text('fullName'),
    // the same normaliser as the JSON routes' phone fields (http/field-schemas.ts), for this multipart form
    contactNumber: normaliseIndianMobile(text('contactNumber')),
    driver_category: text('driver_category'),
    referralCode: text('referralCode'),
    pincode: text('pincode'),
    address: text('address'),
    stateId: text('stateId'),
    cityId: text('cityId'),
    vehicle_category: text('vehicle_category'),
    vehicleNumber: text('vehicleNumber'),
    wheelChair: text('wheelChair'),
    bankAccNo: text('bankAccNo'),
    reBankAccNo: text('reBankAccNo'),
    ifscCode: text('ifscCode'),
    drivingLicenseNo: text('drivingLicenseNo'),
    reDrivingLicenseNumber: text('reDrivingLicenseNumber'),
    dob: text('dob'),
  };
}

const hasAny = (errors: FieldErrors): boolean => Object.values(errors).some(Boolean);

export interface DriverRegistrationServiceOptions {
  registrations: DriverRegistrationRepository;
  locations: LocationRepository;
  uploads: Uploads;
  /** the site's address, for the status page's link in the driver's SMS */
  links: SignedLinks;
}

export function createDriverRegistrationService({ registrations, locations, uploads, links }: DriverRegistrationServiceOptions) {
  const store: PrivateFileStore = uploads.privateStore('driver-documents');

  /**
   * Reads the form: text fields, and each document streamed into the store (its key pushed on `received` once
   * stored, so the caller can discard it whatever happens next, and tracked on `ownStems`) and checked by its first
   * bytes.
   */
  async function readRegistration(request: FastifyRequest, received: string[], ownStems: string[]) {
    const upload: ReceivedDocuments = { documents: {}, documentErrors: {}, oversizeDocuments: {} };
    const fields = await readMultipartForm(request, {
      refusals: driverRefusals,
      async receiveFile(part: MultipartFile) {
        const field = part.fieldname;
        if (!isDocumentField(field)) return discardFilePart(part);
        if (upload.documents[field] || upload.documentErrors[field] || upload.oversizeDocuments[field]) {
          await discardFilePart(part);
          upload.documentErrors[field] = DUPLICATE_DOCUMENT_MESSAGE;
          return;
        }
        const key = store.createFileKey();
        uploads.trackStem(key);
        ownStems.push(key);
        const document = await store.putFile(key, part.file);
        received.push(key);
        if (part.file.truncated) {
          upload.oversizeDocuments[field] = driverMessages.documentTooLarge;
          return;
        }
        const type = detectDocumentFileType(document.head);
        if (type === null) upload.documentErrors[field] = driverMessages.documentType;
        else upload.documents[field] = { ...document, type };
      },
      // an oversize document is answered with every field's message, like any other refused field
      keepPartialForm(error) {
        if (readErrorCode(error) !== 'FST_REQ_FILE_TOO_LARGE') return false;
        const { part } = error as { part?: { fieldname?: unknown } };
        const field = typeof part?.fieldname === 'string' && isDocumentField(part.fieldname) ? part.fieldname : undefined;
        // the file itself was already marked when it ended truncated; this only covers a part cut off mid-way
        if (field) upload.oversizeDocuments[field] = driverMessages.documentTooLarge;
        return hasAny(upload.oversizeDocuments);
      },
    });
    return { fields, upload };
  }

  return {
    /** The store holding the documents, to read one back by the name its row gives it. */
    store,

    /** Checks and stores one registration with its eight documents: all rows and files, or none. */
    async submitRegistration(request: FastifyRequest, reply: FastifyReply): Promise<{ reference: string }> {
      checkUploadRequest(request, reply, REGISTRATION_MAX_BYTES, driverRefusals);
      const received: string[] = [];
      const ownStems: string[] = [];
      try {
        const { fields, upload } = await readRegistration(request, received, ownStems);
        // the signature was only a claim: each stored file must be whole as that type and safe to open (a picture
        // decodes and is kept encoded anew, without what came with it; a PDF is a plain document)
        for (const field of driverDocumentFields) {
          const document = upload.documents[field];
          if (!document) continue;
          const inspection = await store.useLocalCopy(document.key, (filePath) => inspectDocumentFile(filePath, document.type));
          if (!inspection.ok) {
            request.log.info({ field, type: document.type, reason: inspection.detail }, 'driver document refused');
            delete upload.documents[field];
            upload.documentErrors[field] = inspection.message;
          } else if (inspection.cleaned) {
            upload.documents[field] = { ...(await store.replaceFile(document.key, inspection.cleaned)), type: document.type };
          }
        }
        const input = readDriverInput(fields);

        const errors: Record<string, string | undefined> = { ...validateDriver(input) };
        const mapping = await locations.getStateCityMapping();
        Object.assign(errors, validateDriverLocation(input, mapping));
        if (!isConsentGiven(fields.values.get('consent'))) errors.consent = driverRegistrationMessages.consentRequired;
        for (const name of fields.truncated) errors[name] = driverMessages.tooLong;
        for (const field of driverDocumentFields) {
          errors[field] =
            upload.oversizeDocuments[field] ??
            upload.documentErrors[field] ??
            (upload.documents[field] ? undefined : driverMessages.documentRequired);
        }
        if (!errors.contactNumber && (await registrations.isContactNumberRegistered(input.contactNumber))) {
          errors.contactNumber = driverRegistrationMessages.mobileRegistered;
        }

        const fieldErrors = Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1])));
        if (hasAny(upload.oversizeDocuments)) throw new ApiHttpError(413, driverMessages.documentTooLarge, fieldErrors);
        const errorNames = Object.keys(fieldErrors);
        if (errorNames.length === 1 && fieldErrors.contactNumber === driverRegistrationMessages.mobileRegistered) {
          throw new ApiHttpError(409, driverRegistrationMessages.mobileRegistered, fieldErrors);
        }
        if (errorNames.length > 0) throw new ApiHttpError(400, fieldErrors[errorNames[0]!]!, fieldErrors);

        const state = mapping.states.find((candidate) => candidate.stateId === Number(input.stateId))!;
        const city = mapping.cities.find((candidate) => candidate.cityId === Number(input.cityId))!;
        const now = new Date().toISOString();
        const documents = driverDocumentFields.map((field) => {
          const document = upload.documents[field]!;
          return { field, document, storedName: buildDocumentFileName(document.key, documentExtensions[document.type]) };
        });
        const documentRows: NewDriverDocument[] = documents.map(({ field, document, storedName }) => ({
          document_type: field,
          stored_name: storedName,
          content_type: documentContentTypes[document.type],
          byte_size: document.size,
          sha256: document.sha256,
          created_at: now,
        }));

        const outcome = await registrations.insertRegistration(
          {
            full_name: input.fullName.trim(),
            contact_number: input.contactNumber,
            driver_category: Number(input.driver_category),
            referral_code: input.referralCode.trim() === '' ? null : input.referralCode.trim(),
            pincode: input.pincode,
            address: input.address.trim(),
            state_id: state.stateId,
            state_name: state.stateName,
            city_id: city.cityId,
            city_name: city.cityName,
            vehicle_category: Number(input.vehicle_category),
            vehicle_number: normalizeCode(input.vehicleNumber),
            wheelchair: Number(input.wheelChair),
            bank_account_number: input.bankAccNo,
            ifsc_code: input.ifscCode.trim().toUpperCase(),
            driving_license_number: normalizeCode(input.drivingLicenseNo),
            date_of_birth: input.dob,
            consent_given_at: now,
            consent_version: DRIVER_CONSENT_VERSION,
            created_at: now,
          },
          documentRows,
          // rows, files and the driver's SMS with the reference commit together (the database store marks the eight
          // files kept in this transaction)
          async (trx, registration) => {
            await store.keepFiles(
              trx,
              documents.map(({ document }) => document.key),
            );
            await enqueueOutboxMessage(
              trx,
              buildDriverRegisteredMessage(links, {
                registrationId: registration.id,
                reference: registration.reference,
                mobile: input.contactNumber,
              }),
            );
          },
        );
        if (outcome.status === 'duplicate-mobile') {
          // another submission of the same number won the race past the check above
          const message = driverRegistrationMessages.mobileRegistered;
          throw new ApiHttpError(409, message, { contactNumber: message });
        }

        try {
          await store.finishFiles(documents.map(({ document, storedName }) => ({ key: document.key, storedName })));
        } catch (error) {
          // all or none: without its files the registration is withdrawn
          await registrations.deleteRegistration(outcome.id);
          await store.deleteFiles(documents.map(({ storedName }) => storedName));
          throw error;
        }
        // kept: nothing of this request is incoming any more
        received.length = 0;
        return { reference: outcome.reference };
      } finally {
        // a refused or failed request leaves nothing
        await store.discardFiles(received);
        for (const stem of ownStems) uploads.releaseStem(stem);
      }
    },
  };
}

export type DriverRegistrationService = ReturnType<typeof createDriverRegistrationService>;
