/**
 * A grid of images and videos (an album) whose thumbnails open the full-screen slider at the
 * clicked item (SPEC §2 "opens on an event"). The slider is a modal dialog: closing it gives the
 * focus to the thumbnail of the item it showed last (the browser scrolls it into view), not to the
 * one that opened it: the visitor who browsed on to the fifth photo is back at the fifth. Thumbnails are lazy-loaded with a fixed width and
 * height (and a fixed ratio in CSS), so nothing moves while they arrive.
 */
import { useRef } from 'react';
import { fileType } from '@/lib/file-type';
import { sayOf, type Say } from '@/lib/message-format';
import { Icon } from './icon';
import { openSlider, type SliderItem } from './ui-events';
import './media-grid.css';

/** The grid's own words (each thumbnail's name) in French (the default, and the French of the page's words). */
export const MEDIA_GRID_WORDS = {
  'media.enlarge': 'Agrandir la photo {position} sur {total}',
  'media.play': 'Lire la vidéo {position} sur {total}',
  'media.described': '{name} : {alt}',
} as const;

/** The grid's words in the page's language. */
export type MediaGridSay = Say<typeof MEDIA_GRID_WORDS>;

const french: MediaGridSay = sayOf(MEDIA_GRID_WORDS);

/** Intrinsic size given to every thumbnail (4:3; the CSS crops to that ratio whatever the file). */
export const THUMBNAIL_SIZE = { width: 480, height: 360 } as const;

/** One media of the grid. */
export interface MediaGridItem extends SliderItem {
  /** Stable key (the media's id). */
  id: number | string;
}

/** Props of {@link MediaGrid}. */
export interface MediaGridProps {
  items: readonly MediaGridItem[];
  /** Name of the gallery (the album's name): the slider dialog's accessible name. */
  title: string;
  /** Its own words in the page's language (French when absent). */
  say?: MediaGridSay | undefined;
}

/** The media type of an item: forced, else read from its URL (SPEC §5); unknown files count as images. */
function kindOf(item: SliderItem): 'image' | 'video' {
  return (item.type ?? fileType(item.src)) === 'video' ? 'video' : 'image';
}

/** Thumbnails as buttons; each opens the slider on the whole grid at its own position. */
export function MediaGrid({ items, title, say = french }: MediaGridProps) {
  const slides: SliderItem[] = items.map(({ id: _id, ...item }) => item);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  // The slides of the click that opened the slider: the item shown last is one of them.
  const backTo = (opened: readonly SliderItem[]) => (shown: SliderItem) => thumbs.current[opened.indexOf(shown)]?.focus();
  return (
    <ul className="media-grid">
      {items.map((item, index) => {
        const video = kindOf(item) === 'video';
        const still = video ? item.poster : item.src;
        const name = say(video ? 'media.play' : 'media.enlarge', { position: index + 1, total: items.length });
        return (
          <li key={item.id} className="media-grid__item">
            <button
              ref={(button) => {
                thumbs.current[index] = button;
              }}
              type="button"
              className="media-grid__thumb"
              onClick={() => openSlider({ items: slides, index, title, onClosed: backTo(slides) })}
            >
              {still ? (
                <img
                  className="media-grid__img"
                  src={still}
                  alt=""
                  width={THUMBNAIL_SIZE.width}
                  height={THUMBNAIL_SIZE.height}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                // A video without a poster: its first frame, fetched as metadata only.
                <video
                  className="media-grid__img"
                  src={item.src}
                  width={THUMBNAIL_SIZE.width}
                  height={THUMBNAIL_SIZE.height}
                  preload="metadata"
                  muted
                  playsInline
                  aria-hidden="true"
                  tabIndex={-1}
                />
              )}
              {video ? (
                <span className="media-grid__play" aria-hidden="true">
                  <Icon name="play" size="1.5rem" />
                </span>
              ) : null}
              <span className="visually-hidden">{item.alt ? say('media.described', { name, alt: item.alt }) : name}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
