import type { DriverQueueEntry, DriverRegistrationDetail } from '@chalein/shared/api/staff-drivers';
import type { StaffMe } from '@chalein/shared/api/staff-types';
import { driverDocumentFields } from '@chalein/shared/lib/validation/driver-registration';

// The driver review calls' answers as the console's page tests use them.

export const driverOpsMe: StaffMe = { id: 4, email: 'kiran@chalein.in', name: 'Kiran Das', roles: ['driver-ops'], csrfToken: 'csrf-4' };

export const recruiterMe: StaffMe = { id: 5, email: 'nila@chalein.in', name: 'Nila Shah', roles: ['recruiter'], csrfToken: 'csrf-5' };

export function buildQueueEntry(reference: string, change: Partial<DriverQueueEntry> = {}): DriverQueueEntry {
  return {
    reference,
    fullName: 'Ravi Kumar',
    cityName: 'Bengaluru',
    driverCategory: 'Cab',
    vehicleCategory: 'Four-Wheeler',
    status: 'submitted',
    version: 1,
    createdAt: '2026-11-20T04:30:00.000Z',
    reviewedAt: null,
    documentsApproved: 0,
    documentsRejected: 0,
    resubmittedAt: null,
    ...change,
  };
}

const LABELS: Record<string, string> = {
  adharCardFrontPhoto: 'Aadhaar card, front',
  adharCardBackPhoto: 'Aadhaar card, back',
  chequeBook: 'Cheque book',
  chequePhoto: 'Cancelled cheque',
  drivingLicenseFrontPhoto: 'Driving licence, front',
  drivingLicenseBackPhoto: 'Driving licence, back',
  registrationCertificateNoFrontPhoto: 'Vehicle registration certificate',
  vehicleInsurancePhoto: 'Vehicle insurance',
};

export function buildRegistration(change: Partial<DriverRegistrationDetail> = {}): DriverRegistrationDetail {
  const reference = change.reference ?? 'CHD-7K3M-9QXP';
  return {
    reference,
    status: 'submitted',
    version: 1,
    rejectionReason: null,
    rejectionNote: null,
    reviewedAt: null,
    createdAt: '2026-11-20T04:30:00.000Z',
    resubmittedAt: null,
    details: {
      fullName: 'Ravi Kumar',
      contactNumber: '9876543210',
      driverCategory: 'Cab',
      referralCode: null,
      pincode: '560001',
      address: '12 MG Road',
      stateName: 'Karnataka',
      cityName: 'Bengaluru',
      vehicleCategory: 'Four-Wheeler',
      vehicleNumber: 'KA01AB1234',
      wheelchair: false,
      bankAccountNumber: '••••••••3456',
      ifscCode: '•••••••0001',
      drivingLicenseNumber: '•••••••••••5678',
      dateOfBirth: '••••-••-••',
      consentGivenAt: '2026-11-20T04:29:00.000Z',
    },
    documents: driverDocumentFields.map((documentType) => ({
      documentType,
      label: LABELS[documentType] ?? documentType,
      // the insurance comes as a PDF, the rest as photos
      contentType: documentType === 'vehicleInsurancePhoto' ? 'application/pdf' : 'image/jpeg',
      byteSize: 120_000,
      state: 'pending' as const,
      rejectionReason: null,
      rejectionNote: null,
      reviewedBy: null,
      reviewedAt: null,
      url: `/api/staff/drivers/${reference}/documents/${documentType}`,
      resubmittedAt: null,
      history: [],
    })),
    reasons: {
      document: [
        { code: 'unreadable', label: 'Unreadable or cut off' },
        { code: 'expired', label: 'Expired' },
        { code: 'other', label: 'Other' },
      ],
      registration: [
        { code: 'not-eligible', label: 'The driver is not eligible' },
        { code: 'other', label: 'Other' },
      ],
    },
    ...change,
  };
}
