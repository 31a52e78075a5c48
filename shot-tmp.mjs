import { chromium } from '@playwright/test';
const [,, base, ...paths] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const [name, w, h] of [['d', 1280, 800], ['m', 390, 844]]) {
  const ctx = await b.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 1, locale: 'fr-FR' });
  const p = await ctx.newPage();
  p.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
  for (const path of paths) {
    await p.goto(base + path, { waitUntil: 'networkidle' });
    await p.waitForTimeout(300);
    const file = `/tmp/shots/editorial/${path.replace(/[^a-z0-9]+/gi, '_')}-${name}.png`;
    await p.screenshot({ path: file, fullPage: true });
    console.log(file, await p.title());
  }
  await ctx.close();
}
await b.close();
