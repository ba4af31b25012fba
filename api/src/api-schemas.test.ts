import type { Static } from '@sinclair/typebox';
import Fastify, { type FastifySchema, type HTTPMethods } from 'fastify';
import type { jobCategorySchema, jobDetailsSchema } from '@chalein/shared/api/schemas/careers';
import type { errorEnvelopeSchema, submissionReceiptSchema } from '@chalein/shared/api/schemas/common';
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
} from '@chalein/shared/api/schemas/marketing';
import type {
  citySchema,
  mobileValidationRequestSchema,
  stateCityMappingSchema,
  stateSchema,
} from '@chalein/shared/api/schemas/onboarding';
import type {
  checkoutConfigSchema,
  issuedPassSummarySchema,
  passCatalogEntrySchema,
  passDetailRequestSchema,
  passDetailSchema,
  passReceiptSchema,
  paymentOrderSchema,
  paymentStatusRequestSchema,
  paymentStatusResultSchema,
  purchaseStatusRequestSchema,
  riderRegistrationRequestSchema,
} from '@chalein/shared/api/schemas/passes';
import type { healthStatusSchema, newsletterRequestSchema, seoDataSchema, seoPageEntrySchema } from '@chalein/shared/api/schemas/site';
import type { driverStatusResultSchema } from '@chalein/shared/api/schemas/driver-status';
import type {
  ApiEnvelope,
  Blog,
  CheckoutConfig,
  City,
  CmsPage,
  ContactMessageRequest,
  Faq,
  HealthStatus,
  IssuedPassSummary,
  InvestorEnquiryRequest,
  JobCategory,
  JobDetails,
  MobileValidationRequest,
  NewsletterRequest,
  NewsUpdate,
  PassCatalogEntry,
  PassDetail,
  PassDetailRequest,
  PassReceipt,
  PaymentOrder,
  PaymentStatusRequest,
  PaymentStatusResult,
  PurchaseStatusRequest,
  RiderRegistrationRequest,
  SeoData,
  SeoPageEntry,
  State,
  StateCityMapping,
  SubmissionReceipt,
  SupportTicketRequest,
  TeamMember,
  Testimonial,
} from '@chalein/shared/api/types';
import type {
  previewLinkSchema,
  remoteDeploymentsSchema,
  uploadResultSchema,
  versionSummarySchema,
} from './deployments/deployment-schemas';
import type { applicationDetailSchema, applicationPageSchema } from './careers/application-inbox-schemas';
import type {
  messageNoteResultSchema,
  messagePageSchema,
  messageResultSchema,
  subscriberPageSchema,
  unsubscribedSchema,
} from './enquiries/staff-inbox-schemas';
import type { outboxCountsSchema, outboxPageSchema } from './outbox/staff-outbox-schemas';
import type { queuePageSchema, registrationDetailSchema, revealedSchema } from './onboarding/driver-review-schemas';
import type { orderDetailSchema, orderPageSchema, refundReasonListSchema, refundStartedSchema } from './payments/staff-order-schemas';
import type { describeSignedIn } from './staff/staff-sign-in-routes';
import type {
  auditEventSchema,
  auditPageSchema,
  invitedUserSchema,
  setupDoneSchema,
  signedInSchema,
  staffUserSchema,
  totpEnrolmentSchema,
  userResetSchema,
} from './staff/staff-schemas';
import type { AuditEvent, StaffUser } from './staff/staff-store';
import { createTestApp } from './test-support/test-app';

// The browser's types and the server's schemas cannot drift apart (docs/decisions/0017-api-schemas.md):
// - at compile time, each type of @chalein/shared/api/types is exactly the Static of its schema (tsc -b fails
//   otherwise);
// - at run time, an answer built from the shared types, with every optional field present, goes through Fastify's
//   serializer with each route's own response schemas and comes out whole: a field the type has and the schema
//   lacks would be dropped silently, and fails here instead.

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Compiles only when A and B are the same type: called with no argument, it needs `Equal<A, B>` to be true. */
function expectSameType<A, B>(..._proof: Equal<A, B> extends true ? [] : ['the type and its schema differ']): void {}

expectSameType<Testimonial, Static<typeof testimonialSchema>>();
expectSameType<NewsUpdate, Static<typeof newsUpdateSchema>>();
expectSameType<Faq, Static<typeof faqSchema>>();
expectSameType<TeamMember, Static<typeof teamMemberSchema>>();
expectSameType<CmsPage, Static<typeof cmsPageSchema>>();
expectSameType<Blog, Static<typeof blogSchema>>();
expectSameType<SeoData, Static<typeof seoDataSchema>>();
expectSameType<SeoPageEntry, Static<typeof seoPageEntrySchema>>();
expectSameType<HealthStatus, Static<typeof healthStatusSchema>>();
expectSameType<JobCategory, Static<typeof jobCategorySchema>>();
expectSameType<JobDetails, Static<typeof jobDetailsSchema>>();
expectSameType<PassCatalogEntry, Static<typeof passCatalogEntrySchema>>();
expectSameType<PassDetail, Static<typeof passDetailSchema>>();
expectSameType<State, Static<typeof stateSchema>>();
expectSameType<City, Static<typeof citySchema>>();
expectSameType<StateCityMapping, Static<typeof stateCityMappingSchema>>();
expectSameType<SubmissionReceipt, Static<typeof submissionReceiptSchema>>();
expectSameType<Omit<ApiEnvelope<unknown>, 'data'>, Static<typeof errorEnvelopeSchema>>();
expectSameType<ContactMessageRequest, Static<typeof contactMessageRequestSchema>>();
expectSameType<InvestorEnquiryRequest, Static<typeof investorEnquiryRequestSchema>>();
expectSameType<SupportTicketRequest, Static<typeof supportTicketRequestSchema>>();
expectSameType<NewsletterRequest, Static<typeof newsletterRequestSchema>>();
expectSameType<PassDetailRequest, Static<typeof passDetailRequestSchema>>();
expectSameType<MobileValidationRequest, Static<typeof mobileValidationRequestSchema>>();
expectSameType<PaymentOrder, Static<typeof paymentOrderSchema>>();
expectSameType<PaymentStatusResult, Static<typeof paymentStatusResultSchema>>();
expectSameType<IssuedPassSummary, Static<typeof issuedPassSummarySchema>>();
expectSameType<CheckoutConfig, Static<typeof checkoutConfigSchema>>();
expectSameType<PurchaseStatusRequest, Static<typeof purchaseStatusRequestSchema>>();
expectSameType<PassReceipt, Static<typeof passReceiptSchema>>();
// the staff console's answers are the server's own types (its schemas live beside its routes)
expectSameType<StaffUser, Static<typeof staffUserSchema>>();
expectSameType<AuditEvent, Static<typeof auditEventSchema>>();
expectSameType<ReturnType<typeof describeSignedIn>, Static<typeof signedInSchema>>();

/** Compiles only when every A is a B: what a page sends always fits what the server accepts. */
function expectAssignable<A, B>(..._proof: [A] extends [B] ? [] : ['the request does not fit its schema']): void {}

expectAssignable<RiderRegistrationRequest, Static<typeof riderRegistrationRequestSchema>>();
expectAssignable<PaymentStatusRequest, Static<typeof paymentStatusRequestSchema>>();

/** T with every optional field, at every depth, made required: a sample of it shows every field an answer can have. */
type Complete<T> = T extends readonly (infer U)[] ? Complete<U>[] : T extends object ? { [K in keyof T]-?: Complete<T[K]> } : T;

const testimonial: Complete<Testimonial> = {
  id: 1,
  firstName: 'Asha',
  lastName: 'Rao',
  imageURL: 'asha.webp',
  description: 'Always on time.',
  rating: 4.5,
  cityName: 'Bengaluru',
};
const newsUpdate: Complete<NewsUpdate> = {
  id: 2,
  image: 'launch.webp',
  title: 'Launch',
  description: 'We launched.',
  created_at: '2026-11-01T10:00:00.000Z',
};
const faq: Complete<Faq> = { id: 3, category: 'Passes', question: 'How?', answer: 'Like this.' };
const teamMember: Complete<TeamMember> = {
  iTeamId: 4,
  strName: 'Ravi',
  strDesignation: 'Founder',
  strDescription: '<p>Ravi</p>',
  strImage: 'ravi.webp',
  strLinkedInUrl: 'https://www.linkedin.com/in/ravi',
  strInstagramUrl: null,
  strFacebookUrl: 'https://www.facebook.com/ravi',
  strXUrl: null,
};
const cmsPage: Complete<CmsPage> = { strTitle: 'Terms', strDescription: '<p>Terms</p>' };
const blog: Complete<Blog> = {
  blogId: 5,
  blogSlug: 'first-post',
  blogTitle: 'First post',
  blogImage: 'first.webp',
  blogDescription: '<p>Hello</p>',
  publishedAt: '2026-11-02',
};
const seoData: Complete<SeoData> = { metaTitle: 'Chalein', metaDescription: 'Rides', metaKeyword: 'rides', head: '/share.png' };
const seoPageEntry: Complete<SeoPageEntry> = { id: 6, ...seoData };
const healthStatus: Complete<HealthStatus> = { status: 'ok', database: 'ok', uptimeSeconds: 12 };
const receipt: Complete<SubmissionReceipt> = { reference: 'CH-2026-000001' };
/** the driver status page's answer: a first name and the documents' states, nothing else of the driver */
const driverStatus: Complete<Static<typeof driverStatusResultSchema>> = {
  token: 'v1:key:iv:tag:sealed',
  expiresAt: '2026-11-26T10:30:00.000Z',
  application: {
    firstName: 'Ravi',
    status: 'action_needed',
    documents: [
      {
        documentType: 'drivingLicenseFrontPhoto',
        label: 'Driving licence, front',
        state: 'rejected',
        reason: 'We could not read it.',
        whatToDo: 'Upload a new photo.',
        resubmitted: false,
      },
    ],
  },
};
const jobCategory: Complete<JobCategory> = { id: 7, job_title: 'Driver', imageURL: 'driver.webp', slugName: 'driver' };
const jobDetails: Complete<JobDetails> = {
  'job-category-master': { id: 7, job_title: 'Driver', slugName: 'driver' },
  content: '<p>Drive</p>',
};
const passCatalogEntry: Complete<PassCatalogEntry> = {
  iPassId: 8,
  slug: 'daylight_pass',
  name: 'Daylight Pass',
  audience: 'customer',
  group: 'limited',
  price: 99,
  listPrice: 149,
  periodLabel: 'per day',
  summary: 'Ride all day',
  eligibility: 'Everyone',
  benefits: ['Fast'],
  howToAvail: ['Buy'],
  terms: ['Fair use'],
  image: 'daylight.webp',
};
const passDetail: Complete<PassDetail> = { iPassId: 8, iStatus: 1 };
const stateCityMapping: Complete<StateCityMapping> = {
  states: [{ stateId: 1, stateName: 'Karnataka', stateLabel: 'ಕರ್ನಾಟಕ' }],
  cities: [{ cityId: 2, cityName: 'Bengaluru', cityLabel: 'ಬೆಂಗಳೂರು', stateMasterStateId: 1 }],
};
const paymentOrder: Complete<PaymentOrder> = {
  amount: 99,
  currency: 'INR',
  order_id: 'order_ABCD1234',
  customerid: 9,
  key: 'rzp_test_key',
  passName: 'Daylight Pass',
};
const paymentStatus: Complete<PaymentStatusResult> = {
  orderStatus: 'paid',
  passIssued: true,
  issuedPass: { passName: 'Daylight Pass', validFrom: '2026-11-23T00:00:00.000Z', validUntil: '2026-11-24T00:00:00.000Z' },
  paymentId: 'pay_ABCD1234',
};
const checkoutConfig: Complete<CheckoutConfig> = {
  provider: 'sandbox',
  key: 'sandbox_key',
  scriptUrl: '/api/payments/sandbox/checkout.js',
};
const passReceipt: Complete<PassReceipt> = {
  orderNumber: 12,
  passName: 'Daylight Pass',
  buyerName: 'Asha Rao',
  amountPaise: 33_900,
  currency: 'INR',
  paymentId: 'pay_ABCD1234',
  paidAt: '2026-11-23T04:00:00.000Z',
  validFrom: '2026-11-23T00:30:00.000Z',
  validUntil: '2026-11-23T12:30:00.000Z',
  status: 'refunded',
  refundedAt: '2026-11-24T06:00:00.000Z',
};
/** the sandbox checkout's answer is free-form (its schema lists no fields), so any object goes through */
const sandboxPayment: Record<string, string> = { razorpay_payment_id: 'pay_ABCD1234', razorpay_signature: 'abc' };

/** the deploy registry's answers (its schemas are the server's own: only the deploy command reads them) */
const versionSummary: Complete<Static<typeof versionSummarySchema>> = {
  version: '1.0.0-3f2a9c1',
  commit: '3f2a9c1',
  uploadedAt: '2026-11-23T10:00:00.000Z',
  uploadedBy: 'careers',
  fileCount: 41,
  totalBytes: 1_245_184,
  serverIntegrity: 'sha256-abc',
  entry: '/deployments/careers/1.0.0-3f2a9c1/remoteEntry.js',
  checks: [{ name: 'manifest', ok: true, detail: 'mf-manifest.json parses' }],
};
const remoteDeployments: Complete<Static<typeof remoteDeploymentsSchema>> = {
  remote: 'careers',
  etag: '"careers.3"',
  active: '1.0.0-3f2a9c1',
  rollbackTo: '0.9.0-1a2b3c4',
  canRollback: true,
  versions: [versionSummary],
  history: [
    { action: 'activate', by: 'careers', at: '2026-11-23T10:05:00.000Z', from: '0.9.0-1a2b3c4', to: '1.0.0-3f2a9c1', commit: '3f2a9c1' },
  ],
  canary: null,
  canaries: [
    {
      version: '1.1.0-9e8d7c6',
      percent: 10,
      startedBy: 'careers',
      startedAt: '2026-11-23T11:00:00.000Z',
      baseline: '1.0.0-3f2a9c1',
      endedAt: '2026-11-23T11:20:00.000Z',
      outcome: 'rolled-back',
      endedBy: 'server',
      reason: 'rolled back by the server: 240 views with 240 browser errors',
      figures: {
        canary: { version: '1.1.0-9e8d7c6', views: 240, errors: 240, rate: 1 },
        baseline: { version: '1.0.0-3f2a9c1', views: 2210, errors: 3, rate: 0.0014 },
        z: 45.1,
        from: '2026-11-23T11:00:00.000Z',
        to: '2026-11-23T11:20:00.000Z',
      },
    },
  ],
};
/** a canary running: the answer to starting one */
const runningCanary: Complete<Static<typeof remoteDeploymentsSchema>['canaries'][number]> = {
  version: '1.2.0-5d4c3b2',
  percent: 10,
  startedBy: 'careers',
  startedAt: '2026-11-23T12:00:00.000Z',
  baseline: '1.0.0-3f2a9c1',
  endedAt: null,
  outcome: null,
  endedBy: null,
  reason: null,
  figures: null,
};
const previewLink: Complete<Static<typeof previewLinkSchema>> = {
  previewUrl: 'https://www.chalein.in/deployments/preview?token=abc.def',
  previewExpiresAt: '2026-11-23T11:00:00.000Z',
};
const uploadResult: Complete<Static<typeof uploadResultSchema>> = {
  remote: 'careers',
  stored: 'new',
  version: versionSummary,
  ...previewLink,
};

/** the staff console's answers */
const totpEnrolment: Complete<Static<typeof totpEnrolmentSchema>> = {
  otpauthUri: 'otpauth://totp/Chalein:asha.rao%40chalein.in?secret=JBSWY3DPEHPK3PXP&issuer=Chalein',
  secret: 'JBSWY3DPEHPK3PXP',
};
const setupDone: Complete<Static<typeof setupDoneSchema>> = { email: 'asha.rao@chalein.in' };
const staffUser: Complete<StaffUser> = {
  id: 3,
  email: 'asha.rao@chalein.in',
  name: 'Asha Rao',
  roles: ['admin', 'support'],
  disabled: false,
  isSetUp: true,
  createdAt: '2026-11-26T09:00:00.000Z',
};
const signedIn: Complete<Static<typeof signedInSchema>> = {
  id: 3,
  email: 'asha.rao@chalein.in',
  name: 'Asha Rao',
  roles: ['admin'],
  csrfToken: 'csrf-abc',
};
const setupLink = 'https://www.chalein.in/staff/setup#token=abc';
const invitedUser: Complete<Static<typeof invitedUserSchema>> = { user: staffUser, setupLink };
const userReset: Complete<Static<typeof userResetSchema>> = { setupLink, sessionsEnded: 2 };
const auditPage: Complete<Static<typeof auditPageSchema>> = {
  events: [
    {
      id: 41,
      occurredAt: '2026-11-26T09:30:00.000Z',
      actorId: 3,
      actorRoles: ['admin'],
      action: 'staff.users.update',
      target: 'staff_user:4',
      outcome: 'success',
      address: '203.0.113.7',
      userAgent: 'Mozilla/5.0',
      details: { rolesBefore: ['support'], roles: ['finance'], disabledBefore: false, disabled: true, sessionsEnded: 1, reason: null },
    },
  ],
  nextBefore: 41,
};

/** the driver review's answers */
const driverQueuePage: Complete<Static<typeof queuePageSchema>> = {
  registrations: [
    {
      reference: 'CHD-7K3M-9QXP',
      fullName: 'Ravi Kumar',
      cityName: 'Bengaluru',
      driverCategory: 'Cab',
      vehicleCategory: 'Four-Wheeler',
      status: 'action_needed',
      version: 4,
      createdAt: '2026-11-25T08:00:00.000Z',
      reviewedAt: '2026-11-26T09:00:00.000Z',
      documentsApproved: 2,
      documentsRejected: 1,
      resubmittedAt: '2026-11-26T08:30:00.000Z',
    },
  ],
  nextCursor: 'WyIyMDI2LTExLTI1VDA4OjAwOjAwLjAwMFoiLDQyXQ',
};
const driverRegistrationDetail: Complete<Static<typeof registrationDetailSchema>> = {
  reference: 'CHD-7K3M-9QXP',
  status: 'rejected',
  version: 5,
  rejectionReason: 'other',
  rejectionNote: 'Asked to register again with the owner’s papers',
  reviewedAt: '2026-11-26T09:00:00.000Z',
  createdAt: '2026-11-25T08:00:00.000Z',
  resubmittedAt: '2026-11-26T08:30:00.000Z',
  details: {
    fullName: 'Ravi Kumar',
    contactNumber: '9876543210',
    driverCategory: 'Cab',
    referralCode: 'FRIEND42',
    pincode: '560025',
    address: '12, 3rd Cross, Shanthala Nagar',
    stateName: 'Karnataka',
    cityName: 'Bengaluru',
    vehicleCategory: 'Four-Wheeler',
    vehicleNumber: 'KA01AB1234',
    wheelchair: false,
    bankAccountNumber: '••••••••9012',
    ifscCode: '•••••••1234',
    drivingLicenseNumber: '•••••••••••4567',
    dateOfBirth: '••••-••-••',
    consentGivenAt: '2026-11-25T08:00:00.000Z',
  },
  documents: [
    {
      documentType: 'chequeBook',
      label: 'Cheque book',
      contentType: 'application/pdf',
      byteSize: 48_213,
      state: 'rejected',
      rejectionReason: 'other',
      rejectionNote: 'Another person’s account',
      reviewedBy: 3,
      reviewedAt: '2026-11-26T09:00:00.000Z',
      url: '/api/staff/drivers/CHD-7K3M-9QXP/documents/chequeBook',
      resubmittedAt: '2026-11-26T08:30:00.000Z',
      history: [
        {
          id: 7,
          contentType: 'image/jpeg',
          byteSize: 91_004,
          uploadedAt: '2026-11-25T08:00:00.000Z',
          rejectionReason: 'unreadable',
          rejectionNote: null,
          reviewedBy: 3,
          reviewedAt: '2026-11-25T12:00:00.000Z',
          replacedAt: '2026-11-26T08:30:00.000Z',
          url: '/api/staff/drivers/CHD-7K3M-9QXP/documents/chequeBook/history/7',
        },
      ],
    },
  ],
  reasons: { document: [{ code: 'expired', label: 'Expired' }], registration: [{ code: 'other', label: 'Other' }] },
};
/** the job applications inbox's answers */
const applicationEntry: Complete<Static<typeof applicationPageSchema>>['applications'][number] = {
  reference: 'JA-2026-00042',
  name: 'Asha Rao',
  email: 'asha.rao@example.in',
  contactNumber: '9876543210',
  currentLocation: 'Indiranagar, Bengaluru',
  jobId: 2,
  jobTitle: 'Operations Executive',
  status: 'shortlisted',
  priorExperience: true,
  resumeType: 'docx',
  createdAt: '2026-11-25T08:00:00.000Z',
  statusChangedAt: '2026-11-26T09:00:00.000Z',
};
const applicationPage: Complete<Static<typeof applicationPageSchema>> = {
  applications: [applicationEntry],
  nextCursor: 'WyIyMDI2LTExLTI1IiwxXQ',
};
const applicationDetail: Complete<Static<typeof applicationDetailSchema>> = {
  ...applicationEntry,
  gender: 'Female',
  additionalInformation: 'Five years in dispatch.',
  referencePersonName: 'Kiran Shetty',
  referencePersonEmail: 'kiran@example.in',
  resume: { originalName: 'Asha Rao CV.docx', byteSize: 48_213, url: '/api/staff/applications/JA-2026-00042/resume' },
  consentAt: '2026-11-25T08:00:00.000Z',
};
const revealedValues: Complete<Static<typeof revealedSchema>> = {
  bankAccountNumber: '123456789012',
  ifscCode: 'SBIN0001234',
  drivingLicenseNumber: 'KA0120191234567',
  dateOfBirth: '1990-05-17',
};

/** the messages and newsletter inboxes' answers */
const messageNote: Complete<Static<typeof messageNoteResultSchema>['note']> = {
  id: 3,
  author: { id: 2, name: 'Meera Iyer' },
  createdAt: '2026-11-26T09:30:00.000Z',
  text: 'Called back; the refund went out yesterday.',
};
const messageResult: Complete<Static<typeof messageResultSchema>> = {
  message: {
    kind: 'contact',
    id: 42,
    reference: 'CT-2026-00042',
    receivedAt: '2026-11-25T08:00:00.000Z',
    status: 'in-progress',
    assignee: { id: 2, name: 'Meera Iyer' },
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '9876543210',
    alternativePhone: '9876543211',
    address: '12 MG Road, Bengaluru',
    ticketType: 'Technical Query',
    subject: 'Pass not shown',
    text: 'My pass does not show in the app.',
    consentAt: '2026-11-25T08:00:00.000Z',
  },
  notes: [messageNote],
};
const messagePage: Complete<Static<typeof messagePageSchema>> = {
  messages: [
    {
      kind: 'support',
      id: 7,
      reference: 'TKT-2026-00007',
      receivedAt: '2026-11-25T08:00:00.000Z',
      status: 'new',
      assignee: { id: 2, name: 'Meera Iyer' },
      name: 'Asha Rao',
      email: 'asha@example.in',
      subject: 'Pass not shown',
      preview: 'My pass does not show in the app.',
    },
  ],
  nextCursor: 'WyIyMDI2LTExLTI1VDA4OjAwOjAwLjAwMFoiLDdd',
};
const subscriberPage: Complete<Static<typeof subscriberPageSchema>> = {
  subscribers: [{ id: 5, email: 'reader@example.in', subscribedAt: '2026-11-25T08:00:00.000Z' }],
  nextCursor: 'WyIyMDI2LTExLTI1VDA4OjAwOjAwLjAwMFoiLDVd',
};
const unsubscribed: Complete<Static<typeof unsubscribedSchema>> = { id: 5 };

/** the outbox's answers (admins) */
const outboxPage: Complete<Static<typeof outboxPageSchema>> = {
  messages: [
    {
      id: 12,
      kind: 'pass-receipt',
      channel: 'email',
      recipient: 'asha@example.in',
      summary: 'Your Chalein pass receipt',
      status: 'dead',
      attempts: 8,
      lastError: '550 mailbox unavailable',
      createdAt: '2026-11-25T08:00:00.000Z',
      nextAttemptAt: '2026-11-25T09:00:00.000Z',
      sentAt: '2026-11-25T08:00:05.000Z',
    },
  ],
  nextCursor: 'WyIyMDI2LTExLTI1VDA4OjAwOjAwLjAwMFoiLDEyXQ',
};
const outboxCounts: Complete<Static<typeof outboxCountsSchema>> = {
  counts: { pending: 3, sending: 1, sent: 940, failed: 2, dead: 1, unsent: 0 },
};

/** the orders inbox's answers */
const orderListItem: Complete<Static<typeof orderPageSchema>['orders'][number]> = {
  id: 41,
  providerOrderId: 'order_Nk3s9Qx2Lm8Pz1',
  provider: 'sandbox',
  status: 'refunded',
  amountPaise: 46900,
  currency: 'INR',
  createdAt: '2026-11-25T08:00:00.000Z',
  paidAt: '2026-11-25T08:01:00.000Z',
  passId: 8,
  passName: 'Student Pass',
  buyerName: 'Asha Rao',
  buyerMobile: '9876543210',
  refundStatus: 'processed',
};
const orderPage: Complete<Static<typeof orderPageSchema>> = { orders: [orderListItem], nextCursor: 'WyIyMDI2LTExLTI1IiwgNDFd' };
const orderDetail: Complete<Static<typeof orderDetailSchema>> = {
  order: { ...orderListItem, paidPaymentId: 'pay_Nk3sA1b2C3d4E5' },
  buyer: { name: 'Asha Rao', mobile: '9876543210', email: 'asha@example.com', gender: 'Female', consentAt: '2026-11-25T08:00:00.000Z' },
  pass: { id: 8, name: 'Student Pass', validity: 'three_months', pricePaise: 46900 },
  issuedPass: {
    validFrom: '2026-11-25T08:01:00.000Z',
    validUntil: '2027-02-25T08:01:00.000Z',
    issuedAt: '2026-11-25T08:01:00.000Z',
    revokedAt: '2026-11-26T09:00:00.000Z',
    valid: false,
  },
  payments: [
    {
      id: 'pay_Nk3sA1b2C3d4E5',
      amountPaise: 46900,
      currency: 'INR',
      status: 'captured',
      source: 'webhook',
      errorDescription: null,
      createdAt: '2026-11-25T08:01:00.000Z',
      updatedAt: '2026-11-25T08:01:00.000Z',
    },
  ],
  webhooks: [{ eventId: 'evt_Nk3sQ9w8E7r6T5', event: 'refund.processed', outcome: 'applied', receivedAt: '2026-11-26T09:00:00.000Z' }],
  refunds: [
    {
      id: 3,
      providerRefundId: 'rfnd_Nk3sZ1x2C3v4B5',
      paymentId: 'pay_Nk3sA1b2C3d4E5',
      amountPaise: 46900,
      currency: 'INR',
      status: 'processed',
      reasonCode: 'duplicate-payment',
      reasonNote: 'Paid twice within a minute',
      requestedById: 3,
      requestedByName: 'Asha Rao',
      requestedAt: '2026-11-26T08:59:00.000Z',
      processedAt: '2026-11-26T09:00:00.000Z',
      failureReason: null,
    },
  ],
};
const refundStarted: Complete<Static<typeof refundStartedSchema>> = {
  refund: {
    id: 3,
    providerRefundId: 'rfnd_Nk3sZ1x2C3v4B5',
    status: 'pending',
    amountPaise: 46900,
    currency: 'INR',
    reasonCode: 'duplicate-payment',
  },
};
const refundReasons: Complete<Static<typeof refundReasonListSchema>> = {
  reasons: [{ code: 'other', label: 'Other (a note is required)', noteRequired: true }],
};

/** What each route answers on success, by `METHOD url`; `undefined` for the calls whose answer has no data. */
const successData: Readonly<Record<string, unknown>> = {
  'GET /api/health': healthStatus,
  'POST /api/seodata': seoData,
  'GET /api/seodata': [seoPageEntry],
  'POST /api/news/letter': undefined,
  'GET /api/newsletter/unsubscribe/:token': { subscribed: true },
  'GET /api/testimonials': [testimonial],
  'GET /api/news_updates': [newsUpdate],
  'GET /api/faqs': [faq],
  'POST /api/our_team': [teamMember],
  'POST /api/cms': cmsPage,
  'POST /api/blogs': [blog],
  'GET /api/blogs/:slugOrId': blog,
  'POST /api/contact-us': receipt,
  'POST /api/investor': receipt,
  'POST /api/support': receipt,
  'GET /api/categories': [jobCategory],
  'GET /api/job-details-page/:id': jobDetails,
  'POST /api/career': receipt,
  'GET /api/passes': [passCatalogEntry],
  'POST /api/pass/detail': passDetail,
  'POST /api/front/rider/registration': paymentOrder,
  'GET /api/payments/checkout-config': checkoutConfig,
  'POST /api/front/pass/purchase/payment/status': paymentStatus,
  'POST /api/front/pass/purchase/order/status': paymentStatus,
  'GET /api/passes/receipt/:token': passReceipt,
  'POST /api/webhooks/razorpay': undefined,
  'POST /api/payments/sandbox/orders/:orderId/pay': sandboxPayment,
  'GET /api/mapping': stateCityMapping,
  'POST /api/new-registration/mobile/validate': undefined,
  'POST /api/new-registration': receipt,
  'POST /api/driver-status/lookup': driverStatus,
  'POST /api/driver-status/documents': driverStatus,
  'GET /api/deployments/:remote': remoteDeployments,
  'PUT /api/deployments/:remote/versions/:version': uploadResult,
  'GET /api/deployments/:remote/versions/:version/check': uploadResult,
  'POST /api/deployments/:remote/versions/:version/preview': previewLink,
  'POST /api/deployments/:remote/activate': remoteDeployments,
  'POST /api/deployments/:remote/rollback': remoteDeployments,
  'POST /api/deployments/:remote/canary': {
    ...remoteDeployments,
    canary: runningCanary,
    canaries: [...remoteDeployments.canaries, runningCanary],
  },
  'POST /api/deployments/:remote/promote': remoteDeployments,
  'POST /api/staff/setup': totpEnrolment,
  'POST /api/staff/sign-in': { next: 'code' },
  'POST /api/staff/sign-in/code': signedIn,
  'POST /api/staff/sign-out': null,
  'GET /api/staff/me': signedIn,
  'GET /api/staff/users': { users: [staffUser] },
  'POST /api/staff/users': invitedUser,
  'PATCH /api/staff/users/:id': { user: staffUser },
  'POST /api/staff/users/:id/reset': userReset,
  'POST /api/staff/users/:id/end-sessions': { sessionsEnded: 2 },
  'GET /api/staff/audit': auditPage,
  'GET /api/staff/drivers': driverQueuePage,
  'GET /api/staff/drivers/:reference': { registration: driverRegistrationDetail },
  'POST /api/staff/drivers/:reference/reveal': revealedValues,
  'POST /api/staff/drivers/:reference/documents/:documentType/decision': { registration: driverRegistrationDetail },
  'POST /api/staff/drivers/:reference/rejection': { registration: driverRegistrationDetail },
  'GET /api/staff/applications': applicationPage,
  'GET /api/staff/applications/:reference': { application: applicationDetail },
  'PATCH /api/staff/applications/:reference': { application: applicationDetail },
  'GET /api/staff/orders': orderPage,
  'GET /api/staff/orders/refund-reasons': refundReasons,
  'GET /api/staff/orders/:id': orderDetail,
  'POST /api/staff/orders/:id/refund': refundStarted,
  'GET /api/staff/messages': messagePage,
  'GET /api/staff/messages/:kind/:id': messageResult,
  'POST /api/staff/messages/:kind/:id/status': messageResult,
  'POST /api/staff/messages/:kind/:id/assign': messageResult,
  'POST /api/staff/messages/:kind/:id/unassign': messageResult,
  'POST /api/staff/messages/:kind/:id/notes': { note: messageNote },
  'GET /api/staff/newsletter': subscriberPage,
  'POST /api/staff/newsletter/:id/unsubscribe': unsubscribed,
  'GET /api/staff/outbox': outboxPage,
  'GET /api/staff/outbox/counts': outboxCounts,
  'POST /api/staff/outbox/:id/retry': { id: 12 },
};

interface RouteResponses {
  key: string;
  response: NonNullable<FastifySchema['response']>;
}

/** Every route of the real app that declares its answers, as the app registers it. */
async function collectRouteResponses(): Promise<RouteResponses[]> {
  const routes: RouteResponses[] = [];
  const testApp = await createTestApp({}, (app) => {
    app.addHook('onRoute', (route) => {
      const methods: HTTPMethods[] = Array.isArray(route.method) ? route.method : [route.method];
      // HEAD routes are Fastify's copies of the GET ones
      const method = methods.find((name) => name !== 'HEAD');
      if (method && route.schema?.response) routes.push({ key: `${method} ${route.url}`, response: route.schema.response });
    });
  });
  await testApp.closeTestApp();
  return routes;
}

/** Sends `body` with status `status` through Fastify's serializer, using a route's own response schemas. */
async function serializeThrough(response: RouteResponses['response'], status: number, body: object): Promise<unknown> {
  const probe = Fastify({ logger: false });
  probe.get('/probe', { schema: { response } }, async (_request, reply) => reply.code(status).send(body));
  try {
    const answer = await probe.inject({ method: 'GET', url: '/probe' });
    expect(answer.statusCode).toBe(status);
    return answer.json();
  } finally {
    await probe.close();
  }
}

function readSuccessStatus(response: RouteResponses['response']): number {
  const status = Object.keys(response as object).find((key) => /^2\d\d$/.test(key));
  if (!status) throw new Error('a route declares no success answer');
  return Number(status);
}

describe('API schemas', () => {
  let routes: RouteResponses[];

  beforeAll(async () => {
    routes = await collectRouteResponses();
  });

  test('every route that declares its answers has a sample here, and every sample a route', () => {
    const keys = routes.map((route) => route.key).sort();
    expect(keys).toEqual(Object.keys(successData).sort());
  });

  test("each route's success answer, every field present, comes out of the serializer whole", async () => {
    for (const route of routes) {
      const data = successData[route.key];
      const envelope = { success: true, message: 'Done.', ...(data === undefined ? {} : { data }) };
      expect({ route: route.key, body: await serializeThrough(route.response, readSuccessStatus(route.response), envelope) }).toEqual({
        route: route.key,
        body: envelope,
      });
    }
  });

  function findRoute(key: string): RouteResponses {
    const route = routes.find((candidate) => candidate.key === key);
    if (!route) throw new Error(`no route ${key}`);
    return route;
  }

  test("staff setup's last step answers its other shape whole", async () => {
    const envelope = { success: true, message: 'Your account is ready.', data: setupDone };
    expect(await serializeThrough(findRoute('POST /api/staff/setup').response, 200, envelope)).toEqual(envelope);
  });

  test('a staff answer never carries a stored password hash or TOTP secret, even when a row holds them', async () => {
    const stored = { passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', totpSecret: 'JBSWY3DPEHPK3PXP', totpLastStep: 1 };
    const answers: [string, number, unknown, unknown][] = [
      ['GET /api/staff/users', 200, { users: [{ ...staffUser, ...stored }] }, { users: [staffUser] }],
      ['PATCH /api/staff/users/:id', 200, { user: { ...staffUser, ...stored } }, { user: staffUser }],
      ['POST /api/staff/users', 201, { ...invitedUser, user: { ...staffUser, ...stored } }, invitedUser],
      ['GET /api/staff/me', 200, { ...signedIn, ...stored }, signedIn],
      ['POST /api/staff/sign-in/code', 200, { ...signedIn, ...stored }, signedIn],
    ];
    for (const [key, status, sent, expected] of answers) {
      const body = await serializeThrough(findRoute(key).response, status, { success: true, data: sent });
      expect({ route: key, body }).toEqual({ route: key, body: { success: true, data: expected } });
    }
  });

  test("each route's error answer keeps its message and field errors", async () => {
    const envelope: Complete<Omit<ApiEnvelope<never>, 'data'>> = {
      success: false,
      message: 'Email address is required',
      errors: { email: 'Email address is required' },
    };
    for (const route of routes) {
      for (const status of [400, 500]) {
        expect({ route: route.key, body: await serializeThrough(route.response, status, envelope) }).toEqual({
          route: route.key,
          body: envelope,
        });
      }
    }
  });
});
