import { request, requestData } from '@chalein/shared/api/client';
import { buildIdempotencyHeaders } from '@chalein/shared/api/idempotency-key';
import type { HealthStatus, NewsletterRequest, NewsletterUnsubscribeState, SeoData } from '@chalein/shared/api/types';

/** POST seodata {id}: a page's metadata; the caller falls back to defaults when this throws. */
export function getSeoData(id: number): Promise<SeoData> {
  return requestData<SeoData>({ method: 'POST', url: '/seodata', data: { id } });
}

/** POST news/letter {email}: resolves with the server's message; a repeated address also succeeds. */
export async function subscribeToNewsletter(body: NewsletterRequest, idempotencyKey?: string): Promise<string | undefined> {
  const envelope = await request<null>({
    method: 'POST',
    url: '/news/letter',
    data: body,
    headers: buildIdempotencyHeaders(idempotencyKey),
  });
  return envelope.message;
}

export function getHealth(): Promise<HealthStatus> {
  return requestData<HealthStatus>({ method: 'GET', url: '/health' });
}

/** GET newsletter/unsubscribe/:token: whether its subscription is still on the list; a 404 for a token not ours. */
export function getNewsletterUnsubscribeState(token: string): Promise<NewsletterUnsubscribeState> {
  return requestData<NewsletterUnsubscribeState>({ method: 'GET', url: `/newsletter/unsubscribe/${encodeURIComponent(token)}` });
}
