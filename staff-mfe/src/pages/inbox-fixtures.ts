import type {
  JobApplicationDetail,
  JobApplicationEntry,
  StaffMessageResult,
  StaffMessageSummary,
} from '@chalein/shared/api/staff-inbox-types';
import type { StaffMe } from '@chalein/shared/api/staff-types';

// The inbox calls' answers (messages, newsletter, job applications) as the console's page tests use them.

export const investorRelationsMe: StaffMe = {
  id: 6,
  email: 'dev@chalein.in',
  name: 'Dev Menon',
  roles: ['investor-relations'],
  csrfToken: 'csrf-6',
};

export const hiringMe: StaffMe = { id: 7, email: 'tara@chalein.in', name: 'Tara Sen', roles: ['recruiter'], csrfToken: 'csrf-7' };

export function buildMessageSummary(id: number, change: Partial<StaffMessageSummary> = {}): StaffMessageSummary {
  return {
    kind: 'contact',
    id,
    reference: `CM-2026-${String(id).padStart(5, '0')}`,
    receivedAt: '2026-11-25T06:30:00.000Z',
    status: 'new',
    assignee: null,
    name: 'Meena Pillai',
    email: 'meena@example.in',
    subject: null,
    preview: 'My driver was late twice this week',
    ...change,
  };
}

export function buildMessageResult(
  change: Partial<StaffMessageResult['message']> = {},
  notes: StaffMessageResult['notes'] = [],
): StaffMessageResult {
  return {
    message: {
      kind: 'contact',
      id: 12,
      reference: 'CM-2026-00012',
      receivedAt: '2026-11-25T06:30:00.000Z',
      status: 'new',
      assignee: null,
      name: 'Meena Pillai',
      email: 'meena@example.in',
      phone: '9876543210',
      alternativePhone: null,
      address: '12 MG Road, Bengaluru',
      ticketType: null,
      subject: null,
      text: 'My driver was late twice this week.\nPlease look into it.',
      consentAt: '2026-11-25T06:30:00.000Z',
      ...change,
    },
    notes,
  };
}

export function buildApplicationEntry(reference: string, change: Partial<JobApplicationEntry> = {}): JobApplicationEntry {
  return {
    reference,
    name: 'Arjun Nair',
    email: 'arjun@example.in',
    contactNumber: '9876501234',
    currentLocation: 'Kochi',
    jobId: 3,
    jobTitle: 'Fleet Manager',
    status: 'new',
    priorExperience: true,
    resumeType: 'pdf',
    createdAt: '2026-11-24T05:00:00.000Z',
    statusChangedAt: null,
    ...change,
  };
}

export function buildApplicationDetail(reference: string, change: Partial<JobApplicationDetail> = {}): JobApplicationDetail {
  return {
    ...buildApplicationEntry(reference),
    gender: 'Male',
    additionalInformation: 'Ran a fleet of forty cabs in Kochi.',
    referencePersonName: 'Lakshmi Iyer',
    referencePersonEmail: 'lakshmi@example.in',
    resume: { originalName: 'arjun-cv.pdf', byteSize: 245_760, url: `/api/staff/applications/${reference}/resume` },
    consentAt: '2026-11-24T05:00:00.000Z',
    ...change,
  };
}
