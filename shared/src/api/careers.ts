import type { AxiosProgressEvent } from 'axios';
import { requestData } from '@chalein/shared/api/client';
import type { JobApplicationFields, JobCategory, JobDetails, SubmissionReceipt } from '@chalein/shared/api/types';

export function getJobCategories(): Promise<JobCategory[]> {
  return requestData<JobCategory[]>({ method: 'GET', url: '/categories' });
}

export function getJobDetails(id: string | number): Promise<JobDetails> {
  return requestData<JobDetails>({ method: 'GET', url: `/job-details-page/${encodeURIComponent(String(id))}` });
}

/** POST career, multipart: the fields plus resume_cv. onProgress gets 0..1 while the upload runs. */
export function submitJobApplication(
  fields: JobApplicationFields,
  resume: File,
  onProgress?: (fraction: number) => void,
): Promise<SubmissionReceipt> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('resume_cv', resume);
  return requestData<SubmissionReceipt>({
    method: 'POST',
    url: '/career',
    data: form,
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (onProgress && event.total) onProgress(event.loaded / event.total);
    },
  });
}
