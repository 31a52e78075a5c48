// usage: node .shots.mjs name=path[@action] ...  (action: click:<selector text>)
import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:4430';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
for (const width of [1280, 390]) {
  const ctx = await b.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, isMobile: width === 390, hasTouch: width === 390 });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(width, 'console', m.type(), m.text().slice(0, 300)); });
  for (const arg of process.argv.slice(2)) {
    const [name, rest] = arg.split('=');
    const [path, action] = rest.split('@');
    await page.goto(base + path, { waitUntil: 'networkidle' });
    if (action?.startsWith('click:')) { await page.getByRole('button', { name: action.slice(6) }).first().click(); await page.waitForTimeout(500); }
    await page.screenshot({ path: `/tmp/shots/editorial/${name}-${width}.png`, fullPage: !action });
    console.log('shot', name, width);
  }
  await ctx.close();
}
await b.close();
