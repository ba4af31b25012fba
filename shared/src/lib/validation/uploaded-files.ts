// What the server says when it refuses an uploaded file for what is inside it rather than for its type (a wrong
// type keeps the form's own message: driverMessages.documentType, jobApplicationMessages.resumeType). The pages show
// these under the file's field, as the server sends them in the request's language. The limits the messages quote
// are filled in from the constants below (validation-message.ts), kept here so that module loads no form's rules.

/** The largest a driver's document and a resume may be (the forms and the server check both). */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** The largest picture a driver's document may be: a phone camera's full resolution fits with room to spare. */
export const IMAGE_MAX_MEGAPIXELS = 50;
export const IMAGE_MAX_SIDE_PX = 12_000;

export const uploadedFileMessages = {
  pictureTooLarge: 'uploadedFile.pictureTooLarge',
  documentPdfNotPlain: 'uploadedFile.documentPdfNotPlain',
  documentPdfProtected: 'uploadedFile.documentPdfProtected',
  resumePdfNotPlain: 'uploadedFile.resumePdfNotPlain',
  resumePdfProtected: 'uploadedFile.resumePdfProtected',
} as const;
