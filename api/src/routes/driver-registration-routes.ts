import { randomInt } from 'node:crypto';
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { MobileValidationRequest } from '@chalein/shared/api/types';
import {
  DOCUMENT_MAX_BYTES,
  checkIndianMobile,
  driverDocumentFields,
  driverMessages,
  driverRegistrationMessages,
  normaliseIndianMobile,
  validateDriver,
  validateDriverLocation,
  type DriverDocumentField,
  type DriverInput,
  type FieldErrors,
} from '@chalein/shared/lib/validation';
import { ApiHttpError, buildResponseSchemas } from '../http/api-envelope';
import {
  detectDocumentFileType,
  documentContentTypes,
  documentExtensions,
  verifyDocumentFile,
  type DocumentFileType,
} from '../http/document-file-type';
import { buildObjectSchema, buildPhoneField } from '../http/field-schemas';
import { buildFormRateLimit } from '../plugins/rate-limits';
import type { NewDriverDocument } from '../repositories/driver-registration-repository';
import {
  buildDocumentFileName,
  createDocumentStem,
  discardReceivedDocuments,
  ensureDriverDocumentsFolder,
  moveDocumentsIntoPlace,
  receiveDriverDocument,
  removeStoredDocuments,
  resolveDriverDocumentsFolder,
  sweepIncomingDriverDocuments,
  type ReceivedDocument,
} from '../uploads/driver-document-storage';

/** The wording of the form's consent line the server records a driver agreed to; change it with that wording. */
export const DRIVER_CONSENT_VERSION = 'dpdp-2023-v1';

export const DUPLICATE_DOCUMENT_MESSAGE = 'Please choose one file for this document.';
export const TOO_MANY_FILES_MESSAGE = 'Please send one file for each of the eight documents, and nothing else.';
export const TOO_MANY_FIELDS_MESSAGE = 'The form has more fields than a registration has.';
export const UNREADABLE_UPLOAD_MESSAGE = 'The upload could not be read. Please try again.';
export const NOT_MULTIPART_MESSAGE = 'Send the registration as multipart/form-data.';

/**
 * What one registration may hold: the eight documents of 5 MB each, and the text fields (about twenty; a field of
 * 2 KB holds the longest, the 400-character address, in any script). Busboy stops at these, so a request can
 * never make the server store or buffer more.
 */
const MULTIPART_LIMITS = {
  files: driverDocumentFields.length,
  fileSize: DOCUMENT_MAX_BYTES,
  fields: 32,
  fieldSize: 2048,
  fieldNameSize: 64,
  parts: 48,
  headerPairs: 64,
} as const;

/** The most a registration within MULTIPART_LIMITS can weigh: its files, its fields and room for the boundaries. */
const REGISTRATION_MAX_BYTES =
  MULTIPART_LIMITS.files * MULTIPART_LIMITS.fileSize + MULTIPART_LIMITS.fields * MULTIPART_LIMITS.fieldSize + 64 * 1024;

/** The sweep for crash leftovers runs at start and then this often, removing .part files untouched this long. */
const SWEEP_INTERVAL_MS = 10 * 60_000;
const SWEEP_MIN_AGE_MS = 15 * 60_000;

// Crockford's alphabet: no I, L, O or U, so a reference read out over the phone is not misheard
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** e.g. CHD-7K3M-9QXP: 40 random bits; the unique constraint catches the unlikely repeat. */
export function generateRegistrationReference(): string {
  const pick = () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  const group = () => Array.from({ length: 4 }, pick).join('');
  return `CHD-${group()}-${group()}`;
}

/** Registration numbers and licences are stored one way, whatever separators were typed. */
const normalizeCode = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

const isDocumentField = (name: string): name is DriverDocumentField => (driverDocumentFields as readonly string[]).includes(name);

interface AcceptedDocument extends ReceivedDocument {
  type: DocumentFileType;
}

interface ReceivedRegistration {
  fields: Map<string, string>;
  /** text fields busboy cut at fieldSize */
  truncatedFields: Set<string>;
  documents: Partial<Record<DriverDocumentField, AcceptedDocument>>;
  /** wrong bytes, a second file for the same document */
  documentErrors: FieldErrors<DriverDocumentField>;
  /** documents over DOCUMENT_MAX_BYTES */
  oversizeDocuments: FieldErrors<DriverDocumentField>;
}

async function drainStream(stream: Readable): Promise<void> {
  for await (const _chunk of stream) {
    // discarded: the part is refused, but the rest of the request must still be read
  }
}

function readErrorCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** How long the parser may make no progress once the whole body has arrived before the upload counts as broken. */
const STALL_AFTER_BODY_MS = 2000;

class UploadStalledError extends Error {
  constructor() {
    super('the multipart body ended in the middle of a part');
    this.name = 'UploadStalledError';
  }
}

/**
 * Busboy, as @fastify/multipart drives it, never ends a part whose body stops in the middle (no closing boundary):
 * the part's stream is destroyed without an error or a 'close', so a pipeline reading it would wait forever,
 * holding its .part file open. Once every byte has arrived, parsing needs only moments, so no progress for
 * STALL_AFTER_BODY_MS then means a broken body. The watch runs only while the parser is being waited for (not
 * during the server's own disk writes); a stall rejects the current wait and aborts the current file's pipeline.
 */
function watchForStall(raw: FastifyRequest['raw']) {
  let bodyEnded = raw.readableEnded;
  let waiting = false;
  let stalled = false;
  let timer: NodeJS.Timeout | undefined;
  let rejectWait: ((error: Error) => void) | undefined;
  let fileAbort: AbortController | undefined;
  const arm = () => {
    clearTimeout(timer);
    if (!bodyEnded || !waiting) return;
    timer = setTimeout(() => {
      stalled = true;
      const error = new UploadStalledError();
      fileAbort?.abort(error);
      rejectWait?.(error);
    }, STALL_AFTER_BODY_MS);
  };
  // 'end': every byte has arrived; 'close' before it: the client went away and nothing more will
  const noMoreInput = () => {
    bodyEnded = true;
    arm();
  };
  raw.once('end', noMoreInput);
  raw.once('close', noMoreInput);
  return {
    get stalled(): boolean {
      return stalled;
    },
    /** waits for the parser's next part, failing if it stalls */
    async next<T>(step: Promise<T>): Promise<T> {
      waiting = true;
      arm();
      try {
        return await Promise.race([step, new Promise<never>((_resolve, reject) => (rejectWait = reject))]);
      } finally {
        waiting = false;
        rejectWait = undefined;
        clearTimeout(timer);
      }
    },
    /** watches a file part while it streams (each chunk is progress); the signal aborts its pipeline on a stall */
    follow(file: Readable): AbortSignal {
      fileAbort = new AbortController();
      waiting = true;
      arm();
      file.on('data', arm);
      file.once('end', () => {
        waiting = false;
        clearTimeout(timer);
      });
      return fileAbort.signal;
    },
    stop(): void {
      waiting = false;
      clearTimeout(timer);
    },
  };
}

/**
 * Reads the whole multipart body: text fields into a map, each document streamed into a .part file (pushed on
 * `received` at once, so the caller can remove it whatever happens next) and checked by its bytes. Every part is
 * read to the end, so the answer reaches the browser after the whole upload, never as a reset connection.
 */
async function readRegistration(
  request: FastifyRequest,
  folder: string,
  received: ReceivedDocument[],
  inFlight: Set<string>,
  ownStems: string[],
): Promise<ReceivedRegistration> {
  const result: ReceivedRegistration = {
    fields: new Map(),
    truncatedFields: new Set(),
    documents: {},
    documentErrors: {},
    oversizeDocuments: {},
  };
  const stall = watchForStall(request.raw);
  const parts = request.parts({ limits: MULTIPART_LIMITS });
  try {
    for (;;) {
      const step = await stall.next(parts.next());
      if (step.done) break;
      const part = step.value;
      if (part.type === 'field') {
        // the first value of a name wins; a repeated name cannot replace what was checked
        if (!result.fields.has(part.fieldname)) result.fields.set(part.fieldname, typeof part.value === 'string' ? part.value.trim() : '');
        if (part.valueTruncated) result.truncatedFields.add(part.fieldname);
        continue;
      }
      const field = part.fieldname;
      if (!isDocumentField(field)) {
        await drainStream(part.file);
        continue;
      }
      if (result.documents[field] || result.documentErrors[field] || result.oversizeDocuments[field]) {
        await drainStream(part.file);
        result.documentErrors[field] = DUPLICATE_DOCUMENT_MESSAGE;
        continue;
      }
      const stem = createDocumentStem();
      inFlight.add(stem);
      ownStems.push(stem);
      await ensureDriverDocumentsFolder(folder);
      const signal = stall.follow(part.file);
      const document = await receiveDriverDocument(folder, part.file, stem, signal);
      received.push(document);
      if (part.file.truncated) {
        result.oversizeDocuments[field] = driverMessages.documentTooLarge;
        continue;
      }
      const type = detectDocumentFileType(document.head);
      if (type === null) result.documentErrors[field] = driverMessages.documentType;
      else result.documents[field] = { ...document, type };
    }
  } catch (error) {
    // what is still unread is let through and dropped
    request.raw.resume();
    if (stall.stalled) throw new ApiHttpError(400, UNREADABLE_UPLOAD_MESSAGE);
    const code = readErrorCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const { part } = error as { part?: { fieldname?: unknown } };
      const field = typeof part?.fieldname === 'string' && isDocumentField(part.fieldname) ? part.fieldname : undefined;
      // the file itself was already marked when it ended truncated; this only covers a part cut off mid-way
      if (field) result.oversizeDocuments[field] = driverMessages.documentTooLarge;
      if (Object.keys(result.oversizeDocuments).length === 0) {
        throw new ApiHttpError(413, driverMessages.documentTooLarge);
      }
      return result;
    }
    if (code === 'FST_FILES_LIMIT') throw new ApiHttpError(413, TOO_MANY_FILES_MESSAGE);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new ApiHttpError(413, TOO_MANY_FIELDS_MESSAGE);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new ApiHttpError(415, NOT_MULTIPART_MESSAGE);
    if (code?.startsWith('FST_') || (error instanceof Error && /multipart|part terminated|boundary/i.test(error.message))) {
      throw new ApiHttpError(400, UNREADABLE_UPLOAD_MESSAGE);
    }
    throw error;
  } finally {
    stall.stop();
  }
  return result;
}

function readDriverInput(fields: Map<string, string>): DriverInput {
  const text = (name: keyof DriverInput) => fields.get(name) ?? '';
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

/**
 * Driver registration (spec section 7): the blur pre-check of the contact number, and the multipart registration
 * with its eight documents, every rule of the form checked again here with the form's own messages.
 */
export const driverRegistrationRoutes: FastifyPluginAsync = async (app) => {
  // in this scope only: no other route accepts multipart through this registration
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

  const registrations = app.repositories.driverRegistrations;
  const folder = resolveDriverDocumentsFolder(app.config.privateUploadsDir);
  // stems of .part files that requests of this process are still handling; the sweep leaves them alone
  const inFlight = new Set<string>();

  async function sweepLeftovers(): Promise<void> {
    try {
      const result = await sweepIncomingDriverDocuments({
        folder,
        findStoredFileName: (stem) => registrations.findDocumentStoredName(stem),
        inFlight,
        minAgeMs: SWEEP_MIN_AGE_MS,
      });
      if (result.completed.length > 0 || result.removed.length > 0) {
        app.log.info(
          { completed: result.completed.length, removed: result.removed.length },
          'driver documents left by a crash were tidied',
        );
      }
    } catch (error) {
      // e.g. the very first start, before the migrations ran: the next sweep tries again
      app.log.warn({ err: error }, 'driver document sweep skipped');
    }
  }

  let sweepTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweepLeftovers();
    sweepTimer = setInterval(() => void sweepLeftovers(), SWEEP_INTERVAL_MS);
    sweepTimer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweepTimer);
  });

  app.post<{ Body: MobileValidationRequest }>(
    '/new-registration/mobile/validate',
    {
      // every blur of the field calls this, so it allows more than a form post; still few enough to stop anyone
      // walking the number space to learn who drives for us
      config: buildFormRateLimit(app.config.rateLimitFormsPerMinute * 3),
      schema: {
        body: buildObjectSchema({
          contactNumber: buildPhoneField('Contact number', {
            required: driverMessages.contactNumberRequired,
            invalid: driverMessages.contactNumberInvalid,
          }),
        }),
        response: buildResponseSchemas(),
      },
    },
    async (request) => {
      const { contactNumber } = request.body;
      const invalid = checkIndianMobile(contactNumber, {
        required: driverMessages.contactNumberRequired,
        invalid: driverMessages.contactNumberInvalid,
      });
      if (invalid) throw new ApiHttpError(400, invalid, { contactNumber: invalid });
      if (await registrations.isContactNumberRegistered(contactNumber)) {
        throw new ApiHttpError(409, driverRegistrationMessages.mobileRegistered, {
          contactNumber: driverRegistrationMessages.mobileRegistered,
        });
      }
      return { success: true, message: driverRegistrationMessages.mobileAvailable };
    },
  );

  app.post(
    '/new-registration',
    {
      config: buildFormRateLimit(app.config.rateLimitFormsPerMinute),
      schema: {
        response: buildResponseSchemas({ type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } }, [201]),
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new ApiHttpError(415, NOT_MULTIPART_MESSAGE);
      const declaredLength = Number(request.headers['content-length']);
      if (Number.isFinite(declaredLength) && declaredLength > REGISTRATION_MAX_BYTES) {
        // answered before the body is read; closing the connection spares both sides the rest of the upload
        reply.header('connection', 'close');
        throw new ApiHttpError(413, driverMessages.documentTooLarge);
      }
      const received: ReceivedDocument[] = [];
      const ownStems: string[] = [];
      try {
        const upload = await readRegistration(request, folder, received, inFlight, ownStems);
        // the signature was only a claim: each stored file must be whole as that type (a picture decodes, a PDF ends)
        for (const field of driverDocumentFields) {
          const document = upload.documents[field];
          if (document && !(await verifyDocumentFile(document.tempPath, document.type))) {
            delete upload.documents[field];
            upload.documentErrors[field] = driverMessages.documentType;
          }
        }
        const input = readDriverInput(upload.fields);

        const errors: Record<string, string | undefined> = { ...validateDriver(input) };
        const mapping = await app.repositories.locations.getStateCityMapping();
        Object.assign(errors, validateDriverLocation(input, mapping));
        const consent = upload.fields.get('consent');
        if (consent !== '1' && consent !== 'true') errors.consent = driverRegistrationMessages.consentRequired;
        for (const name of upload.truncatedFields) errors[name] = driverMessages.tooLong;
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
          return { field, document, storedName: buildDocumentFileName(document.stem, documentExtensions[document.type]) };
        });
        const documentRows: NewDriverDocument[] = documents.map(({ field, document, storedName }) => ({
          document_type: field,
          stored_name: storedName,
          content_type: documentContentTypes[document.type],
          byte_size: document.size,
          sha256: document.sha256,
          created_at: now,
        }));

        let reference = generateRegistrationReference();
        const registration = () => ({
          reference,
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
        });
        let outcome = await registrations.createRegistration(registration(), documentRows);
        for (let attempt = 0; outcome.status === 'duplicate-reference' && attempt < 3; attempt += 1) {
          reference = generateRegistrationReference();
          outcome = await registrations.createRegistration(registration(), documentRows);
        }
        if (outcome.status === 'duplicate-mobile') {
          // another submission of the same number won the race past the check above
          const message = driverRegistrationMessages.mobileRegistered;
          throw new ApiHttpError(409, message, { contactNumber: message });
        }
        if (outcome.status !== 'created') throw new Error('could not find a free registration reference');

        try {
          await moveDocumentsIntoPlace(
            folder,
            documents.map(({ document, storedName }) => ({ tempPath: document.tempPath, storedName })),
          );
        } catch (error) {
          // all or none: without its files the registration is withdrawn
          await registrations.deleteRegistration(outcome.id);
          await removeStoredDocuments(
            folder,
            documents.map(({ storedName }) => storedName),
          );
          throw error;
        }
        // renamed: nothing of this request is a .part file any more
        received.length = 0;
        return reply.code(201).send({ success: true, message: driverMessages.success, data: { reference } });
      } finally {
        // a refused or failed request leaves nothing
        await discardReceivedDocuments(received);
        for (const stem of ownStems) inFlight.delete(stem);
      }
    },
  );
};
