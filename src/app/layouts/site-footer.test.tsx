/**
 * The footer's newsletter sign-up (SPEC §2 footer, §3 newsletter toggle) against the demo API, the
 * route table as the app mounts it: on every page, except one whose own blocks already offer it,
 * where the visitor would otherwise find the same form twice, one above the other.
 */
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ownDemoApi } from '@tests/support/own-demo-api';
import { renderApp } from '@tests/support/render-app';

configure({ asyncUtilTimeout: 10_000 });

const demo = ownDemoApi();

/** The footer's sign-up sections on `path`, once its content (`content`: a heading or region name) shows. */
async function footerSignUps(path: string, content: { role: 'heading' | 'region'; name: string | RegExp }) {
  await renderApp(demo.client(51), path);
  await within(await screen.findByRole('main')).findByRole(content.role, { name: content.name });
  // The form itself loads its code when seen; its section and title are there from the start.
  return within(screen.getByRole('contentinfo')).queryAllByRole('heading', { name: 'La lettre d’information' }).length;
}

describe('the footer’s newsletter sign-up', () => {
  it('is offered on a page without one of its own', async () => {
    expect(await footerSignUps('/galerie', { role: 'heading', name: /^Galerie/u })).toBe(1);
  });

  it('is left out of a page whose blocks offer it (/qui-suis-je: the newsletter block)', async () => {
    expect(await footerSignUps('/qui-suis-je', { role: 'region', name: 'Recevoir la lettre bien-être' })).toBe(0);
  });
});
