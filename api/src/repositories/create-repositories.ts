import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createContentRepository } from './content-repository';
import { createJobRepository } from './job-repository';
import { createLocationRepository } from './location-repository';
import { createNewsletterRepository } from './newsletter-repository';
import { createPassRepository } from './pass-repository';
import { createSeoRepository } from './seo-repository';

/** Every repository over one database; routes reach them as app.repositories.<name>, never the query builder. */
export function createRepositories(db: Kysely<Database>) {
  return {
    content: createContentRepository(db),
    jobs: createJobRepository(db),
    locations: createLocationRepository(db),
    newsletter: createNewsletterRepository(db),
    passes: createPassRepository(db),
    seo: createSeoRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
