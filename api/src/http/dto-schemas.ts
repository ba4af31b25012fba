// JSON schemas of the answers' data, one per DTO of @chalein/shared/api/types, for the routes' response schemas.

const text = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const nullableText = { type: ['string', 'null'] } as const;

function objectOf(properties: Record<string, object>) {
  return { type: 'object', required: Object.keys(properties), properties } as const;
}

export function listOf(items: object) {
  return { type: 'array', items } as const;
}

export const testimonialSchema = objectOf({
  id: integer,
  firstName: text,
  lastName: text,
  imageURL: text,
  description: text,
  rating: { type: 'number' },
  cityName: text,
});

export const newsUpdateSchema = objectOf({ id: integer, image: text, title: text, description: text, created_at: text });

export const faqSchema = objectOf({ id: integer, category: text, question: text, answer: text });

export const seoDataSchema = objectOf({ metaTitle: text, metaDescription: text, metaKeyword: text, head: text });

export const teamMemberSchema = objectOf({
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

export const cmsPageSchema = objectOf({ strTitle: text, strDescription: text });

export const blogSchema = objectOf({
  blogId: integer,
  blogSlug: text,
  blogTitle: text,
  blogImage: text,
  blogDescription: text,
  publishedAt: text,
});

export const jobCategorySchema = objectOf({ id: integer, job_title: text, imageURL: text, slugName: text });

export const jobDetailsSchema = objectOf({
  'job-category-master': objectOf({ id: integer, job_title: text, slugName: text }),
  content: text,
});

export const passCatalogEntrySchema = objectOf({
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
  benefits: listOf(text),
  howToAvail: listOf(text),
  terms: listOf(text),
  image: text,
});

export const passDetailSchema = objectOf({ iPassId: integer, iStatus: integer });

export const stateCityMappingSchema = objectOf({
  states: listOf(objectOf({ stateId: integer, stateName: text })),
  cities: listOf(objectOf({ cityId: integer, cityName: text, stateMasterStateId: integer })),
});

export const healthStatusSchema = objectOf({
  status: { type: 'string', enum: ['ok'] },
  database: { type: 'string', enum: ['ok'] },
  uptimeSeconds: { type: 'number' },
});

