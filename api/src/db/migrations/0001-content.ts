import { sql, type Kysely } from 'kysely';
import { defineGeneratedId } from '../portable-sql';

// The site's content tables (schema.ts). A migration is frozen once released: later changes go in a new file,
// so it takes Kysely<unknown> and never imports the current table types.

export async function up(db: Kysely<unknown>): Promise<void> {
  // an autoincrement id on SQLite, an identity column on PostgreSQL (portable-sql.ts)
  const generatedId = defineGeneratedId(db);
  await db.schema
    .createTable('testimonials')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('image_file', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('rating', 'integer', (col) => col.notNull().check(sql`rating between 0 and 5`))
    .addColumn('city_name', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('testimonials_sort_order_idx').on('testimonials').column('sort_order').execute();

  await db.schema
    .createTable('news_updates')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('image_file', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // the carousel lists newest first
  await db.schema.createIndex('news_updates_created_at_idx').on('news_updates').column('created_at').execute();

  await db.schema
    .createTable('faqs')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('faqs_sort_order_idx').on('faqs').columns(['sort_order', 'id']).execute();

  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('id', 'integer', generatedId)
    // the server stores addresses lower-cased, so a plain unique constraint catches repeats
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('team_members')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('designation', 'text', (col) => col.notNull())
    .addColumn('description_html', 'text', (col) => col.notNull())
    .addColumn('image_file', 'text', (col) => col.notNull())
    .addColumn('linkedin_url', 'text')
    .addColumn('instagram_url', 'text')
    .addColumn('facebook_url', 'text')
    .addColumn('x_url', 'text')
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('team_members_sort_order_idx').on('team_members').column('sort_order').execute();

  await db.schema
    .createTable('job_categories')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('job_title', 'text', (col) => col.notNull())
    .addColumn('image_file', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('content_html', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('seo_pages')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('meta_title', 'text', (col) => col.notNull())
    .addColumn('meta_description', 'text', (col) => col.notNull())
    .addColumn('meta_keyword', 'text', (col) => col.notNull())
    .addColumn('head_image', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('cms_pages')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description_html', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('blogs')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('image_file', 'text', (col) => col.notNull())
    .addColumn('description_html', 'text', (col) => col.notNull())
    .addColumn('published_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('blogs_published_at_idx').on('blogs').column('published_at').execute();

  await db.schema
    .createTable('states')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('state', 'union_territory')`))
    .execute();

  await db.schema
    .createTable('cities')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('state_id', 'integer', (col) => col.notNull().references('states.id').onDelete('restrict'))
    .execute();
  // the registration form filters cities by state; two cities of one state never share a name
  await db.schema.createIndex('cities_state_id_name_idx').on('cities').columns(['state_id', 'name']).unique().execute();
  await db.schema.createIndex('cities_name_idx').on('cities').column('name').execute();

  await db.schema
    .createTable('passes')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('audience', 'text', (col) => col.notNull().check(sql`audience in ('customer', 'driver')`))
    .addColumn('pass_group', 'text', (col) => col.notNull().check(sql`pass_group in ('limited', 'customer', 'driver')`))
    // prices in paise: whole numbers, never floating-point rupees
    .addColumn('price_paise', 'integer', (col) => col.notNull().check(sql`price_paise >= 0`))
    .addColumn('list_price_paise', 'integer', (col) => col.check(sql`list_price_paise is null or list_price_paise >= 0`))
    .addColumn('period_label', 'text', (col) => col.notNull())
    .addColumn('validity', 'text', (col) => col.notNull().check(sql`validity in ('day', 'night', 'three_months', 'month')`))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('eligibility', 'text', (col) => col.notNull())
    .addColumn('benefits_json', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('how_to_avail_json', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('terms_json', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('image_file', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // children before parents (cities reference states)
  for (const table of [
    'passes',
    'cities',
    'states',
    'blogs',
    'cms_pages',
    'seo_pages',
    'job_categories',
    'team_members',
    'newsletter_subscriptions',
    'faqs',
    'news_updates',
    'testimonials',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
