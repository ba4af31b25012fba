import type { SiteRoute } from '@chalein/shared/lib/routes';

// Facts the tests read from the running server, as the site itself would, so parameter routes use real records.

export interface SiteFacts {
  job: { id: number; slugName: string };
  blogSlug: string;
}

function envelopeData(body: unknown, what: string): unknown {
  if (typeof body !== 'object' || body === null || (body as { success?: unknown }).success !== true) {
    throw new Error(`${what}: not a successful envelope: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return (body as { data?: unknown }).data;
}

export async function apiCall(baseUrl: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const json: unknown = await response.json();
  if (!response.ok) throw new Error(`${method} /api${url} answered ${response.status}: ${JSON.stringify(json).slice(0, 300)}`);
  return envelopeData(json, `${method} /api${url}`);
}

function firstRecord(data: unknown, what: string): Record<string, unknown> {
  if (!Array.isArray(data) || data.length === 0) throw new Error(`${what}: expected a non-empty list`);
  const first: unknown = data[0];
  if (typeof first !== 'object' || first === null) throw new Error(`${what}: expected records`);
  return first as Record<string, unknown>;
}

export async function fetchSiteFacts(baseUrl: string): Promise<SiteFacts> {
  const category = firstRecord(await apiCall(baseUrl, 'GET', '/categories'), 'GET /api/categories');
  const blog = firstRecord(await apiCall(baseUrl, 'POST', '/blogs', {}), 'POST /api/blogs');
  const { id, slugName } = category;
  const { blogSlug } = blog;
  if (typeof id !== 'number' || typeof slugName !== 'string') throw new Error('a job category lacks id or slugName');
  if (typeof blogSlug !== 'string') throw new Error('a blog lacks blogSlug');
  return { job: { id, slugName }, blogSlug };
}

/** The route's path with its parameters filled in from real records. */
export function concretePath(route: SiteRoute, facts: SiteFacts): string {
  return route.path
    .replace(':id', String(facts.job.id))
    .replace(':slugName', encodeURIComponent(facts.job.slugName))
    .replace(':slug', encodeURIComponent(facts.blogSlug));
}
