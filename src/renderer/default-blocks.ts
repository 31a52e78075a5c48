/**
 * What a page shows when the CMS gave it no blocks (DESIGN.md §3): its title, then its `cms` HTML
 * for a text page; otherwise the page `type` picks the default blocks. They go through the registry
 * like any other block, so they are validated and isolated the same way.
 */
import type { Block, Page } from '@/api/generated/types';

type PageLike = Pick<Page, 'title' | 'cms' | 'isText' | 'type'>;

function titleBlock(page: PageLike): Block {
  return { id: 'page-title', component: 'heading', props: { text: page.title, level: 1 } };
}

function cmsBlock(page: PageLike): Block[] {
  return page.cms && page.cms.trim() !== '' ? [{ id: 'page-cms', component: 'cms-text', props: { html: page.cms } }] : [];
}

/** Extra blocks a page type brings when it has no conf (after title and text). */
const blocksByType: Record<string, () => Block[]> = {
  CONTACT: () => [{ id: 'page-contact', component: 'contact-details', props: {} }],
  BOOKING: () => [{ id: 'page-contact', component: 'contact-details', props: { title: 'Réserver par téléphone ou par e-mail' } }],
};

/**
 * The default blocks of a page without component conf.
 * @returns heading (h1) + CMS text for text pages; for other types, the same plus the type's blocks.
 */
export function defaultBlocksForPage(page: PageLike): Block[] {
  const base = [titleBlock(page), ...cmsBlock(page)];
  if (page.isText) return base;
  const extra = blocksByType[page.type];
  return extra ? [...base, ...extra()] : base;
}
