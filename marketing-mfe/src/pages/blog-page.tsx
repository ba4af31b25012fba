import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { getUploadUrl, UnsuccessfulAnswerError } from '@chalein/shared/api/client';
import { getBlogs } from '@chalein/shared/api/marketing';
import { collectFirstScreenData, useAsyncData, type FirstScreenLoader } from '@chalein/shared/lib/use-async-data';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { SafeHtml } from '@chalein/shared/ui/safe-html';
import { EmptyState, ErrorState, LoadingState } from '@chalein/shared/ui/status';
import { PageHeader } from '../components/page-header';
import { useFormatNewsDate } from '../lib/format-date';
import { extractFirstParagraph } from '../lib/html-excerpt';
import { useMarketingTexts } from '../lib/marketing-texts';
import '../styles/marketing.css';

const blogsKey = 'blogs';

/** For the server: the list of posts, keyed as the page's useAsyncData call. */
export const loadFirstScreen: FirstScreenLoader = () => collectFirstScreenData({ [blogsKey]: getBlogs });

/**
 * Spec section 8: 'Failed to load blogs' when the server answers with success: false, 'Error fetching blogs'
 * when the request itself fails (no answer, a timeout or an error status).
 */
function describeBlogsError(error: Error, t: TFunction<'marketing'>): string {
  return error instanceof UnsuccessfulAnswerError ? t('blogPage.loadFailed') : t('blogPage.fetchError');
}

/** Latest Blogs (/blog): each post's image, title and opening paragraph, linking to the full article. */
export function BlogPage() {
  const { t } = useMarketingTexts();
  const formatNewsDate = useFormatNewsDate();
  const blogs = useAsyncData(getBlogs, blogsKey);
  return (
    <PageRoot>
      <PageHeader title={t('blogPage.title')} lead={t('blogPage.lead')} />
      <section className="section" aria-label={t('blogPage.articlesLabel')}>
        <div className="container">
          {blogs.status === 'loading' ? <LoadingState /> : null}
          {blogs.status === 'error' ? <ErrorState message={describeBlogsError(blogs.error, t)} onRetry={blogs.reload} /> : null}
          {blogs.status === 'success' && blogs.data.length === 0 ? <EmptyState message={t('blogPage.empty')} /> : null}
          {blogs.status === 'success' && blogs.data.length > 0 ? (
            <ul className="grid blog-grid">
              {blogs.data.map((blog) => (
                <li key={blog.blogId}>
                  <article className="card blog-card">
                    <img src={getUploadUrl('blog', blog.blogImage)} alt="" width="640" height="360" loading="lazy" />
                    <h2 className="blog-card__title">
                      <Link to={`/blog/${blog.blogSlug}`}>{blog.blogTitle}</Link>
                    </h2>
                    <time className="blog-card__date" dateTime={blog.publishedAt}>
                      {formatNewsDate(blog.publishedAt)}
                    </time>
                    <SafeHtml className="blog-card__excerpt rich-text" html={extractFirstParagraph(blog.blogDescription)} />
                    <Link className="blog-card__more" to={`/blog/${blog.blogSlug}`}>
                      {t('blogPage.readMore')}
                      <span className="visually-hidden">{t('blogPage.readMoreTitle', { title: blog.blogTitle })}</span>
                    </Link>
                  </article>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>
    </PageRoot>
  );
}
