import type { Database } from './schema';

// Which content has Hindi and Kannada (docs/decisions/0050-content-languages.md): the seed writes them, the content
// repositories read them (content/content-translations.ts), and content_translations' `field` names one of these.

/** The columns of each kind of content that are written in every language; names of people and passes, images and
 * prices are not. */
export const TRANSLATED_FIELDS = {
  passes: ['period_label', 'summary', 'eligibility', 'benefits_json', 'how_to_avail_json', 'terms_json'],
  faqs: ['category', 'question', 'answer'],
  testimonials: ['description', 'city_name'],
  news_updates: ['title', 'description'],
  cms_pages: ['title', 'description_html'],
  job_categories: ['job_title', 'content_html'],
  blogs: ['title', 'description_html'],
  team_members: ['designation', 'description_html'],
  seo_pages: ['meta_title', 'meta_description', 'meta_keyword'],
  // places are written in the reader's script; the form still sends the record's id
  states: ['name'],
  cities: ['name'],
} as const satisfies { [K in keyof Database]?: readonly (keyof Database[K] & string)[] };

export type TranslatedKind = keyof typeof TRANSLATED_FIELDS;
export type TranslatedField<K extends TranslatedKind> = (typeof TRANSLATED_FIELDS)[K][number];
