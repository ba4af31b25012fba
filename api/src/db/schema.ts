import type { Generated, Insertable, Selectable } from 'kysely';

// Database tables. Columns are snake_case; repositories map rows to the API's field names (shared/src/api/types.ts).
// Migrations under ./migrations create exactly these; later issues add tables with new migrations.

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
  /** share image, a URL path on this site such as /uploads/brand/share-home.svg */
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
  /** pass ids of spec section 3: daylight 6, moonlight 7, student 8, corporate 9, customer gold 10; drivers 1-3 */
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
export type PassRow = Selectable<PassesTable>;
