import type { AxiosProgressEvent } from 'axios';
import { requestData } from '@chalein/shared/api/client';
import { buildIdempotencyHeaders } from '@chalein/shared/api/idempotency-key';
import type { JobApplicationFields, JobCategory, JobDetails, SubmissionReceipt } from '@chalein/shared/api/types';

export function getJobCategories(): Promise<JobCategory[]> {
  return requestData<JobCategory[]>({ method: 'GET', url: '/categories' });
}

export function getJobDetails(id: string | number): Promise<JobDetails> {
  return requestData<JobDetails>({ method: 'GET', url: `/job-details-page/${encodeURIComponent(String(id))}` });
}

/**
 * POST career, multipart: the fields plus resume_cv. onProgress gets 0..1 while the upload runs; `idempotencyKey` is
 * the same for every send of one application, so the server stores it once.
 */
export function submitJobApplication(
  fields: JobApplicationFields,
  resume: File,
  onProgress?: (fraction: number) => void,
  idempotencyKey?: string,
): Promise<SubmissionReceipt> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('resume_cv', resume);
  return requestData<SubmissionReceipt>({
    method: 'POST',
    url: '/career',
    data: form,
    headers: buildIdempotencyHeaders(idempotencyKey),
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (onProgress && event.total) onProgress(event.loaded / event.total);
    },
  });
}
