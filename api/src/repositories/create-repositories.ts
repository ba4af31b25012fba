import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FieldCipher } from '../security/field-cipher';
import { createContentRepository } from './content-repository';
import { createDriverRegistrationRepository } from './driver-registration-repository';
import { createJobApplicationRepository } from './job-application-repository';
import { createJobRepository } from './job-repository';
import { createLocationRepository } from './location-repository';
import { createNewsletterRepository } from './newsletter-repository';
import { createPassRepository } from './pass-repository';
import { createPaymentRepository } from '../payments/payment-repository';
import { createSeoRepository } from './seo-repository';
import { createSubmissionRepository } from './submission-repository';

/** Every repository over one database; routes reach them as app.repositories.<name>, never the query builder. */
export function createRepositories(db: Kysely<Database>, cipher: FieldCipher) {
  return {
    content: createContentRepository(db),
    driverRegistrations: createDriverRegistrationRepository(db, cipher),
    jobs: createJobRepository(db),
    jobApplications: createJobApplicationRepository(db),
    locations: createLocationRepository(db),
    newsletter: createNewsletterRepository(db),
    passes: createPassRepository(db),
    payments: createPaymentRepository(db),
    seo: createSeoRepository(db),
    submissions: createSubmissionRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
