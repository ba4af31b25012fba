import { detectResumeFileType, type ResumeFileType } from '../http/resume-file-type';
import { readStoredFile } from '../onboarding/driver-document-file';
import type { PrivateFileStore } from '../uploads/private-file-storage';

// A resume read back for a recruiter: the stored bytes must be as long as its row recorded and still be the type it
// recorded (the same check as when it was received), or nothing is served.

export const RESUME_CONTENT_TYPES: Readonly<Record<ResumeFileType, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

/** Thrown when a stored resume is not what its row recorded; the route answers 500 and logs why. */
export class StoredResumeMismatchError extends Error {
  constructor(storedName: string, what: string) {
    super(`resume ${storedName}: ${what}`);
    this.name = 'StoredResumeMismatchError';
  }
}

export async function readCheckedResume(
  store: PrivateFileStore,
  resume: { resumeFile: string; resumeSize: number; resumeType: ResumeFileType },
): Promise<Buffer> {
  // read whole: the type check reads the file's end too (a PDF's trailer, a DOCX's directory)
  const bytes = await readStoredFile(store, resume.resumeFile);
  if (bytes.length !== resume.resumeSize)
    throw new StoredResumeMismatchError(resume.resumeFile, `${bytes.length} bytes, its row says ${resume.resumeSize}`);
  const type = detectResumeFileType(bytes);
  if (type !== resume.resumeType)
    throw new StoredResumeMismatchError(
      resume.resumeFile,
      `its bytes are ${type ?? 'no accepted type'}, its row says ${resume.resumeType}`,
    );
  return bytes;
}
