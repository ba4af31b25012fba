import { readStaff } from '@chalein/shared/api/staff-client';
import type { AuditPage, AuditQuery } from '@chalein/shared/api/staff-types';

/** A page of the audit trail, newest first, filtered; `query.before` is the cursor of the page after one. */
export function listAuditEvents(query: AuditQuery = {}): Promise<AuditPage> {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  return readStaff<AuditPage>('/audit', params);
}
