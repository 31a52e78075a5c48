// @vitest-environment node
/**
 * The block layout of every page of every demo tenant (fixtures/sites/<id>/component-conf) must
 * render through the registry without a single diagnostic: known components, valid props, children
 * only on containers, unique ids, images that exist under public/.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBlock } from './index';

const root = path.resolve(__dirname, '..');
const sitesDir = path.join(root, 'fixtures/sites');
const sites = readdirSync(sitesDir)
  .filter((s) => existsSync(path.join(sitesDir, s, 'component-conf')))
  .sort();
/** Pages each tenant must have a layout for (every page of its site map that is not a plain text page). */
const REQUIRED: Readonly<Record<string, readonly string[]>> = {
  '51': [
    'accueil',
    'massages-en-vendee',
    'pack-de-massages',
    'massages-bien-etre',
    'massages-en-entreprise',
    'massages-sportifs',
    'qui-suis-je',
    'articles-de-massages',
    'me-contacter',
    'offrir-un-massage',
    'reservation-en-ligne',
  ],
  '52': ['accueil', 'le-domaine', 'boutique', 'visites-et-degustations', 'actualites', 'nous-contacter'],
};

interface ConfBlock {
  id: string;
  component: string;
  version?: number;
  props: unknown;
  children?: ConfBlock[];
}

function isConfBlock(value: unknown): value is ConfBlock {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string' &&
    'component' in value &&
    typeof value.component === 'string' &&
    'props' in value
  );
}

function blocksOf(confDir: string, file: string): ConfBlock[] {
  const conf: unknown = JSON.parse(readFileSync(path.join(confDir, file), 'utf8'));
  if (typeof conf !== 'object' || conf === null || !('blocks' in conf) || !Array.isArray(conf.blocks)) throw new Error(`${file}: no blocks`);
  const out: ConfBlock[] = [];
  const walk = (list: unknown[]): void => {
    for (const block of list) {
      if (!isConfBlock(block)) throw new Error(`${file}: malformed block ${JSON.stringify(block)}`);
      out.push(block);
      if (block.children) walk(block.children);
    }
  };
  walk(conf.blocks);
  return out;
}

/** Every image path a block's props mention (`src` values anywhere in the props). */
function imagePaths(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => imagePaths(v, out));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'src' && typeof v === 'string' && v.startsWith('/')) out.push(v);
      else imagePaths(v, out);
    }
  }
  return out;
}

describe.each(sites)('site %s component confs', (site) => {
  const confDir = path.join(sitesDir, site, 'component-conf');
  const files = readdirSync(confDir)
    .filter((f) => f.endsWith('.json'))
    .sort();

  it('cover every page of the site map that is not a plain text page', () => {
    const slugs = files.map((f) => f.replace(/\.json$/, ''));
    for (const slug of REQUIRED[site] ?? ['accueil']) expect(slugs).toContain(slug);
  });

  it.each(files)('%s: every block is known, valid, and uses existing images', async (file) => {
    const blocks = blocksOf(confDir, file);
    const ids = blocks.map((b) => b.id);
    expect(new Set(ids).size, 'block ids are unique within a page').toBe(ids.length);
    const conf: unknown = JSON.parse(readFileSync(path.join(confDir, file), 'utf8'));
    expect(conf).toMatchObject({ slug: file.replace(/\.json$/, '') });
    for (const block of blocks) {
      const definition = await loadBlock(block.component);
      expect(definition, `${file} › ${block.id}: unknown component ${block.component}`).not.toBeNull();
      if (!definition) continue;
      const result = definition.check(block.props, block.version);
      expect(result.ok ? [] : result.errors, `${file} › ${block.id}`).toEqual([]);
      if (block.children) expect(definition.container, `${file} › ${block.id} has children but ${block.component} is not a container`).toBe(true);
      for (const src of imagePaths(block.props)) expect(existsSync(path.join(root, 'public', src)), `${file} › ${block.id}: ${src}`).toBe(true);
    }
  });
});
