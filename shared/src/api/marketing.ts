import { request, requestData } from '@chalein/shared/api/client';
import { buildIdempotencyHeaders } from '@chalein/shared/api/idempotency-key';
import type {
  Blog,
  CmsPage,
  ContactMessageRequest,
  Faq,
  InvestorEnquiryRequest,
  NewsUpdate,
  SeoPageEntry,
  SubmissionReceipt,
  SupportTicketRequest,
  TeamMember,
  Testimonial,
} from '@chalein/shared/api/types';

export function getTestimonials(): Promise<Testimonial[]> {
  return requestData<Testimonial[]>({ method: 'GET', url: '/testimonials' });
}

export function getNewsUpdates(): Promise<NewsUpdate[]> {
  return requestData<NewsUpdate[]>({ method: 'GET', url: '/news_updates' });
}

export function getFaqs(): Promise<Faq[]> {
  return requestData<Faq[]>({ method: 'GET', url: '/faqs' });
}

export function getTeamMembers(): Promise<TeamMember[]> {
  return requestData<TeamMember[]>({ method: 'POST', url: '/our_team' });
}

export function getCmsPage(id: number): Promise<CmsPage> {
  return requestData<CmsPage>({ method: 'POST', url: '/cms', data: { id } });
}

export function getBlogs(): Promise<Blog[]> {
  return requestData<Blog[]>({ method: 'POST', url: '/blogs', data: {} });
}

/** One blog by its slug (or numeric id), for the article page. */
export function getBlog(slugOrId: string): Promise<Blog> {
  return requestData<Blog>({ method: 'GET', url: `/blogs/${encodeURIComponent(slugOrId)}` });
}

/** GET seodata: the metadata of every page that has some, for the /seo site index. */
export function getSeoIndex(): Promise<SeoPageEntry[]> {
  return requestData<SeoPageEntry[]>({ method: 'GET', url: '/seodata' });
}

/** `idempotencyKey`: the same for every send of one submission, so the server stores it once. */
export async function submitContactMessage(body: ContactMessageRequest, idempotencyKey?: string): Promise<SubmissionReceipt> {
  return requestData<SubmissionReceipt>({
    method: 'POST',
    url: '/contact-us',
    data: body,
    headers: buildIdempotencyHeaders(idempotencyKey),
  });
}

export async function submitInvestorEnquiry(body: InvestorEnquiryRequest, idempotencyKey?: string): Promise<SubmissionReceipt> {
  return requestData<SubmissionReceipt>({ method: 'POST', url: '/investor', data: body, headers: buildIdempotencyHeaders(idempotencyKey) });
}

/** Resolves with the server's message (the confirmation the page shows) and the ticket reference. */
export async function submitSupportTicket(
  body: SupportTicketRequest,
  idempotencyKey?: string,
): Promise<{ message?: string; receipt?: SubmissionReceipt }> {
  const envelope = await request<SubmissionReceipt>({
    method: 'POST',
    url: '/support',
    data: body,
    headers: buildIdempotencyHeaders(idempotencyKey),
  });
  if (!envelope.success) throw new Error(envelope.message ?? 'Something went wrong. Please try again.');
  return { message: envelope.message, receipt: envelope.data };
}
