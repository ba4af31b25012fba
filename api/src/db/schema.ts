import type { Generated, Insertable, Selectable } from 'kysely';

// Database tables. Columns are snake_case; repositories map rows to the API's field names (shared/src/api/types.ts).
// Migrations under ./migrations create exactly these; a new table comes with a new migration (CONTRIBUTING.md).

export interface TestimonialsTable {
  id: number;
  first_name: string;
  last_name: string;
  image_file: string;
  /** may be '' (the page then shows 'description is missing') */
  description: string;
  rating: number;
  city_name: string;
  sort_order: number;
}

export interface NewsUpdatesTable {
  id: number;
  image_file: string;
  title: string;
  description: string;
  /** ISO 8601 */
  created_at: string;
}

export interface FaqsTable {
  id: number;
  category: string;
  question: string;
  answer: string;
  sort_order: number;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  /** lower-cased, unique */
  email: string;
  created_at: string;
}

export interface TeamMembersTable {
  id: number;
  name: string;
  designation: string;
  description_html: string;
  image_file: string;
  linkedin_url: string | null;
  instagram_url: string | null;
  facebook_url: string | null;
  x_url: string | null;
  sort_order: number;
}

export interface JobCategoriesTable {
  id: number;
  job_title: string;
  image_file: string;
  slug: string;
  /** HTML of the job details page */
  content_html: string;
  sort_order: number;
}

export interface SeoPagesTable {
  /** the metadata id of shared/src/lib/routes.ts */
  id: number;
  meta_title: string;
  meta_description: string;
  meta_keyword: string;
  /** share image, a URL path on this site such as /share/home.png (PNG or JPEG: link previews show no SVG) */
  head_image: string;
}

export interface CmsPagesTable {
  id: number;
  title: string;
  description_html: string;
}

export interface BlogsTable {
  id: number;
  slug: string;
  title: string;
  image_file: string;
  description_html: string;
  published_at: string;
}

export interface StatesTable {
  id: number;
  name: string;
  kind: 'state' | 'union_territory';
}

export interface CitiesTable {
  id: number;
  name: string;
  state_id: number;
}

export interface PassesTable {
  /** pass ids the pages link to: daylight 6, moonlight 7, student 8, corporate 9, customer gold 10; drivers 1-3 */
  id: number;
  slug: string;
  name: string;
  audience: 'customer' | 'driver';
  pass_group: 'limited' | 'customer' | 'driver';
  price_paise: number;
  list_price_paise: number | null;
  period_label: string;
  /** how long an issued pass lasts: one day (6 am-6 pm), one night (6 pm-6 am), 3 months, or a month */
  validity: 'day' | 'night' | 'three_months' | 'month';
  /** 1 when riders can buy it now (pass/detail iStatus) */
  status: number;
  summary: string;
  eligibility: string;
  /** JSON arrays of strings */
  benefits_json: string;
  how_to_avail_json: string;
  terms_json: string;
  image_file: string;
  sort_order: number;
}

/** Visitor submissions of the marketing pages (migration 0002-marketing); `reference` is what the confirmation shows. */
export interface ContactMessagesTable {
  id: Generated<number>;
  /** e.g. CT-2026-00042, unique */
  reference: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  address: string;
  message: string;
  /** ISO 8601: when the visitor agreed to our use of these details */
  consent_at: string;
  created_at: string;
}

export interface InvestorEnquiriesTable {
  id: Generated<number>;
  /** e.g. INV-2026-00007, unique */
  reference: string;
  full_name: string;
  email: string;
  mobile: string;
  alternative_mobile: string;
  description: string;
  consent_at: string;
  created_at: string;
}

export interface SupportTicketsTable {
  id: Generated<number>;
  /** e.g. TKT-2026-00103, unique */
  reference: string;
  ticket_type: 'Sales Query' | 'Technical Query' | 'Account Query';
  subject: string;
  description: string;
  status: Generated<'open' | 'closed'>;
  created_at: string;
}

/* ---------------------------------------------------------------- pass purchases (migration 0004-passes) */

export type OrderStatus = 'created' | 'attempted' | 'paid' | 'failed' | 'refunded';
export type StoredPaymentStatus = 'authorized' | 'captured' | 'failed';

/**
 * A rider who bought (or started to buy) a pass; one row per mobile number. Written once, by the first registration
 * of the number: an unauthenticated call never changes it (each order keeps its own buyer's details).
 */
export interface RidersTable {
  id: Generated<number>;
  /** 10 digits, unique: registering twice with one number finds the same rider */
  mobile: string;
  name: string;
  email: string;
  gender: 'Male' | 'Female' | 'Other';
  /** when the rider last agreed to the use of these details (DPDP Act 2023) */
  consent_at: string;
  created_at: string;
  updated_at: string;
}

/** One order per Pay Now, priced from the catalog; its status only moves forward (payments/order-state.ts). */
export interface PaymentOrdersTable {
  id: Generated<number>;
  /** the provider's order id (order_...), which the browser and the webhooks name */
  provider_order_id: string;
  provider: 'sandbox' | 'razorpay';
  rider_id: number;
  pass_id: number;
  amount_paise: number;
  currency: 'INR';
  status: OrderStatus;
  /** the captured payment that paid the order */
  paid_payment_id: string | null;
  paid_at: string | null;
  failure_reason: string | null;
  created_at: string;
  updated_at: string;
  /** when the reconciler may next ask the provider about this order */
  reconcile_next_at: string | null;
}

/** The details the buyer gave for one order (migration 0006-order-buyers): whoever registered, they stay with the order. */
export interface PaymentOrderBuyersTable {
  payment_order_id: number;
  name: string;
  /** 10 digits: the rider's mobile number */
  mobile: string;
  email: string;
  gender: 'Male' | 'Female' | 'Other';
  /** when this buyer agreed to the use of these details for this order */
  consent_at: string;
}

/** Payments the provider reported for an order (checkout, webhook or reconciler). */
export interface PaymentsTable {
  /** the provider's payment id (pay_...) */
  id: string;
  payment_order_id: number;
  amount_paise: number;
  currency: string;
  status: StoredPaymentStatus;
  source: 'checkout' | 'webhook' | 'reconciler';
  error_description: string | null;
  created_at: string;
  updated_at: string;
}

/** Every webhook delivery seen, by the provider's event id, so a repeated delivery changes nothing. */
export interface WebhookEventsTable {
  event_id: string;
  event: string;
  provider_order_id: string | null;
  /** applied, ignored (unknown order or event) or rejected (amount, currency or order mismatch) */
  outcome: string;
  received_at: string;
}

/** The pass a paid order gives its rider: exactly one per order (unique payment_order_id). */
export interface IssuedPassesTable {
  id: Generated<number>;
  payment_order_id: number;
  rider_id: number;
  pass_id: number;
  /** ISO 8601 instants (UTC); the window is worked out in Asia/Kolkata (payments/pass-validity.ts) */
  valid_from: string;
  valid_until: string;
  issued_at: string;
  /** migration 0012-refunds: when the order was refunded; a revoked pass is valid no more */
  revoked_at: Generated<string | null>;
}

/** A full refund of a paid order (migration 0012-refunds); at most one pending or processed per order. */
export interface RefundsTable {
  id: Generated<number>;
  payment_order_id: number;
  /** the captured payment refunded (pay_...) */
  payment_id: string;
  /** rfnd_...: null until the provider answered */
  provider_refund_id: string | null;
  amount_paise: number;
  currency: string;
  status: 'pending' | 'processed' | 'failed';
  /** a code of payments/refund-reasons.ts; null for a refund made at the provider */
  reason_code: string | null;
  reason_note: string | null;
  /** the staff account that asked for it */
  requested_by: number | null;
  requested_at: string;
  processed_at: string | null;
  failure_reason: string | null;
  updated_at: string;
}

/** The sandbox provider's refunds, one per payment (a full refund). */
export interface SandboxRefundsTable {
  id: string;
  payment_id: string;
  amount_paise: number;
  currency: string;
  notes_json: string;
  created_at: string;
}

/** The sandbox provider's own books, kept apart from ours as a real provider's would be. */
export interface SandboxOrdersTable {
  id: string;
  amount_paise: number;
  currency: string;
  receipt: string;
  notes_json: string;
  status: 'created' | 'attempted' | 'paid';
  created_at: string;
}

export interface SandboxPaymentsTable {
  id: string;
  order_id: string;
  amount_paise: number;
  currency: string;
  status: 'captured' | 'failed';
  error_description: string | null;
  created_at: string;
}

/** Driver registrations (migration 0005-onboarding); no Aadhaar number is ever stored, only the card's images. */
export interface DriverRegistrationsTable {
  id: Generated<number>;
  /** shown to the driver, e.g. CHD-7K3M-9QXP, unique */
  reference: string;
  full_name: string;
  /** 10 digits, unique: one registration per number */
  contact_number: string;
  /** 0 Cab, 1 Porter */
  driver_category: number;
  referral_code: string | null;
  pincode: string;
  address: string;
  state_id: number;
  state_name: string;
  city_id: number;
  city_name: string;
  /** 0 Two-Wheeler, 1 Three-Wheeler, 2 Four-Wheeler */
  vehicle_category: number;
  /** upper case without separators, e.g. KA01AB1234 */
  vehicle_number: string;
  /** 1 yes, 0 no */
  wheelchair: number;
  bank_account_number: string;
  ifsc_code: string;
  /** upper case without separators */
  driving_license_number: string;
  /** YYYY-MM-DD */
  date_of_birth: string;
  consent_given_at: string;
  consent_version: string;
  created_at: string;
  /** migration 0011-review-states: worked out from the documents' reviews (onboarding/driver-review-rules.ts) */
  review_status: Generated<DriverReviewStatus>;
  /** moves on by one with every decision; a decision based on another version is refused */
  review_version: Generated<number>;
  /** set when rejected as a whole: a code of onboarding/driver-review-rules.ts, and a note for 'other' */
  rejection_reason: Generated<string | null>;
  rejection_note: Generated<string | null>;
  /** ISO 8601: the last decision */
  reviewed_at: Generated<string | null>;
  /** migration 0014-document-resubmissions: when the driver last sent a rejected document again */
  resubmitted_at: Generated<string | null>;
}

export type DriverReviewStatus = 'submitted' | 'under_review' | 'action_needed' | 'approved' | 'rejected';
export type DriverDocumentReviewState = 'pending' | 'approved' | 'rejected';
export type JobApplicationStatus = 'new' | 'shortlisted' | 'rejected' | 'hired';

/** The eight documents of a driver registration; the files live under <private uploads>/driver-documents. */
export interface DriverDocumentsTable {
  id: Generated<number>;
  registration_id: number;
  /** one of driverDocumentFields (shared/src/lib/validation/driver-registration.ts) */
  document_type: string;
  /** generated `<uuid>.<jpg|png|pdf>`, unique */
  stored_name: string;
  /** from the file's bytes */
  content_type: 'image/jpeg' | 'image/png' | 'application/pdf';
  byte_size: number;
  sha256: string;
  created_at: string;
  /** migration 0011-review-states */
  review_state: Generated<DriverDocumentReviewState>;
  rejection_reason: Generated<string | null>;
  rejection_note: Generated<string | null>;
  /** the staff account that decided */
  reviewed_by: Generated<number | null>;
  reviewed_at: Generated<string | null>;
  /** migration 0014-document-resubmissions: when this file replaced a rejected one */
  resubmitted_at: Generated<string | null>;
}

/** A rejected driver document replaced by the driver (migration 0014-document-resubmissions): kept for reviewers. */
export interface DriverDocumentHistoryTable {
  id: Generated<number>;
  registration_id: number;
  document_type: string;
  /** still in the private store under this name */
  stored_name: string;
  content_type: 'image/jpeg' | 'image/png' | 'application/pdf';
  byte_size: number;
  sha256: string;
  uploaded_at: string;
  review_state: 'rejected';
  rejection_reason: string | null;
  rejection_note: string | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
  replaced_at: string;
}

/**
 * Hindi and Kannada for a content record's field (migration 0015-content-translations,
 * docs/decisions/0050-content-languages.md); English is the record's own column, and the fallback.
 */
export interface ContentTranslationsTable {
  /** the content table: 'passes', 'faqs', 'testimonials', ... */
  kind: string;
  record_id: number;
  /** the translated column's name, e.g. 'summary' or 'benefits_json' (then the value is a JSON list too) */
  field: string;
  language: 'hi' | 'kn';
  value: string;
}

export interface Database {
  testimonials: TestimonialsTable;
  news_updates: NewsUpdatesTable;
  faqs: FaqsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  team_members: TeamMembersTable;
  job_categories: JobCategoriesTable;
  seo_pages: SeoPagesTable;
  cms_pages: CmsPagesTable;
  blogs: BlogsTable;
  states: StatesTable;
  cities: CitiesTable;
  passes: PassesTable;
  content_translations: ContentTranslationsTable;
  driver_registrations: DriverRegistrationsTable;
  driver_documents: DriverDocumentsTable;
  driver_document_history: DriverDocumentHistoryTable;
  riders: RidersTable;
  payment_orders: PaymentOrdersTable;
  payment_order_buyers: PaymentOrderBuyersTable;
  payments: PaymentsTable;
  webhook_events: WebhookEventsTable;
  issued_passes: IssuedPassesTable;
  sandbox_orders: SandboxOrdersTable;
  sandbox_payments: SandboxPaymentsTable;
  refunds: RefundsTable;
  sandbox_refunds: SandboxRefundsTable;
  contact_messages: ContactMessagesTable;
  investor_enquiries: InvestorEnquiriesTable;
  support_tickets: SupportTicketsTable;
  job_applications: JobApplicationsTable;
  private_files: PrivateFilesTable;
  private_file_chunks: PrivateFileChunksTable;
  idempotency_keys: IdempotencyKeysTable;
  staff_users: StaffUsersTable;
  staff_setup_tokens: StaffSetupTokensTable;
  staff_sessions: StaffSessionsTable;
  audit_events: AuditEventsTable;
  message_handling: MessageHandlingTable;
  message_notes: MessageNotesTable;
  client_event_counts: ClientEventCountsTable;
  outbox_messages: OutboxMessagesTable;
  deployment_remotes: DeploymentRemotesTable;
  deployment_versions: DeploymentVersionsTable;
  deployment_history: DeploymentHistoryTable;
  deployment_file_chunks: DeploymentFileChunksTable;
  deployment_canaries: DeploymentCanariesTable;
}

/**
 * One submission sent with an Idempotency-Key (migration 0008-idempotency-keys); only idempotency/ reads or writes
 * it (docs/decisions/0035-idempotent-submissions.md).
 */
export interface IdempotencyKeysTable {
  /** the route's registered path, e.g. /api/contact-us */
  route: string;
  idempotency_key: string;
  state: 'pending' | 'done';
  /** SHA-256 (hex) of the request's content; null until known */
  request_hash: string | null;
  status_code: number | null;
  response_body: string | null;
  /** ISO 8601 */
  created_at: string;
  /** ISO 8601: a day after created_at; the row means nothing after it */
  expires_at: string;
}

/**
 * Private files kept in the database (migration 0007-private-files, PRIVATE_FILES_STORE=database); only
 * uploads/database-file-store.ts reads or writes them.
 */
export interface PrivateFilesTable {
  /** a random UUID; rows name the file `<file_key>.<extension>` */
  file_key: string;
  area: 'resumes' | 'driver-documents';
  /** incoming until the transaction storing the rows that name it */
  state: 'incoming' | 'kept';
  /** both 0 until the upload has ended */
  byte_size: Generated<number>;
  chunk_count: Generated<number>;
  /** ISO 8601, moved on with every chunk */
  touched_at: string;
}

/** A file's bytes, 256 KB per row, in order. */
export interface PrivateFileChunksTable {
  file_key: string;
  chunk_index: number;
  data: Buffer;
}

/** Applications of the careers pages (migration 0003-careers); the resume is a private file the row names. */
export interface JobApplicationsTable {
  id: Generated<number>;
  /** e.g. JA-2026-00042, unique */
  reference: string;
  job_category_id: number;
  name: string;
  gender: 'Male' | 'Female' | 'Other' | 'prefer not to disclose';
  current_location: string;
  /** 10 digits */
  contact_number: string;
  email: string;
  additional_information: string;
  /** 1 yes, 0 no */
  prior_experience: number;
  reference_person_name: string | null;
  reference_person_email: string | null;
  /** generated file name under <private uploads>/resumes */
  resume_file: string;
  resume_original_name: string;
  resume_size: number;
  /** what the file's bytes are, not what its name or the browser said */
  resume_type: 'pdf' | 'docx' | 'doc';
  consent_at: string;
  created_at: string;
  /** migration 0011-review-states: where the recruiters have got to with it */
  status: Generated<JobApplicationStatus>;
  status_changed_at: Generated<string | null>;
}

export type NewTestimonial = Insertable<TestimonialsTable>;
export type NewNewsUpdate = Insertable<NewsUpdatesTable>;
export type NewFaq = Insertable<FaqsTable>;
export type NewTeamMember = Insertable<TeamMembersTable>;
export type NewJobCategory = Insertable<JobCategoriesTable>;
export type NewSeoPage = Insertable<SeoPagesTable>;
export type NewCmsPage = Insertable<CmsPagesTable>;
export type NewBlog = Insertable<BlogsTable>;
export type NewState = Insertable<StatesTable>;
export type NewCity = Insertable<CitiesTable>;
export type NewPass = Insertable<PassesTable>;
export type NewContentTranslation = Insertable<ContentTranslationsTable>;
export type PassRow = Selectable<PassesTable>;
export type RiderRow = Selectable<RidersTable>;
export type PaymentOrderRow = Selectable<PaymentOrdersTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type IssuedPassRow = Selectable<IssuedPassesTable>;
export type RefundRow = Selectable<RefundsTable>;
export type SandboxOrderRow = Selectable<SandboxOrdersTable>;

/** A staff account (migration 0009-staff); only staff/ reads or writes the staff tables. */
export interface StaffUsersTable {
  id: Generated<number>;
  /** lower-cased, unique */
  email: string;
  name: string;
  /** JSON array of role names */
  roles: string;
  /** Argon2id PHC string; null until set up */
  password_hash: string | null;
  /** base32 TOTP secret encrypted with the field cipher; null until enrolled */
  totp_secret: string | null;
  /** the time step of the last TOTP code accepted */
  totp_last_step: number | null;
  disabled: 0 | 1;
  created_at: string;
  updated_at: string;
}

export interface StaffSetupTokensTable {
  /** SHA-256 hex of the link's token */
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface StaffSessionsTable {
  /** SHA-256 hex of the cookie's session id */
  id_hash: string;
  user_id: number;
  stage: 'code' | 'signed-in';
  created_at: string;
  last_seen_at: string;
}

/** Append-only: a trigger refuses UPDATE and DELETE on both engines. */
export interface AuditEventsTable {
  id: Generated<number>;
  occurred_at: string;
  actor_id: number | null;
  /** JSON array */
  actor_roles: Generated<string>;
  action: string;
  target: string | null;
  outcome: 'success' | 'failure' | 'denied';
  address: string | null;
  user_agent: string | null;
  /** JSON object without personal values or secrets */
  details: Generated<string>;
}

export type MessageKind = 'contact' | 'investor' | 'support';
export type MessageStatus = 'new' | 'in-progress' | 'done';

/**
 * How staff handle one contact message, investor enquiry or support ticket (migration 0010-message-handling):
 * triggers on the three tables add the row with the message and delete it with the message.
 */
export interface MessageHandlingTable {
  /** unique across the three kinds */
  id: Generated<number>;
  kind: MessageKind;
  /** the message's id in its own table */
  message_id: number;
  /** the message's created_at */
  received_at: string;
  status: Generated<MessageStatus>;
  assignee_id: number | null;
  /** lower-cased searchable text of the message */
  search_text: string;
  updated_at: string;
}

/** Internal notes on a message; the console only adds them. */
export interface MessageNotesTable {
  id: Generated<number>;
  handling_id: number;
  author_id: number;
  created_at: string;
  body: string;
}

export type OutboxMessageStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'dead' | 'unsent';

/**
 * Counts per minute, remote version and kind (migration 0017-client-event-counts): browsers' reports and the pages sent
 * with the version; only client-events/ reads or writes it (docs/decisions/0053-client-events.md).
 */
export interface ClientEventCountsTable {
  /** the minute's start in UTC, ISO 8601 to the minute (2026-11-26T22:05Z) */
  bucket: string;
  remote: string;
  /** a deploy registry version, 'configured' or 'unknown' */
  version: string;
  /** a ClientEventKind, or a page sent: page-server, page-cache, page-browser */
  kind: string;
  count: number;
}

/** One notification to send (migration 0013-outbox); only outbox/ reads or writes it (docs/decisions/0045-outbox.md). */
export interface OutboxMessagesTable {
  id: Generated<number>;
  /** unique: a second enqueue with it is a no-op */
  idempotency_key: string;
  /** a NotificationKind (outbox/outbox-message.ts) */
  kind: string;
  channel: 'email' | 'sms';
  /** an e-mail address or a +91 mobile number */
  recipient: string;
  /** JSON: EmailContent or SmsContent */
  content: string;
  /** unsent: no channel was configured when the relay came to it */
  status: OutboxMessageStatus;
  /** claims so far, the one under way included */
  attempts: number;
  /** ISO 8601: when the relay may take it next (while sending: when the claim expires) */
  next_attempt_at: string;
  claim_expires_at: string | null;
  /** the relay holding the claim */
  claimed_by: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

/** The deploy registry's row per remote (migration 0018-deployments, docs/decisions/0051-registry-across-nodes.md). */
export interface DeploymentRemotesTable {
  remote: string;
  revision: number;
  active_version: string | null;
  previous_version: string | null;
  ever_activated: number;
}

/** A stored version of a remote; `files` and `checks` are JSON. */
export interface DeploymentVersionsTable {
  remote: string;
  version: string;
  stored_revision: number;
  commit_id: string | null;
  uploaded_at: string;
  uploaded_by: string;
  files: string;
  server_integrity: string;
  checks: string;
  preview_expires_at: string | null;
}

/** One activation or rollback, keyed by the revision it made. */
export interface DeploymentHistoryTable {
  remote: string;
  revision: number;
  action: 'activate' | 'rollback';
  by_remote: string;
  at: string;
  from_version: string | null;
  to_version: string | null;
  commit_id: string | null;
}

/** One canary a remote ran (migration 0019-deployment-canaries); `ended_at` null while it runs. */
export interface DeploymentCanariesTable {
  remote: string;
  revision: number;
  version: string;
  percent: number;
  started_by: string;
  started_at: string;
  baseline_version: string | null;
  ended_at: string | null;
  outcome: 'promoted' | 'ended' | 'rolled-back' | null;
  ended_by: string | null;
  reason: string | null;
  figures: string | null;
}

/** A stored version's file, in chunks of 256 KB. */
export interface DeploymentFileChunksTable {
  remote: string;
  version: string;
  path: string;
  chunk_index: number;
  data: Buffer;
}
