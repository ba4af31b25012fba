import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  MAX_MESSAGE_LENGTH,
  RESUME_MAX_BYTES,
  genderOptions,
  hasErrors,
  isValidEmail,
  jobApplicationMessages,
  normaliseIndianMobile,
  validateJobApplication,
  type JobApplicationInput,
} from '@chalein/shared/lib/validation';
import { ApiHttpError, buildResponseSchemas } from '../http/api-envelope';
import { detectResumeFileType, type ResumeFileType } from '../http/resume-file-type';
import { buildFormRateLimit } from '../plugins/rate-limits';
import type { JobApplicationRepository } from '../repositories/job-application-repository';
import {
  buildResumeFileName,
  ensureResumesFolder,
  listResumeFileNames,
  moveResumeIntoPlace,
  receiveResume,
  removeFileIfPresent,
  resolveResumesFolder,
  sweepIncomingResumes,
  type IncomingResume,
  type SweepResult,
} from '../uploads/resume-storage';

// POST /api/career: the job application form, multipart, with the resume in `resume_cv`. Every rule of the form
// is checked again here with the form's own messages (shared/src/lib/validation.ts); the resume is checked by its
// bytes and stored privately (uploads/resume-storage.ts explains how the row and the file stay together).

export const RESUME_FIELD = 'resume_cv';

const TEXT_FIELDS = [
  'name',
  'gender',
  'current_location',
  'number',
  'email',
  'additional_information',
  'prior_experience',
  'reference_person_name',
  'reference_person_email',
  'jobId',
  'consent',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

// bytes, not characters: the longest field (additional information) may be 5000 characters of 4-byte UTF-8
const FIELD_MAX_BYTES = MAX_MESSAGE_LENGTH * 4;
// room for the fields and the multipart boundaries beside a resume of the largest size
const REQUEST_MAX_BYTES = RESUME_MAX_BYTES + TEXT_FIELDS.length * FIELD_MAX_BYTES + 64 * 1024;

/** What busboy may read of one request: one file, the form's fields and a few unknown ones, each bounded. */
export const careerUploadLimits = {
  files: 1,
  fileSize: RESUME_MAX_BYTES,
  fields: TEXT_FIELDS.length + 4,
  fieldSize: FIELD_MAX_BYTES,
  fieldNameSize: 100,
  parts: TEXT_FIELDS.length + 5,
  headerPairs: 20,
} as const;

/** A .part with no row is left alone this long, in case another server sharing the folder is still receiving it. */
export const INCOMING_MAX_AGE_MS = 15 * 60_000;
const SWEEP_INTERVAL_MS = 15 * 60_000;

export const careerMessages = {
  notMultipart: 'Send the application as multipart/form-data, with the resume in the resume_cv field.',
  unreadable: 'The form could not be read. Please try again.',
  tooManyFiles: 'Please attach one file only: your resume.',
  tooManyFields: 'The form has too many fields.',
  jobIdInvalid: 'Job id must be a whole number',
  jobUnknown: 'This job is not open any more. Please choose a job from the careers page.',
} as const;

const receiptSchema = { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } } as const;

interface ReceivedResume {
  incoming: IncomingResume;
  originalName: string;
}

interface ReceivedForm {
  values: Partial<Record<TextField, string>>;
  /** fields longer than the limit (busboy cut them short) */
  truncated: Set<TextField>;
  resume?: ReceivedResume;
}

function isTextField(name: string): name is TextField {
  return (TEXT_FIELDS as readonly string[]).includes(name);
}

function tooLargeError(): ApiHttpError {
  return new ApiHttpError(413, jobApplicationMessages.resumeTooLarge, { [RESUME_FIELD]: jobApplicationMessages.resumeTooLarge });
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** The applicant's file name, fit to show staff: no folders, no control characters, bounded. Never used as a path. */
export function cleanOriginalFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.normalize('NFC').replace(CONTROL_CHARACTERS, '').trim().slice(0, 200);
  return clean === '' ? 'resume' : clean;
}

/**
 * Turns what the multipart reader throws into an answer: its limits are the client's fault (413), a malformed
 * body is bad input (400), and only a failure of this machine (a system call: disk full, no permission) is a 500.
 */
function describeReadError(error: unknown): unknown {
  if (error instanceof ApiHttpError) return error;
  if (typeof error === 'object' && error !== null && 'syscall' in error) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLargeError();
    case 'FST_FILES_LIMIT':
      return new ApiHttpError(413, careerMessages.tooManyFiles, { [RESUME_FIELD]: careerMessages.tooManyFiles });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new ApiHttpError(413, careerMessages.tooManyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiHttpError(415, careerMessages.notMultipart);
    default:
      return new ApiHttpError(400, careerMessages.unreadable);
  }
}

/**
 * Fails a file part's stream when the request turns out to be broken. A body cut off inside a file makes busboy emit
 * 'error' on the file stream, and when the whole body has already arrived that happens before this code is handed
 * the stream: the error is lost and the stream never ends. The multipart reader also reports it as the next part,
 * so asking for that part while the file streams, and destroying the file when it fails, always ends the wait.
 */
function failFileWith(part: MultipartFile, following: Promise<unknown>): void {
  following.catch((error: unknown) => {
    part.file.destroy(error instanceof Error ? error : new Error(String(error)));
  });
}

async function discardFilePart(part: MultipartFile, following: Promise<unknown>): Promise<void> {
  if (part.file.destroyed) return;
  failFileWith(part, following);
  part.file.resume();
  await finished(part.file);
}

type PartsIterator = AsyncIterator<MultipartFile | MultipartValue>;

/** Reads every part: text fields into `values`, the resume into `<stem>.part`. Parts may come in any order. */
async function readApplicationForm(request: FastifyRequest, folder: string, stem: string): Promise<ReceivedForm> {
  const form: ReceivedForm = { values: {}, truncated: new Set() };
  try {
    const parts = request.parts() as PartsIterator;
    let step = await parts.next();
    while (!step.done) {
      const part = step.value;
      // asked for now, not after this part is read: see failFileWith
      const following = parts.next();
      if (part.type === 'file') {
        if (part.fieldname !== RESUME_FIELD || form.resume) {
          await discardFilePart(part, following);
        } else {
          // the reader destroys the stream of a body that ended inside the file, sometimes before handing it over;
          // piping a destroyed stream would wait forever (Node 20)
          if (part.file.destroyed) throw new ApiHttpError(400, careerMessages.unreadable);
          failFileWith(part, following);
          const incoming = await receiveResume(folder, stem, part.file);
          form.resume = { incoming, originalName: cleanOriginalFileName(part.filename) };
          if (part.file.truncated) throw tooLargeError();
        }
      } else if (isTextField(part.fieldname) && form.values[part.fieldname] === undefined) {
        form.values[part.fieldname] = typeof part.value === 'string' ? part.value.trim() : '';
        if (part.valueTruncated) form.truncated.add(part.fieldname);
      }
      step = await following;
    }
  } catch (error) {
    if (form.resume) await removeFileIfPresent(form.resume.incoming.tempPath);
    throw describeReadError(error);
  }
  return form;
}

function readJobId(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

interface CheckedApplication {
  input: JobApplicationInput;
  jobId: number;
  errors: Record<string, string>;
}

/** The form's rules (the same function the page runs) plus what only the server can know. */
function checkApplicationFields(form: ReceivedForm): CheckedApplication {
  const v = form.values;
  const input: JobApplicationInput = {
    name: v.name ?? '',
    gender: v.gender ?? '',
    current_location: v.current_location ?? '',
    // the same normaliser as the JSON routes' phone fields (http/field-schemas.ts), for this multipart form
    number: normaliseIndianMobile(v.number ?? ''),
    email: v.email ?? '',
    additional_information: v.additional_information ?? '',
    prior_experience: v.prior_experience ?? '',
    reference_person_name: v.reference_person_name ?? '',
    reference_person_email: v.reference_person_email ?? '',
  };
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(validateJobApplication(input))) {
    if (message) errors[field] = message;
  }
  // the page cannot send an over-long field, so a cut one is someone else's client: say so plainly
  for (const field of form.truncated) errors[field] = jobApplicationMessages.tooLong;
  if (input.reference_person_email.length > 254) errors.reference_person_email = jobApplicationMessages.tooLong;
  else if (input.reference_person_email !== '' && !isValidEmail(input.reference_person_email)) {
    errors.reference_person_email = jobApplicationMessages.referenceEmailInvalid;
  }
  if (!['1', 'true', 'on'].includes(v.consent ?? '')) errors.consent = jobApplicationMessages.consentRequired;
  const jobId = readJobId(v.jobId);
  if (jobId === undefined) errors.jobId = careerMessages.jobIdInvalid;
  return { input, jobId: jobId ?? 0, errors };
}

function isGender(value: string): value is (typeof genderOptions)[number] {
  return (genderOptions as readonly string[]).includes(value);
}

async function fileExists(filePath: string): Promise<boolean> {
  return fsp.stat(filePath).then(
    () => true,
    () => false,
  );
}

async function sweepResumes(
  folder: string,
  repository: JobApplicationRepository,
  inFlight: ReadonlySet<string>,
  log: FastifyBaseLogger,
): Promise<SweepResult> {
  const result = await sweepIncomingResumes({
    folder,
    findStoredFileName: (stem) => repository.findResumeFileName(listResumeFileNames(stem)),
    inFlight,
    minAgeMs: INCOMING_MAX_AGE_MS,
  });
  if (result.completed.length > 0 || result.removed.length > 0) {
    log.warn({ completed: result.completed.length, removed: result.removed.length }, 'resume sweep tidied interrupted uploads');
  }
  return result;
}

export const careerApplicationRoutes: FastifyPluginAsync = async (app) => {
  // registered in this scope only: no other route accepts multipart bodies by accident
  await app.register(multipart, { limits: careerUploadLimits, throwFileSizeLimit: true });

  const folder = resolveResumesFolder(app.config.privateUploadsDir);
  const applications = app.repositories.jobApplications;
  // stems this process is receiving or storing now; the sweep leaves them to their request
  const inFlight = new Set<string>();

  // after listen, not on ready: server.ts migrates between the two, and the sweep reads job_applications
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    const runSweep = () =>
      sweepResumes(folder, applications, inFlight, app.log).catch((error: unknown) => {
        app.log.error({ err: error }, 'resume sweep failed');
      });
    await runSweep();
    timer = setInterval(() => void runSweep(), SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });

  app.post(
    '/career',
    {
      config: buildFormRateLimit(app.config.rateLimitFormsPerMinute),
      schema: { response: buildResponseSchemas(receiptSchema) },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new ApiHttpError(415, careerMessages.notMultipart);
      const declaredLength = Number(request.headers['content-length']);
      if (Number.isFinite(declaredLength) && declaredLength > REQUEST_MAX_BYTES) {
        // answered before the body is read; closing the connection spares both sides the rest of the upload
        reply.header('connection', 'close');
        throw tooLargeError();
      }

      // created on first use, so a server that never receives an application leaves no folder behind
      await ensureResumesFolder(folder);
      const stem = randomUUID();
      inFlight.add(stem);
      let leftover: IncomingResume | undefined;
      try {
        const form = await readApplicationForm(request, folder, stem);
        leftover = form.resume?.incoming;
        const { input, jobId, errors } = checkApplicationFields(form);

        let resumeType: ResumeFileType | null = null;
        if (!form.resume) errors[RESUME_FIELD] = jobApplicationMessages.resumeRequired;
        else {
          // at most RESUME_MAX_BYTES, enforced while it streamed in
          resumeType = detectResumeFileType(await fsp.readFile(form.resume.incoming.tempPath));
          if (!resumeType) errors[RESUME_FIELD] = jobApplicationMessages.resumeType;
        }
        if (errors.jobId === undefined && !(await applications.jobCategoryExists(jobId))) errors.jobId = careerMessages.jobUnknown;
        if (hasErrors(errors) || !form.resume || !resumeType || !isGender(input.gender)) {
          throw new ApiHttpError(400, Object.values(errors)[0] ?? jobApplicationMessages.failure, errors);
        }

        const fileName = buildResumeFileName(stem, resumeType);
        const stored = await applications.insertApplication({
          jobCategoryId: jobId,
          name: input.name,
          gender: input.gender,
          currentLocation: input.current_location,
          contactNumber: input.number,
          email: input.email,
          additionalInformation: input.additional_information,
          priorExperience: input.prior_experience === '1' ? 1 : 0,
          referencePersonName: input.reference_person_name || null,
          referencePersonEmail: input.reference_person_email || null,
          resumeFile: fileName,
          resumeOriginalName: form.resume.originalName,
          resumeSize: form.resume.incoming.size,
          resumeType,
        });
        try {
          await moveResumeIntoPlace(folder, form.resume.incoming, fileName);
        } catch (error) {
          // another server sharing the folder may have swept it into place already; then all is well
          if (!(await fileExists(path.join(folder, fileName)))) {
            try {
              await applications.deleteApplication(stored.id);
            } catch {
              // the row stays, so the .part must too: the sweep finishes the rename the row is waiting for
              leftover = undefined;
            }
            throw error;
          }
        }
        leftover = undefined;
        request.log.info({ reference: stored.reference, jobId, resumeType }, 'job application stored');
        return reply.code(200).send({ success: true, message: jobApplicationMessages.success, data: { reference: stored.reference } });
      } finally {
        if (leftover) await removeFileIfPresent(leftover.tempPath);
        inFlight.delete(stem);
      }
    },
  );
};
