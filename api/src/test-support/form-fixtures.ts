// Test helpers (not tests): form bodies the API's tests and the cluster's tests post, written once here so that a
// change to a form's fields is made in one place.

/** A contact message the API accepts as it is; a test of one field changes that field only. */
export const contactMessage = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha.rao@example.com',
  phone_number: '9876543210',
  address: '12 MG Road, Bengaluru 560001',
  message: 'Do you have wheelchair-accessible cabs at the airport?',
  consent: true,
} as const;

/** The text fields of a job application the API accepts as they are, for the job `jobId`. */
export function buildJobApplicationFields(jobId: number): Record<string, string> {
  return {
    name: 'Asha Rao',
    gender: 'Female',
    prior_experience: '1',
    current_location: 'Bengaluru',
    number: '9876543210',
    email: 'asha@example.in',
    jobId: String(jobId),
    consent: '1',
  };
}

/** A file of a multipart form: the field it is posted as, its bytes, its name and its media type. */
export interface FilePart {
  field: string;
  bytes: Buffer;
  name: string;
  type: string;
}

/** A multipart form as a browser's FormData builds it: the text fields in their order, then the files. */
export function buildMultipartForm(fields: Readonly<Record<string, string>>, files: readonly FilePart[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

/**
 * A form as the bytes a browser sends, boundary and all (the platform's Response serialises a FormData as fetch
 * would), ready for `app.inject`.
 */
export async function encodeForm(form: FormData): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type') ?? '' } };
}

/** The form buildMultipartForm builds, encoded. */
export function encodeMultipart(
  fields: Readonly<Record<string, string>>,
  files: readonly FilePart[] = [],
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  return encodeForm(buildMultipartForm(fields, files));
}
