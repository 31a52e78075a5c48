// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lcpRatio, stripScripts, stylesheetHrefs } from './floor-html';

/** The shape of a server-rendered Vitrine page: entry, preloads, data blocks, styles, image preloads. */
const PAGE = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="data:," />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime.js">
    <link rel="stylesheet" crossorigin href="/assets/style-1.css">
    <link rel=modulepreload href=/assets/cms-page.js>
    <link href="/assets/vendor.js" as="script" rel="preload">
    <link rel="prefetch" as="SCRIPT" href="/assets/later.js">
    <link rel="preload" as="image" href="/demo/services/hero.svg" fetchPriority="high"/>
    <link rel="preload" as="font" type="font/woff2" href="/assets/font.woff2" crossorigin>
    <link rel="canonical" href="https://www.example.fr/?a=1&b=>">
    <script type="application/json" id="vitrine-config">{"siteId":51}</script>
    <script type="application/ld+json">{"@type":"HealthAndBeautyBusiness","name":"a \\u003c/script> b"}</script>
  </head>
  <body>
    <div id="root"><h1>Qui suis-je ?</h1><p>Massages <em>bien-être</em> <span>en Vendée</span></p><img src="/demo/albums/studio.svg" alt="Le studio"></div>
    <link title="x > y" rel="stylesheet" href='/assets/late.css'>
    <noscript>Activez JavaScript pour réserver.</noscript>
    <SCRIPT type="application/json" id="vitrine-state">{"queries":[{"html":"\\u003cscript>alert(1)\\u003c/script>"}]}</SCRIPT >
  </body>
</html>`;

describe('stripScripts', () => {
  const floor = stripScripts(PAGE);

  it('removes every script element, whatever its type or case', () => {
    expect(floor).not.toMatch(/<script/i);
    expect(floor).not.toContain('vitrine-state');
    expect(floor).not.toContain('HealthAndBeautyBusiness');
    expect(floor).not.toContain('/assets/index-abc.js');
  });

  it('removes the links that fetch script: modulepreload, preload or prefetch as script', () => {
    for (const file of ['rolldown-runtime.js', 'cms-page.js', 'vendor.js', 'later.js']) expect(floor).not.toContain(file);
  });

  it('keeps stylesheets, image and font preloads, the icon, the canonical link and the markup as they were', () => {
    for (const kept of [
      '<link rel="stylesheet" crossorigin href="/assets/style-1.css">',
      `<link title="x > y" rel="stylesheet" href='/assets/late.css'>`,
      '<link rel="preload" as="image" href="/demo/services/hero.svg" fetchPriority="high"/>',
      '<link rel="preload" as="font" type="font/woff2" href="/assets/font.woff2" crossorigin>',
      '<link rel="canonical" href="https://www.example.fr/?a=1&b=>">',
      '<link rel="icon" href="data:," />',
      '<div id="root"><h1>Qui suis-je ?</h1><p>Massages <em>bien-être</em> <span>en Vendée</span></p><img src="/demo/albums/studio.svg" alt="Le studio"></div>',
      '<noscript>Activez JavaScript pour réserver.</noscript>',
    ]) {
      expect(floor).toContain(kept);
    }
  });

  it('changes nothing in a page without scripts', () => {
    expect(stripScripts(floor)).toBe(floor);
  });
});

describe('stylesheetHrefs', () => {
  it('lists the stylesheets in document order, whatever the attribute order and quoting', () => {
    expect(stylesheetHrefs(PAGE)).toEqual(['/assets/style-1.css', '/assets/late.css']);
  });

  it('does not take a preload or an attribute value that mentions a stylesheet for one', () => {
    expect(stylesheetHrefs('<link rel="preload" as="style" href="/a.css"><link title="rel=stylesheet" rel="icon" href="/i.svg">')).toEqual([]);
  });
});

describe('lcpRatio', () => {
  it('divides Vitrine’s LCP by the floor’s, 2 decimals', () => {
    expect(lcpRatio(3300, 2750)).toBe(1.2);
    expect(lcpRatio(2901, 2500)).toBe(1.16);
    expect(lcpRatio(1800, 2000)).toBe(0.9);
  });

  it('has no value without both figures or with a floor that is not a positive time', () => {
    expect(lcpRatio(null, 2000)).toBeNull();
    expect(lcpRatio(2000, null)).toBeNull();
    expect(lcpRatio(2000, 0)).toBeNull();
    expect(lcpRatio(2000, Number.NaN)).toBeNull();
  });
});
