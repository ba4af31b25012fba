import type { Static } from '@sinclair/typebox';
import type { AxiosProgressEvent } from 'axios';
import { requestData } from '@chalein/shared/api/client';
import { DRIVER_REGISTRATION_TIMEOUT_MS } from '@chalein/shared/api/onboarding';
import type {
  driverApplicationSchema,
  driverStatusDocumentSchema,
  driverStatusLookupSchema,
  driverStatusResultSchema,
} from '@chalein/shared/api/schemas/driver-status';
import type { DriverDocumentField } from '@chalein/shared/lib/validation/driver-registration';

// The driver status page's calls (api/src/onboarding/driver-status-routes.ts). Both are POSTs: the mobile number
// never travels in an address, where logs and the browser's history would keep it.

export type DriverStatusLookup = Static<typeof driverStatusLookupSchema>;
export type DriverApplication = Static<typeof driverApplicationSchema>;
export type DriverStatusDocument = Static<typeof driverStatusDocumentSchema>;
export type DriverStatusResult = Static<typeof driverStatusResultSchema>;

/** The application of this reference and mobile number, with the token that stands for them in an upload. */
export function lookUpDriverApplication(lookup: DriverStatusLookup): Promise<DriverStatusResult> {
  return requestData<DriverStatusResult>({ method: 'POST', url: '/driver-status/lookup', data: lookup });
}

/** Sends again one document a reviewer rejected; answers the application as it now is. */
export function uploadRejectedDocument(
  token: string,
  documentType: DriverDocumentField,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<DriverStatusResult> {
  const form = new FormData();
  form.append('token', token);
  form.append('documentType', documentType);
  form.append('document', file, file.name);
  return requestData<DriverStatusResult>({
    method: 'POST',
    url: '/driver-status/documents',
    data: form,
    // one photo on a slow mobile network: the registration's own allowance
    timeout: DRIVER_REGISTRATION_TIMEOUT_MS,
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (onProgress && event.total) onProgress(event.loaded / event.total);
    },
  });
}
