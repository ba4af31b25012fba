// Multipart forms as a browser sends them, for the API's tests and the cluster's: the fields and files of an
// upload form, encoded with the platform's own FormData and Response, boundary and all.

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
