// What the server says when it refuses an uploaded file for what is inside it rather than for its type (a wrong
// type keeps the form's own message: 'Please upload a JPEG, PNG, or PDF file.', 'Please upload a PDF, DOC, or DOCX
// file.'). The pages show these under the file's field, as the server sends them.

/** The largest picture a driver's document may be: a phone camera's full resolution fits with room to spare. */
export const IMAGE_MAX_MEGAPIXELS = 50;
export const IMAGE_MAX_SIDE_PX = 12_000;

const PDF_NOT_PLAIN =
  'This PDF contains scripts, attachments or hidden data, which we cannot accept. Please save it again as a PDF (Print to PDF)';
const PDF_PROTECTED = 'This PDF is protected with a password or encryption. Please upload an unprotected copy';

export const uploadedFileMessages = {
  pictureTooLarge: `This picture is too large: please upload one of at most ${IMAGE_MAX_MEGAPIXELS} megapixels and ${IMAGE_MAX_SIDE_PX.toLocaleString('en-IN')} pixels a side.`,
  documentPdfNotPlain: `${PDF_NOT_PLAIN} or upload a photo of the document.`,
  documentPdfProtected: `${PDF_PROTECTED}, or a photo of the document.`,
  resumePdfNotPlain: `${PDF_NOT_PLAIN}, or upload a DOC or DOCX file.`,
  resumePdfProtected: `${PDF_PROTECTED}, or a DOC or DOCX file.`,
} as const;
