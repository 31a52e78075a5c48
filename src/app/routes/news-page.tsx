/**
 * The news page (`/actualites`): the CMS page's blocks (its title and the promoted item), then every
 * news item, newest first, 10 per page; the page number is in the URL (`?page=2`), so a reload or a
 * shared link shows the same news.
 */
import { useLoaderData, Link } from 'react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { News } from '@/api/generated/types';
import { pageQueryOptions } from '@/api/queries/page';
import { useFieldLang, useI18n } from '@/features/i18n/use-i18n';
import { useLocale } from '@/features/i18n/use-locale';
import { useMessages } from '@/features/i18n/use-messages';
import { formatDayIn } from '@/lib/dates-in';
import { htmlLang } from '@/lib/locale';
import { frenchSpacing } from '@/lib/french-typography';
import { pageHref } from '@/lib/page-param';
import { PageRenderer } from '@/renderer/page-renderer';
import { CardImage } from '@/ui/card-image';
import { EmptyList, ListError, SkeletonGrid } from '@/ui/list-states';
import { Pagination } from '@/ui/pagination';
import { useUiWords } from '@/features/i18n/use-ui-words';
import { SafeHtml } from '@/ui/safe-html';
import { routerPaginationLink } from './router-pagination-link';
import { canonicalUrl, useDocumentMeta } from './document-meta';
import { isNewsRouteData, NEWS_PAGE_SIZE, newsPageQueryOptions, type NewsRouteData } from './news-loader';
import { documentTitle, useSiteMeta } from './use-site-meta';
import { newsMessages } from './news-messages';
import '@/app/styles/news-page.css';

/** Route component. */
export function Component() {
  const loaded: unknown = useLoaderData();
  if (!isNewsRouteData(loaded)) throw new Error('News page rendered without its loader data');
  return <NewsPage data={loaded} />;
}

function NewsPage({ data }: { data: NewsRouteData }) {
  const api = useApi();
  const site = useSiteMeta();
  const { data: page } = useSuspenseQuery(pageQueryOptions(api, data.cms.slug));
  const path = data.cms.canonicalPath;
  const t = useMessages(newsMessages);
  useDocumentMeta({
    title: documentTitle(`${page.title}${data.page > 1 ? ` — page ${data.page}` : ''}`, site.brand),
    description: page.metaDescription ?? t('description'),
    canonical: canonicalUrl(site.siteUrl, pageHref(path, data.page)),
  });
  return (
    <div className="news-page">
      <PageRenderer page={page} conf={data.cms.conf} diagnostics={site.diagnostics} />
      <section className="container news-page__list" aria-labelledby="toutes-les-actualites">
        <h2 id="toutes-les-actualites" className="news-page__title">
          {t('all')}
        </h2>
        <NewsResults page={data.page} path={path} />
      </section>
    </div>
  );
}

/** The news of the page, or the skeletons, the empty sentence or the failure with "Réessayer". */
function NewsResults({ page, path }: { page: number; path: string }) {
  const list = useQuery(newsPageQueryOptions(useApi(), page));
  const ui = useUiWords();
  const t = useMessages(newsMessages);
  if (list.isPending) return <SkeletonGrid count={3} className="news-list" itemClassName="news-item" label={t('loading')} />;
  if (list.isError) return <ListError message={t('failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} say={ui} />;
  const { news, total } = list.data;
  const pages = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  if (news.length === 0) {
    return total > 0 ? (
      <EmptyList action={<Link to={path}>{t('firstPage')}</Link>}>{t('pastEnd', { count: pages })}</EmptyList>
    ) : (
      <EmptyList>{t('none')}</EmptyList>
    );
  }
  return (
    <>
      <p className="news-page__count">
        {t('count', { count: total })}
        {pages > 1 ? t('countPage', { page: Math.min(page, pages), pages }) : ''}
      </p>
      <ul className="news-list">
        {news.map((item) => (
          <NewsItem key={item.id} item={item} />
        ))}
      </ul>
      <Pagination page={page} pages={pages} hrefFor={(p) => pageHref(path, p)} renderLink={routerPaginationLink} label={t('pages')} say={ui} />
    </>
  );
}

/** One news item: picture, date, title, text (CMS HTML through SafeHtml) and its link. */
function NewsItem({ item }: { item: News }) {
  const t = useMessages(newsMessages);
  const language = htmlLang(useLocale().locale);
  // A text the API left in the site's language is shown as written, marked with it (issue 36).
  const fieldLang = useFieldLang();
  return (
    <li className="news-item">
      <article className="news-item__article" aria-labelledby={`actualite-${item.id}`}>
        {item.image ? <CardImage className="news-item__img" image={item.image} /> : null}
        <div className="news-item__body">
          <p className="news-item__date">
            <time dateTime={item.date}>{formatDayIn(language, item.date)}</time>
            {item.promoted ? <span className="news-item__badge">{t('promoted')}</span> : null}
          </p>
          <h3 id={`actualite-${item.id}`} className="news-item__title" lang={fieldLang(item, 'title')}>
            {frenchSpacing(item.title)}
          </h3>
          {item.content ? (
            <SafeHtml html={item.content} className="news-item__content" lang={fieldLang(item, 'content')} />
          ) : item.summary ? (
            <p className="news-item__content" lang={fieldLang(item, 'summary')}>
              {frenchSpacing(item.summary)}
            </p>
          ) : null}
          {item.link ? (
            <p className="news-item__more">
              <NewsLink href={item.link} title={item.title} />
            </p>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/** The item's link: through the router for a path of this site, a plain link otherwise. */
function NewsLink({ href, title }: { href: string; title: string }) {
  const t = useMessages(newsMessages);
  const shell = useI18n().t;
  const children = (
    <>
      {t('more')}
      <span className="visually-hidden">{shell('link.of', { title })}</span>
      <span aria-hidden="true"> →</span>
    </>
  );
  if (href.startsWith('/') && !href.startsWith('//')) return <Link to={href}>{children}</Link>;
  if (!/^https?:\/\//i.test(href)) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
