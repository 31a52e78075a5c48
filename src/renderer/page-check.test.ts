// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ComponentConf, Page } from '@/api/generated/types';
import { blockRegistry } from '@tests/support/test-providers';
import { blockFailureAdvice, blockFailureReasonLabel } from './block-diagnostic';
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
    expect(report.failures[0]?.message).toBe('Ce bloc (« carrousel-3d ») n’existe pas sur ce site.');
    expect(report.failures[1]?.errors.length).toBeGreaterThan(0);
  });

  // The admin grid's « Raison » and « Que faire »: the owner's words, each field named as the editor's form names it
  // (they said « Composant inconnu », « Aucun bloc « carrousel-3d » dans le registre. », « Propriétés invalides »,
  // « Les propriétés ne respectent pas le schéma du bloc. »).
  it('says what is wrong with each refused block and what to do, in a site owner’s words', async () => {
    const report = await checkPageBlocks(blockRegistry, conf, null);
    const [unknown, hero, heading] = report.failures;
    const advice = (failure: typeof unknown) => blockFailureAdvice(failure!, blockRegistry.peek(failure!.component)?.schema);
    expect(report.failures.map((f) => blockFailureReasonLabel(f.reason))).toEqual([
      'Bloc indisponible sur ce site',
      'Réglages incomplets ou incorrects',
      'Réglages incomplets ou incorrects',
    ]);
    expect(advice(unknown)).toBe('Ce bloc (« carrousel-3d ») n’existe pas sur ce site : supprimez-le de la page dans l’éditeur.');
    expect(advice(hero)).toBe(
      'Ce bloc a des réglages incomplets ou incorrects : corrigez-les dans l’éditeur — Photo : à remplir ; Titre : un texte est attendu.',
    );
    expect(advice(heading)).toBe(
      'Ce bloc a des réglages incomplets ou incorrects : corrigez-les dans l’éditeur — Titre : à remplir ; Niveau du titre : 4 au plus.',
    );
    // A setting the block does not know is named, with nothing to delete (the site may be newer than the app).
    const checked = (await blockRegistry.load('spacer'))?.check({ size: 'small', hauteur: 3 });
    const errors = checked && !checked.ok ? checked.errors : [];
    const extra = { blockId: 'x', component: 'spacer', reason: 'invalid-props' as const, message: '', errors };
    expect(blockFailureAdvice(extra, blockRegistry.peek('spacer')?.schema)).toMatch(
      /— Bloc\u00a0: un réglage que ce bloc ne connaît pas \(«\u00a0hauteur\u00a0»\)\.$/u,
    );
    // Without the block's schema (its code not loaded), a field is named by its key rather than not at all.
    expect(blockFailureAdvice(heading!)).toMatch(/— text\u00a0: à remplir\u00a0; level\u00a0: 4 au plus\.$/u);
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
