import type { NewContentTranslation } from '../schema';
import { blogTranslations, jobCategoryTranslations } from './career-blog-translations';
import { cmsPageTranslations } from './cms-page-translations';
import { faqTranslations } from './faq-translations';
import { newsUpdateTranslations, testimonialTranslations } from './home-translations';
import { passTranslations } from './pass-translations';
import { seoTranslations } from './seo-translations';
import { cityTranslations, stateTranslations } from './states-cities-translations';
import { teamMemberTranslations } from './team-translations';
import { flattenTranslations } from './translation-rows';

// Every Hindi and Kannada row the seed writes (docs/decisions/0050-content-languages.md).
export const contentTranslations: NewContentTranslation[] = [
  ...flattenTranslations('passes', passTranslations),
  ...flattenTranslations('faqs', faqTranslations),
  ...flattenTranslations('testimonials', testimonialTranslations),
  ...flattenTranslations('news_updates', newsUpdateTranslations),
  ...flattenTranslations('cms_pages', cmsPageTranslations),
  ...flattenTranslations('seo_pages', seoTranslations),
  ...flattenTranslations('job_categories', jobCategoryTranslations),
  ...flattenTranslations('blogs', blogTranslations),
  ...flattenTranslations('team_members', teamMemberTranslations),
  ...flattenTranslations('states', stateTranslations),
  ...flattenTranslations('cities', cityTranslations),
];
