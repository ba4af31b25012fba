import { readStaff, writeStaff } from '@chalein/shared/api/staff-client';
import type {
  StaffMessageFilter,
  StaffMessageKind,
  StaffMessageNote,
  StaffMessagePage,
  StaffMessageQuery,
  StaffMessageResult,
  StaffMessageStatus,
} from '@chalein/shared/api/staff-inbox-types';
import { buildStaffExportUrl, compactStaffQuery } from '@chalein/shared/api/staff-query';

// The messages inbox (contact, investor, support): each call is limited on the server to the kinds the person's
// roles handle. Every change answers the message and its notes as they are now.

function messagePath(kind: StaffMessageKind, id: number): string {
  return `/messages/${kind}/${id}`;
}

/** A page of messages, newest first; `query.cursor` is the `nextCursor` of the page before. */
export function listStaffMessages(query: StaffMessageQuery = {}): Promise<StaffMessagePage> {
  return readStaff<StaffMessagePage>('/messages', compactStaffQuery(query));
}

export function getStaffMessage(kind: StaffMessageKind, id: number): Promise<StaffMessageResult> {
  return readStaff<StaffMessageResult>(messagePath(kind, id));
}

export function updateStaffMessageStatus(kind: StaffMessageKind, id: number, status: StaffMessageStatus): Promise<StaffMessageResult> {
  return writeStaff<StaffMessageResult>('POST', `${messagePath(kind, id)}/status`, { status });
}

/** Makes the signed-in person the message's assignee. */
export function assignStaffMessage(kind: StaffMessageKind, id: number): Promise<StaffMessageResult> {
  return writeStaff<StaffMessageResult>('POST', `${messagePath(kind, id)}/assign`);
}

export function unassignStaffMessage(kind: StaffMessageKind, id: number): Promise<StaffMessageResult> {
  return writeStaff<StaffMessageResult>('POST', `${messagePath(kind, id)}/unassign`);
}

/** An internal note, seen by staff only. */
export async function addStaffMessageNote(kind: StaffMessageKind, id: number, text: string): Promise<StaffMessageNote> {
  return (await writeStaff<{ note: StaffMessageNote }>('POST', `${messagePath(kind, id)}/notes`, { text })).note;
}

/** The CSV of every message the filters match (a download; the server audits it). */
export function buildStaffMessagesExportUrl({ kind, status, from, to, q, assignee }: StaffMessageFilter): string {
  return buildStaffExportUrl('/messages/export.csv', { kind, status, from, to, q, assignee });
}
