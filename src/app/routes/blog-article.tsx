/**
 * One article (`/blog/{slug}`): title, folder, date, author, cover, the CMS body through SafeHtml,
 * its tags, and a few other articles of the same folder. Title and description become the page's
 * meta, with its canonical URL and `Article` structured data.
 */
import { Link, useLoaderData } from 'react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { Blog } from '@/api/generated/types';
import { blogFolderArticlesQueryOptions, blogFoldersQueryOptions, blogQueryOptions } from '@/api/queries/content';
import { blogFolderPath, blogListHref } from '@/lib/blog-paths';
import { frenchSpacing } from '@/lib/french-typography';
import { formatDayIn } from '@/lib/dates-in';
import { htmlLang } from '@/lib/locale';
import { useLocale } from '@/features/i18n/use-locale';
import { useMessages } from '@/features/i18n/use-messages';
import { cardGrid } from '@/ui/card-grid';
import { SafeHtml } from '@/ui/safe-html';
import { pageHeading } from '@/ui/page-heading';
import { articleExcerpt, BlogCard, COVER_SIZE } from './blog-card';
import { blogArticleMessages } from './blog-article-messages';
import { RELATED_COUNT, type BlogArticleRouteData } from './blog-loaders';
import { isBlogArticleRouteData } from './blog-route-data';
import { canonicalUrl, useDocumentMeta } from './document-meta';
import { JsonLd } from './json-ld';
import { documentTitle, useSiteMeta } from './use-site-meta';
import './blog.css';
import { useStaticRoute } from '@/app/islands/recorder';

/** Route component of an article. */
export function Component() {
  const loaded: unknown = useLoaderData();
  if (!isBlogArticleRouteData(loaded)) throw new Error('Article rendered without its loader data');
  // An article is text, images and links: islands (recorder.ts).
  useStaticRoute();
  return <BlogArticle key={loaded.key} data={loaded} />;
}

function BlogArticle({ data }: { data: BlogArticleRouteData }) {
  const api = useApi();
  const site = useSiteMeta();
  const { data: article } = useSuspenseQuery(blogQueryOptions(api, data.key));
  const folder = (useQuery(blogFoldersQueryOptions(api)).data ?? []).find((f) => f.id === article.idFolder) ?? null;
  const t = useMessages(blogArticleMessages);
  const language = htmlLang(useLocale().locale);
  const canonical = canonicalUrl(site.siteUrl, data.canonicalPath);
  const description = article.metaDescription?.trim() || articleExcerpt(article);
  const cover = article.image ? canonicalUrl(site.siteUrl, article.image.url) : null;
  useDocumentMeta({ title: documentTitle(article.title, site.brand), description, canonical, image: cover, kind: 'article' });
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    'headline': article.title,
    description,
    'datePublished': article.date,
    'mainEntityOfPage': canonical,
    ...(cover ? { image: cover } : {}),
    ...(article.author ? { author: { '@type': 'Person', 'name': article.author } } : {}),
    ...(site.brand ? { publisher: { '@type': 'Organization', 'name': site.brand } } : {}),
  };
  return (
    <article className="blog-article">
      <JsonLd data={structuredData} />
      <header className="container blog-article__header">
        <p className="blog-article__meta">
          {folder ? (
            <Link to={blogFolderPath(folder)} className="blog-chip">
              {folder.name}
            </Link>
          ) : null}
          <span>
            {t('publishedOn')}
            <time dateTime={article.date}>{formatDayIn(language, article.date)}</time>
            {article.author ? t('by', { author: article.author }) : null}
          </span>
        </p>
        <h1 className={pageHeading.title}>{frenchSpacing(article.title)}</h1>
        {article.summary ? <p className={pageHeading.lead}>{frenchSpacing(article.summary)}</p> : null}
      </header>
      {article.image ? (
        <div className="container blog-article__cover">
          <img
            className={pageHeading.cover}
            src={article.image.url}
            alt={article.image.alt ?? ''}
            width={COVER_SIZE.width}
            height={COVER_SIZE.height}
            fetchPriority="high"
          />
        </div>
      ) : null}
      <div className="container blog-article__body">
        {article.content ? <SafeHtml html={article.content} className="blog-article__content" /> : <p>{t('noContent')}</p>}
        {article.tags && article.tags.length > 0 ? (
          <p className="blog-article__tags">
            <span>{t('tags')}</span>
            {article.tags.map((tag) =>
              data.listingPath ? (
                <Link key={tag} to={blogListHref(data.listingPath, { tag })} className="blog-chip">
                  {tag}
                </Link>
              ) : (
                <span key={tag} className="blog-chip">
                  {tag}
                </span>
              ),
            )}
          </p>
        ) : null}
        {folder || data.listingPath ? (
          <p className="blog-article__back">
            <Link to={folder ? blogFolderPath(folder) : (data.listingPath ?? '/')}>
              <span aria-hidden="true">← </span>
              {folder ? t('backToFolder', { name: folder.name }) : t('backToAll')}
            </Link>
          </p>
        ) : null}
      </div>
      <RelatedArticles article={article} />
    </article>
  );
}

/** Up to three other articles of the same folder (from the list the loader prefetched). */
function RelatedArticles({ article }: { article: Blog }) {
  const api = useApi();
  const { data } = useQuery({
    ...blogFolderArticlesQueryOptions(api, article.idFolder ?? 0, { nbItem: RELATED_COUNT + 1 }),
    enabled: article.idFolder !== null,
  });
  const t = useMessages(blogArticleMessages);
  const related = (data?.blogs ?? []).filter((b) => b.id !== article.id).slice(0, RELATED_COUNT);
  if (related.length === 0) return null;
  return (
    <section className="container blog-related" aria-labelledby="a-lire-aussi">
      <h2 id="a-lire-aussi" className="blog-related__title">
        {t('related')}
      </h2>
      <ul className={cardGrid.list}>
        {related.map((b) => (
          <BlogCard key={b.id} article={b} headingLevel={3} />
        ))}
      </ul>
    </section>
  );
}
