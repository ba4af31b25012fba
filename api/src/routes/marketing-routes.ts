import type { FastifyPluginAsync } from 'fastify';
import { buildResponseSchemas, buildSuccessEnvelope, createNotFoundError } from '../http/api-envelope';
import { addContentCaching } from '../http/content-caching';
import {
  blogSchema,
  cmsPageSchema,
  faqSchema,
  defineListSchema,
  newsUpdateSchema,
  seoDataSchema,
  teamMemberSchema,
  testimonialSchema,
} from '../http/dto-schemas';
import { buildIdField, buildObjectSchema, buildTextField } from '../http/field-schemas';

/** Read-only content of the marketing pages. POSTs where the spec's client posts (our_team, cms, blogs). */
export const marketingRoutes: FastifyPluginAsync = async (app) => {
  addContentCaching(app);
  const content = app.repositories.content;

  app.get('/testimonials', { schema: { response: buildResponseSchemas(defineListSchema(testimonialSchema)) } }, async () =>
    buildSuccessEnvelope(await content.listTestimonials()),
  );

  app.get('/news_updates', { schema: { response: buildResponseSchemas(defineListSchema(newsUpdateSchema)) } }, async () =>
    buildSuccessEnvelope(await content.listNewsUpdates()),
  );

  app.get('/faqs', { schema: { response: buildResponseSchemas(defineListSchema(faqSchema)) } }, async () =>
    buildSuccessEnvelope(await content.listFaqs()),
  );

  // the spec's client posts with no body; any body is ignored
  app.post('/our_team', { schema: { response: buildResponseSchemas(defineListSchema(teamMemberSchema)) } }, async () =>
    buildSuccessEnvelope(await content.listTeamMembers()),
  );

  app.post<{ Body: { id: number } }>(
    '/cms',
    {
      schema: {
        // the four CMS pages of spec section 9
        body: buildObjectSchema({ id: buildIdField('Page id', 4) }),
        response: buildResponseSchemas(cmsPageSchema),
      },
    },
    async (request) => {
      const page = await content.findCmsPage(request.body.id);
      if (!page) throw createNotFoundError('This page is not available.');
      return buildSuccessEnvelope(page);
    },
  );

  // the /seo site index: every page's metadata in one call (POST /seodata, one page by id, is the shell's)
  app.get(
    '/seodata',
    {
      schema: {
        response: buildResponseSchemas(
          defineListSchema({
            ...seoDataSchema,
            required: ['id', ...seoDataSchema.required],
            properties: { id: { type: 'integer' }, ...seoDataSchema.properties },
          }),
        ),
      },
    },
    async () => buildSuccessEnvelope(await content.listSeoPages()),
  );

  app.post('/blogs', { schema: { response: buildResponseSchemas(defineListSchema(blogSchema)) } }, async () =>
    buildSuccessEnvelope(await content.listBlogs()),
  );

  app.get<{ Params: { slugOrId: string } }>(
    '/blogs/:slugOrId',
    {
      schema: {
        params: buildObjectSchema({
          slugOrId: buildTextField('Blog', { maxLength: 160, pattern: '^[A-Za-z0-9-]+$' }),
        }),
        response: buildResponseSchemas(blogSchema),
      },
    },
    async (request) => {
      const blog = await content.findBlog(request.params.slugOrId.toLowerCase());
      if (!blog) throw createNotFoundError('Blog not found.');
      return buildSuccessEnvelope(blog);
    },
  );
};
