/**
 * The plain baseline of the throughput bench: the same block components, found with an object lookup
 * and rendered with `.map()`. No validation, no defaults, no error boundary, no Suspense — what a page
 * builder costs at the least, and what Vitrine's renderer is measured against.
 */
import type { ComponentType, ReactNode } from 'react';
import type { Block, ComponentConf } from '@/api/generated/types';
import type { BlockComponentProps } from '@registry/block-kit';
import { ButtonLink } from '@registry/button-link/button-link';
import { CardGrid } from '@registry/card-grid/card-grid';
import { CmsText } from '@registry/cms-text/cms-text';
import { Columns } from '@registry/columns/columns';
import { Heading } from '@registry/heading/heading';
import { Image } from '@registry/image/image';

type TrustedComponent = ComponentType<BlockComponentProps<unknown>>;

/**
 * The baseline trusts the JSON: that is its whole point (the renderer validates instead), so this is
 * the one place where a block component is typed as taking any props.
 */
function trusted<P>(component: ComponentType<BlockComponentProps<P>>): TrustedComponent {
  return component as TrustedComponent;
}

const components: Record<string, TrustedComponent | undefined> = {
  'button-link': trusted(ButtonLink),
  'card-grid': trusted(CardGrid),
  'cms-text': trusted(CmsText),
  'columns': trusted(Columns),
  'heading': trusted(Heading),
  'image': trusted(Image),
};

function renderBlocks(blocks: readonly Block[]): ReactNode {
  return blocks.map((block, index) => {
    const Component = components[block.component];
    if (!Component) return null;
    // Every block here is static: the renderer wraps those in a `display: contents` div (static-block.tsx).
    return (
      <div key={`${block.id}-${index}`} className="vr-static">
        <Component props={block.props} diagnostics={false}>
          {block.children && block.children.length > 0 ? renderBlocks(block.children) : undefined}
        </Component>
      </div>
    );
  });
}

/** Render a conf's blocks the plain way, in the same wrapper as PageRenderer. */
export function BaselinePage({ conf }: { conf: ComponentConf }) {
  return (
    <div className="vr-page" data-page={conf.slug}>
      {renderBlocks(conf.blocks)}
    </div>
  );
}
