// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ComponentConf, Page } from '@/api/generated/types';
import { blockRegistry } from '@tests/support/test-providers';
import { checkPageBlocks } from './page-check';

const conf: ComponentConf = {
  slug: 'essai',
  blocks: [
    { id: 'inconnu', component: 'carrousel-3d', props: {} },
    { id: 'hero-casse', component: 'hero', props: { title: 42 } },
    { id: 'texte', component: 'cms-text', props: { html: '<p>Bonjour</p>' } },
    {
      id: 'section',
      component: 'section',
      props: { title: 'Partie' },
      children: [
        { id: 'enfant-ok', component: 'heading', props: { text: 'Titre', level: 2 } },
        { id: 'enfant-casse', component: 'heading', props: { level: 9 } },
      ],
    },
  ],
};

describe('checkPageBlocks', () => {
  it('counts every block, children included, and lists the ones the renderer would refuse, in page order', async () => {
    const report = await checkPageBlocks(blockRegistry, conf, null);
    expect(report.total).toBe(6);
    expect(report.failures.map((f) => [f.blockId, f.component, f.reason])).toEqual([
      ['inconnu', 'carrousel-3d', 'unknown-component'],
      ['hero-casse', 'hero', 'invalid-props'],
      ['enfant-casse', 'heading', 'invalid-props'],
    ]);
    expect(report.failures[0]?.message).toBe('Aucun bloc « carrousel-3d » dans le registre.');
    expect(report.failures[1]?.errors.length).toBeGreaterThan(0);
  });

  it('checks a page without conf through its default blocks', async () => {
    const page = {
      id: 9,
      order: 1,
      idParent: null,
      isText: true,
      type: 'TEXT',
      showInMenu: false,
      isFixedOnRight: false,
      menuIcon: null,
      cms: '<p>Texte</p>',
      link: null,
      title: 'Page',
      url: 'page',
      menuTitle: 'Page',
      metaDescription: '',
      children: [],
    } satisfies Page;
    expect(await checkPageBlocks(blockRegistry, null, page)).toEqual({ total: 2, failures: [] });
  });
});
