// Request and response types of every call in spec section 7, as the API server answers them.
// Field names are the spec's (section 3), so pages read what the spec describes.

/** One response shape everywhere (decisions.md 'API contract'). */
export interface ApiEnvelope<T> {
  success: boolean;
  message?: string;
  data?: T;
  /** field name -> message, on 4xx for bad input */
  errors?: Record<string, string>;
}

export interface Testimonial {
  id: number;
  firstName: string;
  lastName: string;
  /** file name under the testimonial upload folder */
  imageURL: string;
  description: string;
  rating: number;
  cityName: string;
}

export interface NewsUpdate {
  id: number;
  /** file name under the news upload folder */
  image: string;
  title: string;
  description: string;
  /** ISO 8601 date-time */
  created_at: string;
}

export interface Faq {
  id: number;
  category: string;
  question: string;
  answer: string;
}

export interface NewsletterRequest {
  email: string;
}

export interface SeoData {
  metaTitle: string;
  metaDescription: string;
  metaKeyword: string;
  /** share image: a URL path on this site */
  head: string;
}

export interface TeamMember {
  iTeamId: number;
  strName: string;
  strDesignation: string;
  /** HTML */
  strDescription: string;
  /** file name under the team upload folder */
  strImage: string;
  strLinkedInUrl: string | null;
  strInstagramUrl: string | null;
  strFacebookUrl: string | null;
  strXUrl: string | null;
}

export interface ContactMessageRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone_number: string;
  message: string;
  address: string;
  /** the visitor agreed to our use of these details to reply (DPDP Act 2023); the server refuses anything else */
  consent: boolean;
}

export interface JobCategory {
  id: number;
  job_title: string;
  /** file name under the job-category upload folder */
  imageURL: string;
  slugName: string;
}

export interface JobDetails {
  'job-category-master': { id: number; job_title: string; slugName: string };
  /** HTML */
  content: string;
}

export interface JobApplicationFields {
  name: string;
  gender: string;
  current_location: string;
  number: string;
  email: string;
  additional_information: string;
  prior_experience: '1' | '0' | '';
  reference_person_name: string;
  reference_person_email: string;
  jobId: string;
  /** '1' when the applicant agreed to our use of these details and the resume (DPDP Act 2023); the server refuses anything else */
  consent: '1' | '';
}

export interface PassDetailRequest {
  passid: number;
}

export interface PassDetail {
  iPassId: number;
  /** 1 means the pass can be bought now */
  iStatus: number;
}

export type Gender = 'Male' | 'Female' | 'Other';

export interface RiderRegistrationRequest {
  name: string;
  mobile: string;
  email: string;
  gender: Gender | '';
  iPassId: number;
  /** sent by the first call as the spec describes; the server ignores it and prices from its catalog */
  amount?: number;
  currency?: 'INR';
  /** the rider agreed to our use of these details to issue the pass (DPDP Act 2023); the server refuses anything else */
  consent: boolean;
}

export interface PaymentOrder {
  /** rupees */
  amount: number;
  currency: 'INR';
  order_id: string;
  customerid: number;
  /** the provider's public key id for its checkout (never a secret) */
  key: string;
  passName: string;
}

export interface PaymentStatusRequest {
  order_id: string;
  customerid: number;
  iPassId: number;
  razorpay_id: string;
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
  amount: number;
  currency: 'INR';
  /** 1 paid, 0 dismissed or failed */
  iPaymentStatus: 0 | 1;
}

export interface PaymentStatusResult {
  orderStatus: 'created' | 'attempted' | 'paid' | 'failed';
  passIssued: boolean;
  /** the pass the paid order issued, with its validity window (ISO 8601 instants) */
  issuedPass?: IssuedPassSummary;
  /**
   * the provider's id of the payment that paid the order (paid orders only), so a page that learns of the payment
   * without the checkout's answer (a checkout dismissed after it was paid) can still show it
   */
  paymentId?: string;
}

export interface IssuedPassSummary {
  passName: string;
  validFrom: string;
  validUntil: string;
}

/** POST front/pass/purchase/order/status: how an order stands, for the thank-you page while a payment is confirmed. */
export interface PurchaseStatusRequest {
  order_id: string;
  customerid: number;
}

/** GET payments/checkout-config: which checkout script the pass pages load, and its public key (never a secret). */
export interface CheckoutConfig {
  provider: 'sandbox' | 'razorpay';
  key: string;
  scriptUrl: string;
}

export interface MobileValidationRequest {
  contactNumber: string;
}

export interface State {
  stateId: number;
  stateName: string;
}

export interface City {
  cityId: number;
  cityName: string;
  stateMasterStateId: number;
}

export interface StateCityMapping {
  states: State[];
  cities: City[];
}

export interface CmsPage {
  strTitle: string;
  /** HTML */
  strDescription: string;
}

export interface InvestorEnquiryRequest {
  strFullName: string;
  strEmail: string;
  iMobile: string;
  iAlternativeMobile: string;
  strDescription: string;
  /** as on the contact form: consent to use these details to reply */
  consent: boolean;
}

export type TicketType = 'Sales Query' | 'Technical Query' | 'Account Query';

export interface SupportTicketRequest {
  strTicketType: TicketType | '';
  strSubject: string;
  strDescription: string;
}

export interface Blog {
  blogId: number;
  blogSlug: string;
  blogTitle: string;
  /** file name under the blog upload folder */
  blogImage: string;
  /** HTML */
  blogDescription: string;
  publishedAt: string;
}

/** One page's metadata in the site index (GET /api/seodata), keyed by the seoId of shared/src/lib/routes.ts. */
export interface SeoPageEntry extends SeoData {
  id: number;
}

/** What a stored submission answers: the reference number shown in the confirmation. */
export interface SubmissionReceipt {
  reference: string;
}

export interface HealthStatus {
  status: 'ok';
  database: 'ok';
  uptimeSeconds: number;
}

export type PassAudience = 'customer' | 'driver';
export type PassGroup = 'limited' | 'customer' | 'driver';

/** One pass of the server's catalog (GET /api/passes): the only source of prices. */
export interface PassCatalogEntry {
  iPassId: number;
  /** route path without the slash, e.g. 'daylight_pass' */
  slug: string;
  name: string;
  audience: PassAudience;
  group: PassGroup;
  /** rupees */
  price: number;
  /** struck-through rupees, or null */
  listPrice: number | null;
  /** e.g. 'per day', 'for 3 months' */
  periodLabel: string;
  summary: string;
  eligibility: string;
  benefits: string[];
  howToAvail: string[];
  terms: string[];
  /** file name under the pass upload folder */
  image: string;
}
