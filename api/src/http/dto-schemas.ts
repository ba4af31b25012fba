// JSON schemas of the answers' data, one per DTO of @chalein/shared/api/types, for the routes' response schemas.

const text = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const nullableText = { type: ['string', 'null'] } as const;

function defineObjectSchema(properties: Record<string, object>) {
  return { type: 'object', required: Object.keys(properties), properties } as const;
}

export function defineListSchema(items: object) {
  return { type: 'array', items } as const;
}

export const testimonialSchema = defineObjectSchema({
  id: integer,
  firstName: text,
  lastName: text,
  imageURL: text,
  description: text,
  rating: { type: 'number' },
  cityName: text,
});

export const newsUpdateSchema = defineObjectSchema({ id: integer, image: text, title: text, description: text, created_at: text });

export const faqSchema = defineObjectSchema({ id: integer, category: text, question: text, answer: text });

export const seoDataSchema = defineObjectSchema({ metaTitle: text, metaDescription: text, metaKeyword: text, head: text });

export const teamMemberSchema = defineObjectSchema({
  iTeamId: integer,
  strName: text,
  strDesignation: text,
  strDescription: text,
  strImage: text,
  strLinkedInUrl: nullableText,
  strInstagramUrl: nullableText,
  strFacebookUrl: nullableText,
  strXUrl: nullableText,
});

export const cmsPageSchema = defineObjectSchema({ strTitle: text, strDescription: text });

export const blogSchema = defineObjectSchema({
  blogId: integer,
  blogSlug: text,
  blogTitle: text,
  blogImage: text,
  blogDescription: text,
  publishedAt: text,
});

export const jobCategorySchema = defineObjectSchema({ id: integer, job_title: text, imageURL: text, slugName: text });

export const jobDetailsSchema = defineObjectSchema({
  'job-category-master': defineObjectSchema({ id: integer, job_title: text, slugName: text }),
  content: text,
});

export const passCatalogEntrySchema = defineObjectSchema({
  iPassId: integer,
  slug: text,
  name: text,
  audience: { type: 'string', enum: ['customer', 'driver'] },
  group: { type: 'string', enum: ['limited', 'customer', 'driver'] },
  price: { type: 'number' },
  listPrice: { type: ['number', 'null'] },
  periodLabel: text,
  summary: text,
  eligibility: text,
  benefits: defineListSchema(text),
  howToAvail: defineListSchema(text),
  terms: defineListSchema(text),
  image: text,
});

export const passDetailSchema = defineObjectSchema({ iPassId: integer, iStatus: integer });

export const stateCityMappingSchema = defineObjectSchema({
  states: defineListSchema(defineObjectSchema({ stateId: integer, stateName: text })),
  cities: defineListSchema(defineObjectSchema({ cityId: integer, cityName: text, stateMasterStateId: integer })),
});

export const healthStatusSchema = defineObjectSchema({
  status: { type: 'string', enum: ['ok'] },
  database: { type: 'string', enum: ['ok'] },
  uptimeSeconds: { type: 'number' },
});
