/** The picture a CMS page stands for in link previews and structured data: its hero block's image. */
import type { Block, ComponentConf } from '@/api/generated/types';

function imageSource(block: Block): string | null {
  const image = block.props.image;
  if (typeof image !== 'object' || image === null || !('src' in image)) return null;
  return typeof image.src === 'string' && image.src.trim() !== '' ? image.src.trim() : null;
}

/**
 * The `src` of the first `hero` block's image in a page's component conf (blocks in order, children
 * before the next sibling), or null when the page has no hero (the caller then uses the logo).
 */
export function heroImageOf(conf: ComponentConf | null | undefined): string | null {
  const visit = (blocks: readonly Block[]): string | null => {
    for (const block of blocks) {
      const found = (block.component === 'hero' ? imageSource(block) : null) ?? visit(block.children ?? []);
      if (found) return found;
    }
    return null;
  };
  return conf ? visit(conf.blocks) : null;
}
