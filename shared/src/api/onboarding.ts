import type { AxiosProgressEvent } from 'axios';
import { request, requestData } from '@chalein/shared/api/client';
import type { StateCityMapping, SubmissionReceipt } from '@chalein/shared/api/types';

export function getStateCityMapping(): Promise<StateCityMapping> {
  return requestData<StateCityMapping>({ method: 'GET', url: '/mapping' });
}

/** POST new-registration/mobile/validate: { success, message } for the blur pre-check. */
export async function validateDriverMobile(contactNumber: string): Promise<{ success: boolean; message?: string }> {
  const envelope = await request<null>({
    method: 'POST',
    url: '/new-registration/mobile/validate',
    data: { contactNumber },
    // a 4xx here is an answer ("already registered"), not a failure of the call
    validateStatus: (status) => status < 500,
  });
  return { success: envelope.success, message: envelope.message };
}

/** POST new-registration, multipart: every driver field and the eight documents. */
export function submitDriverRegistration(
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<SubmissionReceipt> {
  return requestData<SubmissionReceipt>({
    method: 'POST',
    url: '/new-registration',
    data: form,
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (onProgress && event.total) onProgress(event.loaded / event.total);
    },
  });
}
