import type { Kysely, Selectable } from 'kysely';
import type { Blog, CmsPage, Faq, NewsUpdate, SeoPageEntry, TeamMember, Testimonial } from '@chalein/shared/api/types';
import type { BlogsTable, Database } from '../db/schema';
import { sanitizeHtml } from '@chalein/shared/lib/html-sanitizer';
import { DEFAULT_LANGUAGE, type Language } from '@chalein/shared/lib/i18n/languages';
import { translateRecord, translateRecords } from './content-translations';

// Marketing content. Rows are snake_case; the answers use the product's field names (shared/src/api/types.ts).
// HTML columns go out through sanitizeHtml: whatever was written to the database, the API only serves safe markup.
// Each read takes the answer's language; its texts are in that language where translated, in English where not.

function mapBlogRow(row: Selectable<BlogsTable>): Blog {
  return {
    blogId: row.id,
    blogSlug: row.slug,
    blogTitle: row.title,
    blogImage: row.image_file,
    blogDescription: sanitizeHtml(row.description_html),
    publishedAt: row.published_at,
  };
}

export function createContentRepository(db: Kysely<Database>) {
  return {
    async listTestimonials(language: Language = DEFAULT_LANGUAGE): Promise<Testimonial[]> {
      const rows = await db.selectFrom('testimonials').selectAll().orderBy('sort_order').orderBy('id').execute();
      return (await translateRecords(db, 'testimonials', language, rows)).map((row) => ({
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        imageURL: row.image_file,
        description: row.description,
        rating: row.rating,
        cityName: row.city_name,
      }));
    },

    /** newest first */
    async listNewsUpdates(language: Language = DEFAULT_LANGUAGE): Promise<NewsUpdate[]> {
      const rows = await db.selectFrom('news_updates').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return (await translateRecords(db, 'news_updates', language, rows)).map((row) => ({
        id: row.id,
        image: row.image_file,
        title: row.title,
        description: row.description,
        created_at: row.created_at,
      }));
    },

    /** in display order; the page groups them by category and keeps this order within each */
    async listFaqs(language: Language = DEFAULT_LANGUAGE): Promise<Faq[]> {
      const rows = await db.selectFrom('faqs').selectAll().orderBy('sort_order').orderBy('id').execute();
      return (await translateRecords(db, 'faqs', language, rows)).map((row) => ({
        id: row.id,
        category: row.category,
        question: row.question,
        answer: row.answer,
      }));
    },

    async listTeamMembers(language: Language = DEFAULT_LANGUAGE): Promise<TeamMember[]> {
      const rows = await db.selectFrom('team_members').selectAll().orderBy('sort_order').orderBy('id').execute();
      return (await translateRecords(db, 'team_members', language, rows)).map((row) => ({
        iTeamId: row.id,
        strName: row.name,
        strDesignation: row.designation,
        strDescription: sanitizeHtml(row.description_html),
        strImage: row.image_file,
        strLinkedInUrl: row.linkedin_url,
        strInstagramUrl: row.instagram_url,
        strFacebookUrl: row.facebook_url,
        strXUrl: row.x_url,
      }));
    },

    async findCmsPage(id: number, language: Language = DEFAULT_LANGUAGE): Promise<CmsPage | undefined> {
      const found = await db.selectFrom('cms_pages').selectAll().where('id', '=', id).executeTakeFirst();
      const row = await translateRecord(db, 'cms_pages', language, found);
      return row && { strTitle: row.title, strDescription: sanitizeHtml(row.description_html) };
    },

    /** newest first */
    async listBlogs(language: Language = DEFAULT_LANGUAGE): Promise<Blog[]> {
      const rows = await db.selectFrom('blogs').selectAll().orderBy('published_at', 'desc').orderBy('id', 'desc').execute();
      return (await translateRecords(db, 'blogs', language, rows)).map(mapBlogRow);
    },

    /** by slug, or by id when the key is all digits (the original site's links carry ids, ours carry slugs) */
    async findBlog(slugOrId: string, language: Language = DEFAULT_LANGUAGE): Promise<Blog | undefined> {
      const query = db.selectFrom('blogs').selectAll();
      const found = /^\d+$/.test(slugOrId)
        ? await query.where('id', '=', Number(slugOrId)).executeTakeFirst()
        : await query.where('slug', '=', slugOrId).executeTakeFirst();
      const row = await translateRecord(db, 'blogs', language, found);
      return row && mapBlogRow(row);
    },

    /** every page's metadata, for the /seo site index */
    async listSeoPages(language: Language = DEFAULT_LANGUAGE): Promise<SeoPageEntry[]> {
      const rows = await db.selectFrom('seo_pages').selectAll().orderBy('id').execute();
      return (await translateRecords(db, 'seo_pages', language, rows)).map((row) => ({
        id: row.id,
        metaTitle: row.meta_title,
        metaDescription: row.meta_description,
        metaKeyword: row.meta_keyword,
        head: row.head_image,
      }));
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
