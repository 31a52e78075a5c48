import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { Album } from '@/api/generated/types';
import { albumsQueryOptions } from '@/api/queries/content';
import { albumPath } from '@/lib/album-paths';
import { fileType } from '@/lib/file-type';
import { frenchSpacing } from '@/lib/french-typography';
import { cardGrid } from '@/ui/card-grid';
import { CardImage } from '@/ui/card-image';
import { EmptyList, ListError, SkeletonGrid } from '@/ui/list-states';
import { useMessages } from '@/features/i18n/use-messages';
import { useUiWords } from '@/features/i18n/use-ui-words';
import type { Say } from '@/lib/message-format';
import type { BlockComponentProps } from '../block-kit';
import { BlockHeader, landmarkName } from '../block-header';
import { BlockLink } from '../block-link';
import type { AlbumListProps } from './props.gen';
import { albumListMessages, type albumListFr } from './messages';
import { useI18n } from '@/features/i18n/use-i18n';

/** « 4 photos et 1 vidéo », "4 photos and 1 video": what an album holds, in the page's words (`say`, the block's book). */
export function albumContents(album: Pick<Album, 'images'>, say: Say<typeof albumListFr>): string {
  const videoCount = album.images.filter((media) => fileType(media.name || media.url) === 'video').length;
  const photoCount = album.images.length - videoCount;
  const photos = say('photos', { count: photoCount });
  const videos = say('videos', { count: videoCount });
  if (photoCount > 0 && videoCount > 0) return say('photosAndVideos', { photos, videos });
  return photoCount > 0 ? photos : videoCount > 0 ? videos : say('empty');
}

/** The cover of an album: its own, else its first image. */
function coverOf(album: Album): { url: string; alt: string } | null {
  if (album.cover) return { url: album.cover.url, alt: album.cover.alt ?? '' };
  const first = album.images.find((media) => fileType(media.name || media.url) === 'image');
  return first ? { url: first.url, alt: first.alt ?? '' } : null;
}

/** The site's albums as cards (cover, name, description, contents), each leading to its page. */
export function AlbumList({ props }: BlockComponentProps<AlbumListProps>) {
  const titleId = useId();
  const { t: shell } = useI18n();
  const list = useQuery(albumsQueryOptions(useApi()));
  const ui = useUiWords();
  const t = useMessages(albumListMessages);
  const gridClass = `${cardGrid.list} ${cardGrid.columns(props.columns)}`;
  const Heading = props.title ? 'h3' : 'h2';
  return (
    <section className="vb-wrap" {...landmarkName(titleId, props.title, shell('blocks.albums'))}>
      <BlockHeader base="vb-wrap" titleId={titleId} title={props.title} intro={props.intro} />
      {list.isPending ? (
        <SkeletonGrid count={props.columns} className={gridClass} itemClassName={cardGrid.card} label={t('loading')} />
      ) : list.isError ? (
        <ListError message={t('failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} say={ui} />
      ) : list.data.albums.length === 0 ? (
        <EmptyList>{t('none')}</EmptyList>
      ) : (
        <ul className={gridClass}>
          {list.data.albums.map((album) => {
            const cover = coverOf(album);
            return (
              <li key={album.id} className={cardGrid.card}>
                {cover ? <CardImage className={cardGrid.img} image={cover} /> : <span className={cardGrid.img} aria-hidden="true" />}
                <div className={cardGrid.body}>
                  <p className={cardGrid.meta}>{albumContents(album, t)}</p>
                  <Heading className={cardGrid.title}>
                    <BlockLink href={albumPath(album)} className={cardGrid.link}>
                      {album.name}
                    </BlockLink>
                  </Heading>
                  {album.description ? <p className={cardGrid.text}>{frenchSpacing(album.description)}</p> : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
