import type { Static } from '@sinclair/typebox';
import type { errorEnvelopeSchema, submissionReceiptSchema } from './schemas/common';
import type { jobCategorySchema, jobDetailsSchema } from './schemas/careers';
import type {
  blogSchema,
  cmsPageSchema,
  contactMessageRequestSchema,
  faqSchema,
  investorEnquiryRequestSchema,
  newsUpdateSchema,
  supportTicketRequestSchema,
  teamMemberSchema,
  testimonialSchema,
} from './schemas/marketing';
import type { citySchema, mobileValidationRequestSchema, stateCityMappingSchema, stateSchema } from './schemas/onboarding';
import type {
  checkoutConfigSchema,
  issuedPassSummarySchema,
  passAudienceSchema,
  passCatalogEntrySchema,
  passDetailRequestSchema,
  passDetailSchema,
  passGroupSchema,
  passReceiptSchema,
  paymentOrderSchema,
  paymentStatusResultSchema,
  purchaseStatusRequestSchema,
} from './schemas/passes';
import type {
  healthStatusSchema,
  newsletterRequestSchema,
  newsletterUnsubscribeStateSchema,
  seoDataSchema,
  seoPageEntrySchema,
} from './schemas/site';

// Request and response types of every call, as the API server answers them; field names are the product's own.
// Where a call has a schema in ./schemas/, its type is that schema's Static (the server validates and serialises
// with the same object), so the two cannot drift apart (docs/decisions/0017-api-schemas.md). Only types are imported:
// TypeBox never reaches the browser's bundles.

/** One response shape everywhere (docs/decisions/0001-api-contract.md). */
export interface ApiEnvelope<T> extends Static<typeof errorEnvelopeSchema> {
  data?: T;
}

export type Testimonial = Static<typeof testimonialSchema>;
export type NewsUpdate = Static<typeof newsUpdateSchema>;
export type Faq = Static<typeof faqSchema>;
export type NewsletterRequest = Static<typeof newsletterRequestSchema>;
export type SeoData = Static<typeof seoDataSchema>;
/** One page's metadata in the site index (GET /api/seodata), keyed by the seoId of shared/src/lib/routes.ts. */
export type SeoPageEntry = Static<typeof seoPageEntrySchema>;
export type TeamMember = Static<typeof teamMemberSchema>;
export type ContactMessageRequest = Static<typeof contactMessageRequestSchema>;
export type CmsPage = Static<typeof cmsPageSchema>;
export type InvestorEnquiryRequest = Static<typeof investorEnquiryRequestSchema>;
export type SupportTicketRequest = Static<typeof supportTicketRequestSchema>;
export type TicketType = Exclude<SupportTicketRequest['strTicketType'], ''>;
export type Blog = Static<typeof blogSchema>;
/** What a stored submission answers: the reference number shown in the confirmation. */
export type SubmissionReceipt = Static<typeof submissionReceiptSchema>;
export type HealthStatus = Static<typeof healthStatusSchema>;

export type JobCategory = Static<typeof jobCategorySchema>;
export type JobDetails = Static<typeof jobDetailsSchema>;

export type PassAudience = Static<typeof passAudienceSchema>;
export type PassGroup = Static<typeof passGroupSchema>;
/** One pass of the server's catalog (GET /api/passes): the only source of prices. */
export type PassCatalogEntry = Static<typeof passCatalogEntrySchema>;
export type PassDetailRequest = Static<typeof passDetailRequestSchema>;
export type PassDetail = Static<typeof passDetailSchema>;

export type MobileValidationRequest = Static<typeof mobileValidationRequestSchema>;
export type State = Static<typeof stateSchema>;
export type City = Static<typeof citySchema>;
export type StateCityMapping = Static<typeof stateCityMappingSchema>;

export type PaymentOrder = Static<typeof paymentOrderSchema>;
export type PaymentStatusResult = Static<typeof paymentStatusResultSchema>;
export type IssuedPassSummary = Static<typeof issuedPassSummarySchema>;
export type CheckoutConfig = Static<typeof checkoutConfigSchema>;
export type PurchaseStatusRequest = Static<typeof purchaseStatusRequestSchema>;
/** A pass's receipt, opened by the signed link in its mail. */
export type PassReceipt = Static<typeof passReceiptSchema>;
/** Whether the subscription an unsubscribe link names is still on the list. */
export type NewsletterUnsubscribeState = Static<typeof newsletterUnsubscribeStateSchema>;

// The two purchase requests below are what the pass pages send, which is narrower than what the server accepts
// (its schemas, riderRegistrationRequestSchema and paymentStatusRequestSchema, let the handler answer a missing
// detail with the form's own words). api/src/api-schemas.test.ts checks that each fits its schema.

export type Gender = 'Male' | 'Female' | 'Other';

export interface RiderRegistrationRequest {
  name: string;
  mobile: string;
  email: string;
  gender: Gender | '';
  iPassId: number;
  /** sent by the pass page's first call; the server ignores it and prices from its catalog */
  amount?: number;
  currency?: 'INR';
  /** the rider agreed to our use of these details to issue the pass (DPDP Act 2023); the server refuses anything else */
  consent: boolean;
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

// The multipart forms' fields (read by the server's upload code, not by a JSON schema).

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
