/**
 * What the renderer can tell about a page's blocks without rendering them: how many there are and
 * which ones it would refuse (unknown component, props that fail the build-time validator, a version
 * it cannot migrate, code that does not load). The admin's page grid and block-failure grid use it;
 * failures that only rendering reveals (a block that throws) come from `BlockFailureListener`.
 */
import type { Block, ComponentConf, Page } from '@/api/generated/types';
import type { BlockRegistry } from './block-contract';
import { failureFor, unknownFailure } from './block-failures';
import { countBlocks } from './block-tree';
import { defaultBlocksForPage } from './default-blocks';
import type { BlockFailure } from './failure-reporter';

/** The outcome of {@link checkPageBlocks}. */
export interface PageBlocksReport {
  /** Blocks the page holds, containers' children included (the page's default blocks when it has no conf). */
  total: number;
  /** Blocks the renderer would not show to visitors, in page order. */
  failures: BlockFailure[];
}

/** The blocks a page renders: its conf's, else its default blocks (as `PageRenderer` decides). */
export function blocksOfPage(conf: ComponentConf | null | undefined, page: Page | null | undefined): readonly Block[] {
  if (conf && conf.blocks.length > 0) return conf.blocks;
  return page ? defaultBlocksForPage(page) : [];
}

async function checkBlock(registry: BlockRegistry, block: Block): Promise<{ total: number; failures: BlockFailure[] }> {
  let definition;
  try {
    definition = await registry.load(block.component);
  } catch {
    return { total: 1, failures: [failureFor(block, 'load-error', 'Le code du bloc n’a pas pu être chargé.')] };
  }
  if (!definition) return { total: 1, failures: [unknownFailure(block)] };
  const result = definition.check(block.props, block.version);
  const children = block.children ?? [];
  if (!result.ok) return { total: 1 + countBlocks(children), failures: [failureFor(block, result.kind, result.message, result.errors)] };
  if (!definition.container || children.length === 0) return { total: 1 + countBlocks(children), failures: [] };
  const inner = await checkList(registry, children);
  return { total: 1 + inner.total, failures: inner.failures };
}

async function checkList(registry: BlockRegistry, blocks: readonly Block[]): Promise<PageBlocksReport> {
  const reports = await Promise.all(blocks.map((block) => checkBlock(registry, block)));
  return { total: reports.reduce((sum, r) => sum + r.total, 0), failures: reports.flatMap((r) => r.failures) };
}

/**
 * Check every block of a page the way the renderer will (lookup, migration, defaults, build-time
 * validator) with the registry the app hands over, loading only block code. Never rejects.
 */
export function checkPageBlocks(registry: BlockRegistry, conf: ComponentConf | null | undefined, page: Page | null | undefined): Promise<PageBlocksReport> {
  return checkList(registry, blocksOfPage(conf, page));
}
