import type { StaffRoleName } from '@chalein/shared/api/staff-types';

// What the staff inboxes' calls (messages, newsletter, job applications) send and answer, as the browser sees them.
// The server's TypeBox schemas live with each feature (api/src/enquiries/staff-inbox-schemas.ts,
// api/src/careers/application-inbox-schemas.ts); api/src/staff/staff-inbox-client-types.test.ts fails to compile
// when these drift from them.

// ---- messages: contact messages, investor enquiries and support tickets

export const STAFF_MESSAGE_KINDS = ['contact', 'investor', 'support'] as const;
export type StaffMessageKind = (typeof STAFF_MESSAGE_KINDS)[number];

export const STAFF_MESSAGE_STATUSES = ['new', 'in-progress', 'done'] as const;
export type StaffMessageStatus = (typeof STAFF_MESSAGE_STATUSES)[number];

/**
 * Who handles each kind. The server narrows every list to these and refuses the others; the console uses the same
 * map only to offer the kinds a person can open.
 */
export const STAFF_MESSAGE_KIND_ROLES: Readonly<Record<StaffMessageKind, readonly StaffRoleName[]>> = {
  contact: ['admin', 'support'],
  investor: ['admin', 'investor-relations'],
  support: ['admin', 'support'],
};

/** The kinds a person with `roles` handles, in STAFF_MESSAGE_KINDS's order. */
export function selectStaffMessageKinds(roles: readonly StaffRoleName[]): StaffMessageKind[] {
  return STAFF_MESSAGE_KINDS.filter((kind) => STAFF_MESSAGE_KIND_ROLES[kind].some((role) => roles.includes(role)));
}

export interface StaffPerson {
  id: number;
  name: string;
}

/** A row of the messages list; `name`, `email` are null for a support ticket, `subject` for the others. */
export interface StaffMessageSummary {
  kind: StaffMessageKind;
  id: number;
  reference: string;
  receivedAt: string;
  status: StaffMessageStatus;
  assignee: StaffPerson | null;
  name: string | null;
  email: string | null;
  subject: string | null;
  preview: string;
}

export interface StaffMessagePage {
  messages: StaffMessageSummary[];
  nextCursor: string | null;
}

/** The list's and the export's filters (the export takes no cursor or limit). */
export interface StaffMessageFilter {
  kind?: StaffMessageKind;
  status?: StaffMessageStatus;
  /** received at or after: a date (2026-11-26) or an instant */
  from?: string;
  /** received before */
  to?: string;
  q?: string;
  assignee?: 'me' | 'none';
}

export interface StaffMessageQuery extends StaffMessageFilter {
  cursor?: string;
  limit?: number;
}

/** Everything a message holds; a field its kind does not have is null. */
export interface StaffMessageDetail {
  kind: StaffMessageKind;
  id: number;
  reference: string;
  receivedAt: string;
  status: StaffMessageStatus;
  assignee: StaffPerson | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  alternativePhone: string | null;
  address: string | null;
  ticketType: string | null;
  subject: string | null;
  text: string;
  consentAt: string | null;
}

export interface StaffMessageNote {
  id: number;
  author: StaffPerson;
  createdAt: string;
  text: string;
}

/** The message and its notes, oldest note first: the detail's answer and each change's. */
export interface StaffMessageResult {
  message: StaffMessageDetail;
  notes: StaffMessageNote[];
}

// ---- newsletter

export interface NewsletterSubscriber {
  id: number;
  email: string;
  subscribedAt: string;
}

export interface NewsletterSubscriberPage {
  subscribers: NewsletterSubscriber[];
  nextCursor: string | null;
}

export interface NewsletterSubscriberQuery {
  /** a part of the address */
  q?: string;
  cursor?: string;
  limit?: number;
}

// ---- job applications

export const JOB_APPLICATION_STATUSES = ['new', 'shortlisted', 'rejected', 'hired'] as const;
export type JobApplicationStatus = (typeof JOB_APPLICATION_STATUSES)[number];
/** The statuses a recruiter may choose to tell the applicant about (by e-mail). */
export const NOTIFIABLE_JOB_APPLICATION_STATUSES = ['shortlisted', 'rejected'] as const satisfies readonly JobApplicationStatus[];

export interface JobApplicationEntry {
  /** JA-2026-00042: the application's address in the console and the API */
  reference: string;
  name: string;
  email: string;
  contactNumber: string;
  currentLocation: string;
  jobId: number;
  jobTitle: string;
  status: JobApplicationStatus;
  priorExperience: boolean;
  resumeType: 'pdf' | 'docx' | 'doc';
  createdAt: string;
  statusChangedAt: string | null;
}

export interface JobApplicationPage {
  applications: JobApplicationEntry[];
  nextCursor: string | null;
}

export interface JobApplicationFilter {
  /** a job's id */
  job?: number;
  status?: JobApplicationStatus;
  /** a part of the name or the email address */
  q?: string;
}

export interface JobApplicationQuery extends JobApplicationFilter {
  cursor?: string;
  limit?: number;
}

export interface JobApplicationDetail extends JobApplicationEntry {
  gender: string;
  additionalInformation: string;
  referencePersonName: string | null;
  referencePersonEmail: string | null;
  resume: {
    originalName: string;
    byteSize: number;
    /** where the resume downloads: an attachment, and each download is audited */
    url: string;
  };
  consentAt: string;
}
