import type { FastifyPluginAsync } from 'fastify';
import { addContentCaching } from '../../http/content-caching';
import { buildRobotsTxt, buildSitemapXml, listSitemapEntries } from './crawler-files';

export interface CrawlerFilesPluginOptions {
  /** PUBLIC_ORIGIN, or null (development): absolute URLs are made from it alone, never from the request */
  publicOrigin: string | null;
}

/**
 * /robots.txt and /sitemap.xml. Both are content: an ETag with no-cache, and kept in memory until content changes,
 * so a crawler's visits cost no query (the sitemap lists the jobs and articles the database has).
 */
export const crawlerFilesPlugin: FastifyPluginAsync<CrawlerFilesPluginOptions> = async (app, { publicOrigin }) => {
  const origin = publicOrigin ?? '';
  addContentCaching(app);

  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(buildRobotsTxt(origin)));

  app.get('/sitemap.xml', async (_request, reply) => {
    const [jobs, blogs] = await Promise.all([app.repositories.jobs.listCategories(), app.repositories.content.listBlogs()]);
    const entries = listSitemapEntries({
      jobs,
      articles: blogs.map((blog) => ({ slug: blog.blogSlug, publishedAt: blog.publishedAt })),
    });
    return reply.type('application/xml; charset=utf-8').send(buildSitemapXml(origin, entries));
  });
};
