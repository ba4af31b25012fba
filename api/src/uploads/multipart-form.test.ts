import { ApiHttpError } from '../http/api-envelope';
import { computeRequestMaxBytes, describeUploadError, isConsentGiven, type UploadRefusals } from './multipart-form';

// The mapping both upload forms share; the forms' own tests cover the same answers end to end.

const refusals: UploadRefusals = {
  notMultipart: 'not multipart',
  unreadable: 'unreadable',
  fileTooLarge: () => new ApiHttpError(413, 'too large', { file: 'too large' }),
  tooManyFiles: () => new ApiHttpError(413, 'too many files'),
  tooManyFields: () => new ApiHttpError(413, 'too many fields'),
};

function withCode(code: string): Error {
  return Object.assign(new Error(code), { code });
}

function describeAnswer(error: unknown): { status: number; message: string } | unknown {
  const described = describeUploadError(error, refusals);
  return described instanceof ApiHttpError ? { status: described.statusCode, message: described.message } : described;
}

describe('describeUploadError', () => {
  it("answers the limits with 413 in the form's own words", () => {
    expect(describeAnswer(withCode('FST_REQ_FILE_TOO_LARGE'))).toEqual({ status: 413, message: 'too large' });
    expect(describeAnswer(withCode('FST_FILES_LIMIT'))).toEqual({ status: 413, message: 'too many files' });
    expect(describeAnswer(withCode('FST_FIELDS_LIMIT'))).toEqual({ status: 413, message: 'too many fields' });
    expect(describeAnswer(withCode('FST_PARTS_LIMIT'))).toEqual({ status: 413, message: 'too many fields' });
  });

  it('answers a body that is not multipart with 415 and a malformed one with 400', () => {
    expect(describeAnswer(withCode('FST_INVALID_MULTIPART_CONTENT_TYPE'))).toEqual({ status: 415, message: 'not multipart' });
    expect(describeAnswer(new Error('Unexpected end of form'))).toEqual({ status: 400, message: 'unreadable' });
    expect(describeAnswer(withCode('ERR_STREAM_PREMATURE_CLOSE'))).toEqual({ status: 400, message: 'unreadable' });
  });

  it('passes on a failure of this machine (a system call) and an answer already decided', () => {
    const diskFull = Object.assign(new Error('no space left on device'), { code: 'ENOSPC', syscall: 'write' });
    expect(describeUploadError(diskFull, refusals)).toBe(diskFull);
    const decided = new ApiHttpError(409, 'taken');
    expect(describeUploadError(decided, refusals)).toBe(decided);
  });
});

describe('isConsentGiven', () => {
  it('takes what our pages and a plain checkbox send for a ticked box, and nothing else', () => {
    for (const ticked of ['1', 'true', 'on']) expect(isConsentGiven(ticked)).toBe(true);
    for (const other of [undefined, '', '0', 'false', 'yes', 'TRUE']) expect(isConsentGiven(other)).toBe(false);
  });
});

describe('computeRequestMaxBytes', () => {
  it('is the files, the fields and room for the boundaries', () => {
    const limits = { files: 2, fileSize: 1000, fields: 3, fieldSize: 10, fieldNameSize: 10, parts: 5, headerPairs: 10 };
    expect(computeRequestMaxBytes(limits)).toBe(2 * 1000 + 3 * 10 + 64 * 1024);
  });
});
