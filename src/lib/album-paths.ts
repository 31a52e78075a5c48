/**
 * URLs of the gallery (issue 9 "Albums"): the album list is the CMS page `/galerie`, one album is
 * `/galerie/<slug>-<id>` (slug rule of SPEC §5; the id makes the URL unique, the slug is for people
 * and search engines, so a renamed album keeps working).
 */
import { slugify } from './slug';

/** The gallery page (the `album-list` block's page). */
export const GALLERY_PATH = '/galerie';

/** What an album link needs. */
export interface AlbumRef {
  id: number;
  name: string;
  /** The album's own slug, preferred to one made from its name. */
  url?: string | null;
}

/**
 * An album's page.
 *
 * @example albumPath({ id: 3, name: 'La Vendée qui m’inspire' }) // '/galerie/la-vendee-qui-m-inspire-3'
 */
export function albumPath(album: AlbumRef): string {
  const slug = slugify(album.url ?? '') || slugify(album.name);
  return `${GALLERY_PATH}/${slug ? `${slug}-` : ''}${album.id}`;
}

/** The album id at the end of an album URL segment (`le-studio-1` → 1, `1` → 1), or null. */
export function albumIdFromSegment(segment: string): number | null {
  const match = /(?:^|-)(\d{1,9})$/.exec(segment);
  return match ? Number(match[1]) : null;
}
