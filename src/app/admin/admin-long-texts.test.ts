import { describe, expect, it } from 'vitest';
import { blockRegistry } from '@tests/support/test-providers';
import { longTextWidgets, mergeUi } from './admin-long-texts';

const schemaOf = async (name: string) => (await blockRegistry.load(name))?.schema;

describe('the long texts of a block’s form', () => {
  // They were one-line fields: a page's whole text read « <h3>Avant une compétition</h3><p>U… ».
  it('writes a page’s text, a paragraph or a quote on several lines, and a title, a label or a choice on one', async () => {
    expect(longTextWidgets(await schemaOf('cms-text'))).toEqual({ html: { 'ui:widget': 'textarea', 'ui:options': { rows: 12 } } });
    const hero = longTextWidgets(await schemaOf('hero'));
    expect(hero.text).toEqual({ 'ui:widget': 'textarea', 'ui:options': { rows: 4 } });
    expect(hero.title).toBeUndefined();
    expect(hero.layout).toBeUndefined();
    expect(longTextWidgets(await schemaOf('heading'))).toEqual({ subtitle: { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } } });
  });

  it('reaches the texts of a list’s items', () => {
    const schema = {
      type: 'object',
      properties: { cards: { type: 'array', items: { type: 'object', properties: { text: { type: 'string', maxLength: 400 } } } } },
    };
    expect(longTextWidgets(schema)).toEqual({ cards: { items: { text: { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } } } } });
  });

  it('lets a picker’s widget win, and keeps the long texts beside it', () => {
    const merged = mergeUi({ offers: { items: { note: { 'ui:widget': 'textarea' } } } }, { offers: { items: { productId: { 'ui:widget': 'picker' } } } });
    expect(merged).toEqual({ offers: { items: { note: { 'ui:widget': 'textarea' }, productId: { 'ui:widget': 'picker' } } } });
  });
});
