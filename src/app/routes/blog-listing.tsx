/**
 * The blog listing (`/articles-de-massages`) and a folder page (`/blog/rubrique/{slug}`): folders as
 * a filter, a title search, 12 articles per page with their cover, folder, date and excerpt. Page,
 * folder and filters live in the URL, so a reload or a shared link shows the same articles.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Form, Link, useLoaderData } from 'react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { BlogFolder, ComponentConf } from '@/api/generated/types';
import { blogFolderArticlesQueryOptions, blogFoldersQueryOptions, blogListQueryOptions } from '@/api/queries/content';
import { pageQueryOptions } from '@/api/queries/page';
import { blogFolderPath, blogListHref, type BlogListState } from '@/lib/blog-paths';
import { frenchSpacing } from '@/lib/french-typography';
import { PageRenderer } from '@/renderer/page-renderer';
import { buttonClassName } from '@/ui/button';
import { cardGrid } from '@/ui/card-grid';
import { EmptyList, ListError, SkeletonGrid } from '@/ui/list-states';
import { Pagination } from '@/ui/pagination';
import { useMessages } from '@/features/i18n/use-messages';
import { useUiWords } from '@/features/i18n/use-ui-words';
import { pageHeading } from '@/ui/page-heading';
import { BlogCard } from './blog-card';
import { blogMessages } from './blog-messages';
import { routerPaginationLink } from './router-pagination-link';
import type { BlogListRouteData } from './blog-loaders';
import { isBlogListRouteData } from './blog-route-data';
import { canonicalUrl, useDocumentMeta } from './document-meta';
import { heroImageOf } from './hero-image';
import { documentTitle, useSiteMeta } from './use-site-meta';
import './blog.css';

/** Articles per page (SPEC §9). */
const PAGE_SIZE = 12;

/** Route component of the listing and of folder pages. */
export function Component() {
  const loaded: unknown = useLoaderData();
  if (!isBlogListRouteData(loaded)) throw new Error('Blog list rendered without its loader data');
  return <BlogList key={`${loaded.kind}-${loaded.folderId ?? ''}`} data={loaded} />;
}

function BlogList({ data }: { data: BlogListRouteData }) {
  const api = useApi();
  const site = useSiteMeta();
  const t = useMessages(blogMessages);
  const folders = useQuery(blogFoldersQueryOptions(api)).data ?? [];
  const folder = folders.find((f) => f.id === data.folderId) ?? null;
  const suffix = data.state.page > 1 ? ` — page ${data.state.page}` : '';
  // The listing is named by the site's blog page (its title and description in the CMS).
  const blogPage = useQuery({ ...pageQueryOptions(api, data.cms?.slug ?? ''), enabled: data.cms !== null }).data;
  const pageTitle = folder ? t('folderTitle', { name: folder.name }) : (blogPage?.title ?? t('articles'));
  useDocumentMeta({
    title: documentTitle(`${pageTitle}${suffix}`, site.brand),
    description: folder?.description ?? blogPage?.metaDescription ?? t('description'),
    canonical: canonicalUrl(site.siteUrl, blogListHref(data.canonicalPath, { page: data.state.page })),
    image: heroImageOf(data.cms?.conf),
  });
  return (
    <div className="blog-list">
      {data.cms ? (
        <BlogIntro slug={data.cms.slug} conf={data.cms.conf} diagnostics={site.diagnostics} />
      ) : (
        <header className="container blog-list__header">
          <p className={pageHeading.eyebrow}>{t('folder')}</p>
          <h1 className={pageHeading.title}>{folder ? frenchSpacing(folder.name) : t('articles')}</h1>
          {folder?.description ? <p className={pageHeading.lead}>{frenchSpacing(folder.description)}</p> : null}
        </header>
      )}
      <div className="container blog-list__body">
        <BlogFilters folders={folders} folderId={data.folderId} state={data.state} basePath={data.basePath} listingPath={data.listingPath} />
        <BlogResults data={data} folders={folders} />
      </div>
    </div>
  );
}

/** The blog page's own blocks (its intro and h1), edited in the CMS. */
function BlogIntro({ slug, conf, diagnostics }: { slug: string; conf: ComponentConf | null; diagnostics: boolean }) {
  const { data: page } = useSuspenseQuery(pageQueryOptions(useApi(), slug));
  return <PageRenderer page={page} conf={conf} diagnostics={diagnostics} />;
}

/** Folder links ("Tous les articles" first) and the title search. */
function BlogFilters({
  folders,
  folderId,
  state,
  basePath,
  listingPath,
}: {
  folders: readonly BlogFolder[];
  folderId: number | null;
  state: BlogListState;
  basePath: string;
  listingPath: string | null;
}) {
  const searchId = useId();
  const searchBox = useRef<HTMLInputElement>(null);
  // The box shows the address's search when the address changes (back, « Effacer la recherche »), and
  // stays the same element: remounted (a `key` on the search), it dropped the focus of the visitor
  // who had just pressed Enter in it to the top of the page. What they typed stays as typed.
  useEffect(() => {
    const box = searchBox.current;
    if (box && box.value.trim() !== state.q) box.value = state.q;
  }, [state.q]);
  const t = useMessages(blogMessages);
  const roots = folders.filter((f) => f.idParent === null).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const filtered = state.q !== '' || state.tag !== '';
  return (
    <div className="blog-filters">
      {roots.length > 0 ? (
        <nav className="blog-filters__folders" aria-label={t('folders')}>
          <ul>
            {listingPath ? (
              <li>
                <Link to={listingPath} className="blog-chip" aria-current={folderId === null ? 'page' : undefined}>
                  {t('all')}
                </Link>
              </li>
            ) : null}
            {roots.map((f) => (
              <li key={f.id}>
                <Link to={blogFolderPath(f)} className="blog-chip" aria-current={folderId === f.id ? 'page' : undefined}>
                  {f.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Form method="get" action={basePath} role="search" className="blog-filters__search">
        <label htmlFor={searchId}>{t('search')}</label>
        <div className="blog-filters__field">
          <input ref={searchBox} id={searchId} type="search" name="q" defaultValue={state.q} maxLength={100} placeholder={t('searchExample')} />
          {state.tag ? <input type="hidden" name="tag" value={state.tag} /> : null}
          <button type="submit" className={buttonClassName('primary', 'sm')}>
            {t('searchButton')}
          </button>
        </div>
      </Form>
      {filtered ? (
        <p className="blog-filters__active">
          {state.q ? t('titlesWith', { q: state.q }) : null}
          {state.q && state.tag ? ', ' : null}
          {state.tag ? t('tagged', { tag: state.tag }) : null}
          {' · '}
          <Link to={basePath}>{t('clear')}</Link>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The articles of the page, or the skeletons, the empty sentence or the failure with "Réessayer".
 * The count (or the empty sentence) sits in one polite status region that every state renders, so
 * that it is in the page before its text changes: a search's outcome is then read out (a region
 * that appears with its text already in it is not announced, as the count was).
 */
function BlogResults({ data, folders }: { data: BlogListRouteData; folders: readonly BlogFolder[] }) {
  const api = useApi();
  const options = { page: data.state.page, title: data.state.q, tag: data.state.tag };
  const all = useQuery({ ...blogListQueryOptions(api, options), enabled: data.folderId === null });
  const inFolder = useQuery({ ...blogFolderArticlesQueryOptions(api, data.folderId ?? 0, options), enabled: data.folderId !== null });
  const list = data.folderId === null ? all : inFolder;
  const folderName = (id: number | null) => folders.find((f) => f.id === id)?.name ?? null;
  const ui = useUiWords();
  const t = useMessages(blogMessages);

  let status: ReactNode = null;
  let body: ReactNode = null;
  if (list.isPending) body = <SkeletonGrid count={PAGE_SIZE} className={cardGrid.list} itemClassName={cardGrid.card} label={t('loading')} />;
  else if (list.isError) body = <ListError message={t('failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} say={ui} />;
  else {
    const { blogs, total } = list.data;
    const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    const filtered = data.state.q !== '' || data.state.tag !== '';
    if (blogs.length > 0) {
      status = (
        <p className="blog-list__count">
          {t('count', { count: total })}
          {pages > 1 ? t('countPage', { page: Math.min(data.state.page, pages), pages }) : ''}
        </p>
      );
      body = (
        <>
          <ul className={cardGrid.list}>
            {blogs.map((article) => (
              <BlogCard key={article.id} article={article} folderName={data.folderId === null ? folderName(article.idFolder) : null} />
            ))}
          </ul>
          <Pagination
            page={data.state.page}
            pages={pages}
            hrefFor={(page) => blogListHref(data.basePath, { ...data.state, page })}
            renderLink={routerPaginationLink}
            label={t('pages')}
            say={ui}
          />
        </>
      );
    } else if (total > 0) {
      status = (
        <EmptyList action={<Link to={blogListHref(data.basePath, { ...data.state, page: 1 })}>{t('firstPage')}</Link>}>
          {t('pastEnd', { count: pages })}
        </EmptyList>
      );
    } else {
      status = <EmptyList action={filtered ? <Link to={data.basePath}>{t('seeAll')}</Link> : undefined}>{t(filtered ? 'noMatch' : 'none')}</EmptyList>;
    }
  }
  return (
    <>
      <div role="status" className="blog-list__status">
        {status}
      </div>
      {body}
    </>
  );
}
