import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { FieldCipher } from './security/field-cipher';
import { createApplicationInboxRepository } from './careers/application-inbox-repository';
import { createContentRepository } from './content/content-repository';
import { createDriverRegistrationRepository } from './onboarding/driver-registration-repository';
import { createDriverReviewRepository } from './onboarding/driver-review-repository';
import { createDriverStatusRepository } from './onboarding/driver-status-repository';
import { createJobApplicationRepository } from './careers/job-application-repository';
import { createJobRepository } from './careers/job-repository';
import { createLocationRepository } from './content/location-repository';
import { createNewsletterRepository } from './enquiries/newsletter-repository';
import { createPassRepository } from './passes/pass-repository';
import { createPaymentRepository } from './payments/payment-repository';
import { createRefundRepository } from './payments/refund-repository';
import { createSeoRepository } from './content/seo-repository';
import { createSubmissionRepository } from './enquiries/submission-repository';

/** Every repository over one database; routes reach them as app.repositories.<name>, never the query builder. */
export function createRepositories(db: Kysely<Database>, cipher: FieldCipher) {
  return {
    applicationInbox: createApplicationInboxRepository(db),
    content: createContentRepository(db),
    driverRegistrations: createDriverRegistrationRepository(db, cipher),
    driverReviews: createDriverReviewRepository(db),
    driverStatus: createDriverStatusRepository(db, cipher),
    jobs: createJobRepository(db),
    jobApplications: createJobApplicationRepository(db),
    locations: createLocationRepository(db),
    newsletter: createNewsletterRepository(db),
    passes: createPassRepository(db),
    payments: createPaymentRepository(db),
    refunds: createRefundRepository(db),
    seo: createSeoRepository(db),
    submissions: createSubmissionRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
