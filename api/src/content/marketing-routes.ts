import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  blogParamsSchema,
  blogSchema,
  cmsPageRequestSchema,
  cmsPageSchema,
  faqSchema,
  newsUpdateSchema,
  teamMemberSchema,
  testimonialSchema,
} from '@chalein/shared/api/schemas/marketing';
import { seoPageEntrySchema } from '@chalein/shared/api/schemas/site';
import { buildResponseSchemas, buildSuccessEnvelope, createNotFoundError } from '../http/api-envelope';
import { addContentCaching } from '../http/content-caching';

/** Read-only content of the marketing pages. POSTs where the original client posts (our_team, cms, blogs). */
export const marketingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  addContentCaching(app);
  const content = app.repositories.content;

  app.get('/testimonials', { schema: { response: buildResponseSchemas(Type.Array(testimonialSchema)) } }, async () =>
    buildSuccessEnvelope(await content.listTestimonials()),
  );

  app.get('/news_updates', { schema: { response: buildResponseSchemas(Type.Array(newsUpdateSchema)) } }, async () =>
    buildSuccessEnvelope(await content.listNewsUpdates()),
  );

  app.get('/faqs', { schema: { response: buildResponseSchemas(Type.Array(faqSchema)) } }, async () =>
    buildSuccessEnvelope(await content.listFaqs()),
  );

  // the original client posts with no body; any body is ignored
  app.post('/our_team', { schema: { response: buildResponseSchemas(Type.Array(teamMemberSchema)) } }, async () =>
    buildSuccessEnvelope(await content.listTeamMembers()),
  );

  app.post(
    '/cms',
    {
      schema: {
        // the four CMS pages
        body: cmsPageRequestSchema,
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
        response: buildResponseSchemas(Type.Array(seoPageEntrySchema)),
      },
    },
    async () => buildSuccessEnvelope(await content.listSeoPages()),
  );

  app.post('/blogs', { schema: { response: buildResponseSchemas(Type.Array(blogSchema)) } }, async () =>
    buildSuccessEnvelope(await content.listBlogs()),
  );

  app.get(
    '/blogs/:slugOrId',
    {
      schema: {
        params: blogParamsSchema,
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
