import type { AxiosProgressEvent } from 'axios';
import { request, requestData } from '@chalein/shared/api/client';
import { buildIdempotencyHeaders } from '@chalein/shared/api/idempotency-key';
import type { StateCityMapping, SubmissionReceipt } from '@chalein/shared/api/types';

export function getStateCityMapping(): Promise<StateCityMapping> {
  return requestData<StateCityMapping>({ method: 'GET', url: '/mapping' });
}

/** POST new-registration/mobile/validate: { success, message } for the blur pre-check. */
export async function validateDriverMobile(contactNumber: string): Promise<{ success: boolean; message?: string; registered: boolean }> {
  let answeredStatus = 0;
  const envelope = await request<null>({
    method: 'POST',
    url: '/new-registration/mobile/validate',
    data: { contactNumber },
    // a 4xx here is an answer ("already registered"), not a failure of the call
    validateStatus: (status) => {
      answeredStatus = status;
      return status < 500;
    },
  });
  // 409 is "already registered": the message is in the page's language, so the status says which refusal it is
  return { success: envelope.success, message: envelope.message, registered: answeredStatus === 409 };
}

/**
 * How long a registration's upload may take: eight photos on a slow mobile network need far longer than the
 * client's 15 s default, and the progress bar shows the driver it is moving.
 */
export const DRIVER_REGISTRATION_TIMEOUT_MS = 5 * 60_000;

/**
 * POST new-registration from the form's text fields and its chosen documents (field name -> file), built into
 * one multipart body here, with one progress callback for the whole upload.
 */
export function submitDriverRegistrationDocuments(
  fields: Readonly<Record<string, string>>,
  documents: Readonly<Record<string, File>>,
  onProgress?: (fraction: number) => void,
  idempotencyKey?: string,
): Promise<SubmissionReceipt> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(documents)) form.append(name, file, file.name);
  return requestData<SubmissionReceipt>({
    method: 'POST',
    url: '/new-registration',
    data: form,
    headers: buildIdempotencyHeaders(idempotencyKey),
    timeout: DRIVER_REGISTRATION_TIMEOUT_MS,
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (onProgress && event.total) onProgress(event.loaded / event.total);
    },
  });
}
