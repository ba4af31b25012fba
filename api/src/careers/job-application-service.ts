import fsp from 'node:fs/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_MESSAGE_LENGTH, hasErrors, isValidEmail, normaliseIndianMobile } from '@chalein/shared/lib/validation/common';
import {
  RESUME_MAX_BYTES,
  genderOptions,
  jobApplicationMessages,
  validateJobApplication,
  type JobApplicationInput,
} from '@chalein/shared/lib/validation/job-application';
import { uploadedFileMessages } from '@chalein/shared/lib/validation/uploaded-files';
import { ApiHttpError } from '../http/api-envelope';
import { detectResumeFileType, type ResumeFileType } from '../http/resume-file-type';
import type { JobApplicationRepository } from './job-application-repository';
import { buildApplicationReceivedMessage } from '../notifications/job-application-notifications';
import { enqueueOutboxMessage } from '../outbox/outbox-message';
import {
  checkUploadRequest,
  computeRequestMaxBytes,
  discardFilePart,
  isConsentGiven,
  readMultipartForm,
  type ReceivedFields,
  type UploadLimits,
  type UploadRefusals,
} from '../uploads/multipart-form';
import { choosePdfRefusalMessage } from '../uploads/pdf-check';
import { checkPdfFileInThread } from '../uploads/pdf-check-thread';
import type { PrivateFileStore, PutFileResult } from '../uploads/private-file-storage';
import { buildResumeFileName } from '../uploads/resume-storage';
import type { Uploads } from '../uploads/uploads-plugin';

// The job application (POST /api/career): every rule of the form is checked again here with the form's own
// messages; the resume is checked by its bytes and stored privately, in the store PRIVATE_FILES_STORE selects
// (uploads/private-file-storage.ts explains how the row and the file stay together).

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

/** What busboy may read of one request: one file, the form's fields and a few unknown ones, each bounded. */
export const careerUploadLimits: UploadLimits = {
  files: 1,
  fileSize: RESUME_MAX_BYTES,
  fields: TEXT_FIELDS.length + 4,
  fieldSize: FIELD_MAX_BYTES,
  fieldNameSize: 100,
  parts: TEXT_FIELDS.length + 5,
  headerPairs: 20,
};

const REQUEST_MAX_BYTES = computeRequestMaxBytes(careerUploadLimits);

// keys of the server's answer texts (shared/locales/<language>/answers.json), in the applicant's page's language
export const careerMessages = {
  notMultipart: 'upload.applicationNotMultipart',
  unreadable: 'upload.applicationUnreadable',
  tooManyFiles: 'upload.resumeOnly',
  tooManyFields: 'upload.applicationTooManyFields',
  jobIdInvalid: 'upload.jobIdInvalid',
  jobUnknown: 'upload.jobUnknown',
} as const;

const careerRefusals: UploadRefusals = {
  notMultipart: careerMessages.notMultipart,
  unreadable: careerMessages.unreadable,
  fileTooLarge: () =>
    new ApiHttpError(413, jobApplicationMessages.resumeTooLarge, { [RESUME_FIELD]: jobApplicationMessages.resumeTooLarge }),
  tooManyFiles: () => new ApiHttpError(413, careerMessages.tooManyFiles, { [RESUME_FIELD]: careerMessages.tooManyFiles }),
  tooManyFields: () => new ApiHttpError(413, careerMessages.tooManyFields),
};

const resumePdfMessages = {
  malformed: jobApplicationMessages.resumeType,
  notPlain: uploadedFileMessages.resumePdfNotPlain,
  protected: uploadedFileMessages.resumePdfProtected,
};

interface ReceivedResume {
  incoming: PutFileResult;
  originalName: string;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** The applicant's file name, fit to show staff: no folders, no control characters, bounded. Never used as a path. */
export function cleanOriginalFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.normalize('NFC').replace(CONTROL_CHARACTERS, '').trim().slice(0, 200);
  return clean === '' ? 'resume' : clean;
}

function isTextField(name: string): name is TextField {
  return (TEXT_FIELDS as readonly string[]).includes(name);
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
function checkApplicationFields(fields: ReceivedFields): CheckedApplication {
  const text = (name: TextField) => fields.values.get(name) ?? '';
  const input: JobApplicationInput = {
    name: text('name'),
    gender: text('gender'),
    current_location: text('current_location'),
    // the same normaliser as the JSON routes' phone fields (http/field-schemas.ts), for this multipart form
    number: normaliseIndianMobile(text('number')),
    email: text('email'),
    additional_information: text('additional_information'),
    prior_experience: text('prior_experience'),
    reference_person_name: text('reference_person_name'),
    reference_person_email: text('reference_person_email'),
  };
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(validateJobApplication(input))) {
    if (message) errors[field] = message;
  }
  // the page cannot send an over-long field, so a cut one is someone else's client: say so plainly
  for (const field of fields.truncated) if (isTextField(field)) errors[field] = jobApplicationMessages.tooLong;
  if (input.reference_person_email.length > 254) errors.reference_person_email = jobApplicationMessages.tooLong;
  else if (input.reference_person_email !== '' && !isValidEmail(input.reference_person_email)) {
    errors.reference_person_email = jobApplicationMessages.referenceEmailInvalid;
  }
  if (!isConsentGiven(fields.values.get('consent'))) errors.consent = jobApplicationMessages.consentRequired;
  const jobId = readJobId(fields.values.get('jobId'));
  if (jobId === undefined) errors.jobId = careerMessages.jobIdInvalid;
  return { input, jobId: jobId ?? 0, errors };
}

function isGender(value: string): value is (typeof genderOptions)[number] {
  return (genderOptions as readonly string[]).includes(value);
}

export interface JobApplicationServiceOptions {
  applications: JobApplicationRepository;
  uploads: Uploads;
}

export interface JobApplicationReceipt {
  reference: string;
  jobId: number;
  resumeType: ResumeFileType;
}

export function createJobApplicationService({ applications, uploads }: JobApplicationServiceOptions) {
  const store: PrivateFileStore = uploads.privateStore('resumes');

  /** Reads the form: its fields, and the resume into the store under `key`. The resume is discarded if reading fails. */
  async function readApplication(request: FastifyRequest, key: string) {
    let resume: ReceivedResume | undefined;
    try {
      const fields = await readMultipartForm(request, {
        refusals: careerRefusals,
        async receiveFile(part: MultipartFile) {
          if (part.fieldname !== RESUME_FIELD || resume) return discardFilePart(part);
          const incoming = await store.putFile(key, part.file);
          resume = { incoming, originalName: cleanOriginalFileName(part.filename) };
          if (part.file.truncated) throw careerRefusals.fileTooLarge();
        },
      });
      return { fields, resume };
    } catch (error) {
      if (resume) await store.discardFiles([key]);
      throw error;
    }
  }

  return {
    /** The store holding the resumes, to read one back by the name its row gives it. */
    store,

    /** Checks and stores one application with its resume: the row and the file together, or neither. */
    async submitApplication(request: FastifyRequest, reply: FastifyReply): Promise<JobApplicationReceipt> {
      checkUploadRequest(request, reply, REQUEST_MAX_BYTES, careerRefusals);
      const key = store.createFileKey();
      uploads.trackStem(key);
      let leftover = false;
      try {
        const { fields, resume } = await readApplication(request, key);
        leftover = resume !== undefined;
        const { input, jobId, errors } = checkApplicationFields(fields);

        let resumeType: ResumeFileType | null = null;
        if (!resume) errors[RESUME_FIELD] = jobApplicationMessages.resumeRequired;
        else {
          // at most RESUME_MAX_BYTES, enforced while it streamed in
          const bytes = await store.useLocalCopy(key, (filePath) => fsp.readFile(filePath));
          resumeType = detectResumeFileType(bytes);
          if (!resumeType) errors[RESUME_FIELD] = jobApplicationMessages.resumeType;
          else if (resumeType === 'pdf') {
            // staff open it: nothing that runs, no attachment, nothing outside the PDF's structure, no encryption
            const pdf = await checkPdfFileInThread(bytes);
            if (!pdf.ok) {
              request.log.info({ reason: pdf.detail }, 'resume PDF refused');
              errors[RESUME_FIELD] = choosePdfRefusalMessage(pdf.reason, resumePdfMessages);
              resumeType = null;
            }
          }
        }
        const jobTitle = errors.jobId === undefined ? await applications.findJobTitle(jobId) : undefined;
        if (errors.jobId === undefined && jobTitle === undefined) errors.jobId = careerMessages.jobUnknown;
        if (hasErrors(errors) || !resume || !resumeType || !isGender(input.gender) || jobTitle === undefined) {
          throw new ApiHttpError(400, Object.values(errors)[0] ?? jobApplicationMessages.failure, errors);
        }

        const fileName = buildResumeFileName(key, resumeType);
        const receivedAt = new Date();
        const stored = await applications.insertApplication(
          {
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
            resumeOriginalName: resume.originalName,
            resumeSize: resume.incoming.size,
            resumeType,
          },
          receivedAt,
          // the row, its file and the applicant's mail commit together (the database store marks the file kept in
          // this transaction)
          async (trx, application) => {
            await store.keepFiles(trx, [key]);
            const message = buildApplicationReceivedMessage(
              { applicationId: application.id, reference: application.reference, name: input.name, email: input.email, jobTitle },
              receivedAt,
            );
            if (message) await enqueueOutboxMessage(trx, message);
          },
        );
        try {
          await store.finishFiles([{ key, storedName: fileName }]);
        } catch (error) {
          try {
            await applications.deleteApplication(stored.id);
          } catch {
            // the row stays, so its incoming file must too: the sweep finishes what the row is waiting for
            leftover = false;
          }
          throw error;
        }
        leftover = false;
        request.log.info({ reference: stored.reference, jobId, resumeType }, 'job application stored');
        return { reference: stored.reference, jobId, resumeType };
      } finally {
        if (leftover) await store.discardFiles([key]);
        uploads.releaseStem(key);
      }
    },
  };
}

export type JobApplicationService = ReturnType<typeof createJobApplicationService>;
