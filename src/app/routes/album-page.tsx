/**
 * One album (`/galerie/<slug>-<id>`): its name, description and a grid of its photos and videos;
 * a thumbnail opens the full-screen slider at that item (SPEC §2), and closing it returns to the
 * thumbnail.
 */
import { Link, useLoaderData } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { Album } from '@/api/generated/types';
import { albumQueryOptions } from '@/api/queries/content';
import { GALLERY_PATH } from '@/lib/album-paths';
import { cropText } from '@/lib/crop-text';
import { formatDayIn } from '@/lib/dates-in';
import { htmlLang } from '@/lib/locale';
import { frenchSpacing } from '@/lib/french-typography';
import { useLocale } from '@/features/i18n/use-locale';
import { useMessages } from '@/features/i18n/use-messages';
import { useUiWords } from '@/features/i18n/use-ui-words';
import { EmptyList } from '@/ui/list-states';
import { MediaGrid, type MediaGridItem } from '@/ui/media-grid';
import { pageHeading } from '@/ui/page-heading';
import { isAlbumRouteData, type AlbumRouteData } from './album-loader';
import { albumMessages } from './album-messages';
import { canonicalUrl, useDocumentMeta } from './document-meta';
import { documentTitle, useSiteMeta } from './use-site-meta';
import '@/app/styles/album-page.css';

/** The album's media in their order, as grid items (alt text falls back to the album name). */
export function albumMedia(album: Album): MediaGridItem[] {
  return album.images
    .slice()
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((media) => ({ id: media.id, src: media.url, alt: media.alt?.trim() || album.name, ...(media.poster ? { poster: media.poster } : {}) }));
}

/** Route component. */
export function Component() {
  const loaded: unknown = useLoaderData();
  if (!isAlbumRouteData(loaded)) throw new Error('Album page rendered without its loader data');
  return <AlbumPage key={loaded.id} data={loaded} />;
}

function AlbumPage({ data }: { data: AlbumRouteData }) {
  const site = useSiteMeta();
  const { data: album } = useSuspenseQuery(albumQueryOptions(useApi(), data.id));
  const media = albumMedia(album);
  const ui = useUiWords();
  const t = useMessages(albumMessages);
  const language = htmlLang(useLocale().locale);
  useDocumentMeta({
    title: documentTitle(t('title', { name: album.name }), site.brand),
    description: cropText(album.description?.trim() || t('description', { name: album.name }), 160),
    canonical: canonicalUrl(site.siteUrl, data.canonicalPath),
  });
  return (
    <article className="container album-page">
      <header className="album-page__header">
        <p className={pageHeading.eyebrow}>{t('gallery')}</p>
        <h1 className={pageHeading.title}>{frenchSpacing(album.name)}</h1>
        {album.description ? <p className={pageHeading.lead}>{frenchSpacing(album.description)}</p> : null}
        {album.date ? (
          <p className="album-page__date">
            <time dateTime={album.date}>{formatDayIn(language, album.date)}</time>
          </p>
        ) : null}
      </header>
      {media.length > 0 ? <MediaGrid items={media} title={album.name} say={ui} /> : <EmptyList>{t('empty')}</EmptyList>}
      <p className="album-page__back">
        <Link to={GALLERY_PATH}>
          <span aria-hidden="true">← </span>
          {t('back')}
        </Link>
      </p>
    </article>
  );
}
