import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { brand } from '@chalein/shared/lib/brand';
import { ticketTypes } from '@chalein/shared/lib/validation/support';
import { TRANSLATED_FIELDS, type TranslatedKind } from './translated-fields';
import { createTempDir } from '../test-support/temp-dir';
import { createTestDatabase } from '../test-support/test-database';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';
import { seedDatabase } from './seed';

// The seed writes Hindi and Kannada for every record and every translated field of the kinds the site shows first:
// each in its own script, each list as long as the English one, each amount the English one names. On the engine
// under test, through the seed itself.

/** The kinds whose every record the seed translates. */
const SEEDED_KINDS = [
  'passes',
  'faqs',
  'testimonials',
  'news_updates',
  'cms_pages',
  'team_members',
  'job_categories',
  'blogs',
  'states',
  'cities',
] as const satisfies readonly TranslatedKind[];

const repositoryRoot = path.resolve(__dirname, '../../..');

/** Names written in Latin letters in every language: the brand, its service, the passes, the verification partner. */
const KEPT_NAMES = ['Chalein', 'Chalein Porter', 'Daylight', 'Moonlight', 'Gold Pass', 'Student Pass', brand.partners[0].name];

const SCRIPTS = { hi: /[\u0900-\u097F]/, kn: /[\u0C80-\u0CFF]/ } as const;

/** Every rupee amount a text names: '₹1,399', or '1,399 rupees' as the English FAQ writes them. */
function readRupeeFigures(text: string): number[] {
  const figures = [...text.matchAll(/₹\s?(\d[\d,]*)|(\d[\d,]*) rupees/g)].map((match) => match[1] ?? match[2] ?? '');
  return figures.map((figure) => Number(figure.replace(/,/g, ''))).sort((a, b) => a - b);
}

/** A field's texts: the items of a `_json` list, or the text itself. */
function readTexts(field: string, value: string): string[] {
  return field.endsWith('_json') ? (JSON.parse(value) as string[]) : [value];
}

describe('the seeded translations', () => {
  const dir = createTempDir();
  let db: Kysely<Database>;

  beforeAll(async () => {
    db = createTestDatabase(dir);
    await migrateToLatest(db);
    await seedDatabase(db);
  });

  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(SEEDED_KINDS)('cover every %s record and field in Hindi and Kannada, in their scripts', async (kind) => {
    const records = (await db.selectFrom(kind).selectAll().execute()) as unknown as Record<string, unknown>[];
    const translations = await db.selectFrom('content_translations').selectAll().where('kind', '=', kind).execute();
    expect(records.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const record of records) {
      for (const field of TRANSLATED_FIELDS[kind]) {
        const english = String(record[field]);
        for (const language of ['hi', 'kn'] as const) {
          const where = `${kind} ${String(record.id)} ${field} ${language}`;
          const row = translations.find((t) => t.record_id === record.id && t.field === field && t.language === language);
          if (!row) {
            problems.push(`${where}: missing`);
            continue;
          }
          if (row.value === english) problems.push(`${where}: the English text`);
          const texts = readTexts(field, row.value);
          const englishTexts = readTexts(field, english);
          if (texts.length !== englishTexts.length) problems.push(`${where}: ${texts.length} items, English has ${englishTexts.length}`);
          for (const text of texts) if (!SCRIPTS[language].test(text)) problems.push(`${where}: not in its script: ${text}`);
          if (readRupeeFigures(row.value).join() !== readRupeeFigures(english).join()) problems.push(`${where}: amounts differ`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.each([
    ['cms_pages', 'description_html'],
    ['job_categories', 'content_html'],
    ['blogs', 'description_html'],
  ] as const)("give each translated %s page the English page's headings, lists, emphasis and links", async (kind, field) => {
    const tagsOf = (html: string) =>
      [...html.matchAll(/<\/?([a-z0-9]+)[^>]*>/g)].map((match) => (match[0].startsWith('</') ? `/${match[1]}` : match[1])).join(' ');
    const linksOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]).join(' ');
    const pages = (await db.selectFrom(kind).selectAll().execute()) as unknown as Array<Record<string, unknown> & { id: number }>;
    const translations = await db
      .selectFrom('content_translations')
      .selectAll()
      .where('kind', '=', kind)
      .where('field', '=', field)
      .execute();
    expect(translations.length).toBe(pages.length * 2);
    for (const row of translations) {
      const english = String(pages.find((page) => page.id === row.record_id)![field]);
      const where = `page ${row.record_id} ${row.language}`;
      expect([where, tagsOf(row.value)]).toEqual([where, tagsOf(english)]);
      expect([where, linksOf(row.value)]).toEqual([where, linksOf(english)]);
    }
  });

  it("give every page's title, description and keywords in Hindi and Kannada, with the English figures", async () => {
    // the numbers a text names (amounts, kilometres, hours, ratings), whatever words surround them
    const figuresOf = (text: string) => [...new Set(text.match(/\d[\d,.]*\d|\d/g) ?? [])].sort().join(' ');
    const pages = await db.selectFrom('seo_pages').selectAll().execute();
    const translations = await db.selectFrom('content_translations').selectAll().where('kind', '=', 'seo_pages').execute();
    expect(pages.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const page of pages) {
      for (const field of TRANSLATED_FIELDS.seo_pages) {
        for (const language of ['hi', 'kn'] as const) {
          const where = `seo_pages ${page.id} ${field} ${language}`;
          const value = translations.find((t) => t.record_id === page.id && t.field === field && t.language === language)?.value;
          if (value === undefined) {
            problems.push(`${where}: missing`);
            continue;
          }
          if (!SCRIPTS[language].test(value)) problems.push(`${where}: not in its script`);
          if (figuresOf(value) !== figuresOf(page[field])) problems.push(`${where}: figures differ`);
          // the brand stays in Latin letters wherever the English names it
          if (page[field].includes('Chalein') && !value.includes('Chalein')) problems.push(`${where}: no Chalein`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.each([
    ['job_categories', 'job_title'],
    ['job_categories', 'content_html'],
    ['blogs', 'title'],
    ['blogs', 'description_html'],
  ] as const)("give every %s record's %s in Hindi and Kannada, keeping the names English writes", async (kind, field) => {
    const records = (await db.selectFrom(kind).selectAll().execute()) as unknown as Array<Record<string, unknown> & { id: number }>;
    const translations = await db.selectFrom('content_translations').selectAll().where('kind', '=', kind).execute();
    expect(records.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const record of records) {
      const english = String(record[field]);
      for (const language of ['hi', 'kn'] as const) {
        const where = `${kind} ${record.id} ${field} ${language}`;
        const value = translations.find((t) => t.record_id === record.id && t.field === field && t.language === language)?.value;
        if (value === undefined) problems.push(`${where}: missing`);
        else if (!SCRIPTS[language].test(value)) problems.push(`${where}: not in its script`);
        // the brand and the pass names stay as they are
        else for (const name of KEPT_NAMES) if (english.includes(name) && !value.includes(name)) problems.push(`${where}: no ${name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("name the support page's ticket types as that page shows them in Hindi and Kannada, never in English", async () => {
    const translations = await db.selectFrom('content_translations').selectAll().execute();
    const problems: string[] = [];
    for (const row of translations)
      for (const type of ticketTypes)
        if (row.value.includes(type)) problems.push(`${row.kind} ${row.record_id} ${row.field} ${row.language}: ${type}`);
    expect(problems).toEqual([]);
    for (const language of ['hi', 'kn'] as const) {
      const texts = JSON.parse(
        fs.readFileSync(path.join(repositoryRoot, 'marketing-mfe', 'locales', language, 'marketing.json'), 'utf8'),
      ) as {
        supportPage: { ticketTypes: Record<string, string> };
      };
      const labels = Object.values(texts.supportPage.ticketTypes);
      // the FAQ's answer on raising a ticket names all three, the refund policy the account one
      const naming = translations.filter((row) => row.language === language && labels.some((label) => row.value.includes(label)));
      expect(naming.map((row) => row.kind).sort()).toEqual(['cms_pages', 'faqs']);
      expect(naming.some((row) => labels.every((label) => row.value.includes(label)))).toBe(true);
    }
  });

  it('translate nothing that is not there in English', async () => {
    const translations = await db.selectFrom('content_translations').select(['kind', 'record_id', 'field']).execute();
    const problems: string[] = [];
    for (const { kind, field } of translations) {
      const fields: readonly string[] = TRANSLATED_FIELDS[kind as TranslatedKind] ?? [];
      if (!fields.includes(field)) problems.push(`${kind} ${field}: not a translated field`);
    }
    for (const kind of SEEDED_KINDS) {
      const ids = new Set((await db.selectFrom(kind).select('id').execute()).map((row) => row.id));
      for (const row of translations)
        if (row.kind === kind && !ids.has(row.record_id)) problems.push(`${kind} ${row.record_id}: no such record`);
    }
    expect(problems).toEqual([]);
  });
});
