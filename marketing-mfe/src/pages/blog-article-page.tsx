import { Trans } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError, getUploadUrl } from '@chalein/shared/api/client';
import { getBlog } from '@chalein/shared/api/marketing';
import { formatBlogArticleTitle } from '@chalein/shared/lib/record-titles';
import { collectFirstScreenData, useAsyncData, type FirstScreenLoader } from '@chalein/shared/lib/use-async-data';
import { useRecordTitle } from '@chalein/shared/lib/use-record-title';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { SafeHtml } from '@chalein/shared/ui/safe-html';
import { ErrorState, LoadingState } from '@chalein/shared/ui/status';
import { PageHeader } from '../components/page-header';
import { useFormatNewsDate } from '../lib/format-date';
import { useMarketingTexts } from '../lib/marketing-texts';
import '../styles/marketing.css';

/** The key of an article's answer: its useAsyncData call and loadFirstScreen both use it. */
export function blogArticleKey(slug: string): string {
  return `blog:${slug}`;
}

/** For the server: the article named by the URL's slug. */
export const loadFirstScreen: FirstScreenLoader = ({ params }) => {
  const slug = params.slug ?? '';
  return collectFirstScreenData({ [blogArticleKey(slug)]: () => getBlog(slug) });
};

/** One article at /blog/:slug (the slug, or an id from an old link). */
export function BlogArticlePage() {
  const { t } = useMarketingTexts();
  const formatNewsDate = useFormatNewsDate();
  const blogCrumbs = [{ to: '/blog', label: t('blogArticlePage.blogCrumb') }];
  const { slug = '' } = useParams();
  const blog = useAsyncData(() => getBlog(slug), blogArticleKey(slug));
  useRecordTitle(blog.status === 'success' ? formatBlogArticleTitle(blog.data.blogTitle) : undefined);

  if (blog.status === 'success') {
    const article = blog.data;
    return (
      <PageRoot>
        <article className="blog-article">
          <PageHeader title={article.blogTitle} crumbs={blogCrumbs}>
            <p className="blog-article__date">
              <Trans
                t={t}
                i18nKey="blogArticlePage.published"
                values={{ date: formatNewsDate(article.publishedAt) }}
                components={{ time: <time dateTime={article.publishedAt} /> }}
              />
            </p>
          </PageHeader>
          <div className="container blog-article__body">
            <img className="blog-article__image" src={getUploadUrl('blog', article.blogImage)} alt="" width="640" height="360" />
            <SafeHtml className="rich-text" html={article.blogDescription} />
            <p>
              <Link to="/blog">{t('blogArticlePage.backToBlogs')}</Link>
            </p>
          </div>
        </article>
      </PageRoot>
    );
  }

  const notFound = blog.status === 'error' && blog.error instanceof ApiError && blog.error.status === 404;
  return (
    <PageRoot>
      <PageHeader title={notFound ? t('blogArticlePage.notFoundTitle') : t('blogArticlePage.loadingTitle')} crumbs={blogCrumbs} />
      <div className="container section">
        {blog.status === 'loading' ? <LoadingState /> : null}
        {notFound ? (
          <p>
            <Trans t={t} i18nKey="blogArticlePage.notFound" components={{ blogLink: <Link to="/blog" /> }} />
          </p>
        ) : null}
        {blog.status === 'error' && !notFound ? <ErrorState message={t('blogPage.fetchError')} onRetry={blog.reload} /> : null}
      </div>
    </PageRoot>
  );
}
