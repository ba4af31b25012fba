import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
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
import { pickRequestLanguage } from '../http/request-language';

/**
 * Read-only content of the marketing pages. POSTs where the original client posts (our_team, cms, blogs). Texts are in
 * the request's language (Accept-Language), each in English where it has no translation.
 */
export const marketingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  addContentCaching(app, { byLanguage: true });
  const content = app.repositories.content;
  const readLanguage = (request: FastifyRequest) => pickRequestLanguage(request.headers['accept-language']);

  app.get('/testimonials', { schema: { response: buildResponseSchemas(Type.Array(testimonialSchema)) } }, async (request) =>
    buildSuccessEnvelope(await content.listTestimonials(readLanguage(request))),
  );

  app.get('/news_updates', { schema: { response: buildResponseSchemas(Type.Array(newsUpdateSchema)) } }, async (request) =>
    buildSuccessEnvelope(await content.listNewsUpdates(readLanguage(request))),
  );

  app.get('/faqs', { schema: { response: buildResponseSchemas(Type.Array(faqSchema)) } }, async (request) =>
    buildSuccessEnvelope(await content.listFaqs(readLanguage(request))),
  );

  // the original client posts with no body; any body is ignored
  app.post('/our_team', { schema: { response: buildResponseSchemas(Type.Array(teamMemberSchema)) } }, async (request) =>
    buildSuccessEnvelope(await content.listTeamMembers(readLanguage(request))),
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
      const page = await content.findCmsPage(request.body.id, readLanguage(request));
      if (!page) throw createNotFoundError('content.pageNotAvailable');
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
    async (request) => buildSuccessEnvelope(await content.listSeoPages(readLanguage(request))),
  );

  app.post('/blogs', { schema: { response: buildResponseSchemas(Type.Array(blogSchema)) } }, async (request) =>
    buildSuccessEnvelope(await content.listBlogs(readLanguage(request))),
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
      const blog = await content.findBlog(request.params.slugOrId.toLowerCase(), readLanguage(request));
      if (!blog) throw createNotFoundError('content.blogNotFound');
      return buildSuccessEnvelope(blog);
    },
  );
};
