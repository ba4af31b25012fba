import type { StateCityMapping } from '@chalein/shared/api/types';
import type { DriverStatusResult } from '@chalein/shared/api/driver-status';

// Test fixtures (not tests): realistic API answers shared by the page tests and the server-render test, so a page is
// checked on the server with the same data as in the browser.

export const stateCityMapping: StateCityMapping = {
  states: [
    { stateId: 11, stateName: 'Karnataka' },
    { stateId: 14, stateName: 'Maharashtra' },
  ],
  cities: [
    { cityId: 100, cityName: 'Bengaluru', stateMasterStateId: 11 },
    { cityId: 101, cityName: 'Mysuru', stateMasterStateId: 11 },
    { cityId: 200, cityName: 'Mumbai', stateMasterStateId: 14 },
  ],
};

const documentTypes = [
  ['adharCardFrontPhoto', 'Aadhaar card, front'],
  ['adharCardBackPhoto', 'Aadhaar card, back'],
  ['chequeBook', 'Cheque book'],
  ['chequePhoto', 'Cancelled cheque'],
  ['drivingLicenseFrontPhoto', 'Driving licence, front'],
  ['drivingLicenseBackPhoto', 'Driving licence, back'],
  ['registrationCertificateNoFrontPhoto', 'Vehicle registration certificate'],
  ['vehicleInsurancePhoto', 'Vehicle insurance'],
] as const;

/** The status page's answer for a driver whose licence front was rejected as unreadable, the rest approved. */
export const actionNeededResult: DriverStatusResult = {
  token: 'v1:key:iv:tag:sealed-status-token',
  expiresAt: '2026-11-26T10:30:00.000Z',
  application: {
    firstName: 'Ravi',
    status: 'action_needed',
    documents: documentTypes.map(([documentType, label]) =>
      documentType === 'drivingLicenseFrontPhoto'
        ? {
            documentType,
            label,
            state: 'rejected',
            reason: 'We could not read it: the picture is blurred, too dark or cut off.',
            whatToDo: 'Take a new photo in good light, with all four corners of the document in the picture, and upload it here.',
            resubmitted: false,
          }
        : { documentType, label, state: 'approved', reason: null, whatToDo: null, resubmitted: false },
    ),
  },
};

/** The same application once the new licence was sent: back under review. */
export const underReviewResult: DriverStatusResult = {
  ...actionNeededResult,
  application: {
    ...actionNeededResult.application,
    status: 'under_review',
    documents: actionNeededResult.application.documents.map((document) =>
      document.state === 'rejected' ? { ...document, state: 'pending', reason: null, whatToDo: null, resubmitted: true } : document,
    ),
  },
};
