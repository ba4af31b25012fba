import { readStaff, writeStaff } from '@chalein/shared/api/staff-client';
import type { NewsletterSubscriberPage, NewsletterSubscriberQuery } from '@chalein/shared/api/staff-inbox-types';
import { buildStaffExportUrl, compactStaffQuery } from '@chalein/shared/api/staff-query';

// The newsletter's subscribers in the staff console.

/** A page of subscribers, newest first, optionally those whose address contains `query.q`. */
export function listNewsletterSubscribers(query: NewsletterSubscriberQuery = {}): Promise<NewsletterSubscriberPage> {
  return readStaff<NewsletterSubscriberPage>('/newsletter', compactStaffQuery(query));
}

/** Unsubscribes an address: the server deletes it, so nothing of it is left to mail or export. */
export async function unsubscribeNewsletterAddress(id: number): Promise<void> {
  await writeStaff<{ id: number }>('POST', `/newsletter/${id}/unsubscribe`);
}

/** The CSV of every subscriber the search matches (a download; the server audits it). */
export function buildNewsletterExportUrl(q?: string): string {
  return buildStaffExportUrl('/newsletter/export.csv', { q });
}
