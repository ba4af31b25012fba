import type { AxiosRequestConfig } from 'axios';
import { requestData } from '@chalein/shared/api/client';

// The staff console's calls go through the site's one API client; what this adds is the CSRF token. Every write
// under /api/staff needs `x-csrf-token` (an HMAC of the session, docs/decisions/0039-staff-sessions-and-roles.md),
// which the code step and GET /api/staff/me answer with: kept here, in this tab's memory only, and sent with each
// write, so no page has to thread it through.

let csrfToken: string | null = null;

/** Remembers the token of the session just signed in to (or read back), for the writes that follow. */
export function rememberStaffCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** The token writes send now (null before sign-in or after sign-out). */
export function readStaffCsrfToken(): string | null {
  return csrfToken;
}

/** A read under /api/staff. */
export function readStaff<T>(url: string, params?: AxiosRequestConfig['params']): Promise<T> {
  return requestData<T>({ method: 'GET', url: `/staff${url}`, params });
}

/** A write under /api/staff, with the CSRF token when there is one (the steps before a session have none). */
export function writeStaff<T>(method: 'POST' | 'PATCH', url: string, data?: unknown): Promise<T> {
  const headers = csrfToken === null ? undefined : { 'x-csrf-token': csrfToken };
  return requestData<T>({ method, url: `/staff${url}`, data, headers });
}
