// npx tsx bench/drivers-web/screenshot.ts -- --web-dist <built app> --out <folder>
// Screenshots of the drivers grid as the benchmark shows it (500 rows a page), to compare its look before
// and after a change: the grid as opened, with header filters filled in, hovered, and scrolled to its end.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../rides-web/browser';
import { signInDispatcher, startServer } from '../rides-web/server';
import { fillDrivers, openGridOfRows } from './grid';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8199' },
    'web-dist': { type: 'string', default: '/tmp/web-bench' },
    out: { type: 'string', default: '/tmp/drivers-grid-shots' },
  },
});
const out = values.out;
mkdirSync(out, { recursive: true });
const server = await startServer({ port: Number(values.port), webDist: values['web-dist'] });
const browser = await launchChromium();
try {
  const session = await signInDispatcher(server);
  await fillDrivers(server.baseUrl, session, 500);
  const page = await openGridOfRows(browser, server.baseUrl, session, 500);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(out, '1-opened.png') });
  await page.getByRole('textbox', { name: 'Filter by Driver', exact: true }).fill('a');
  await page
    .getByRole('columnheader', { name: /^Company/ })
    .getByRole('combobox')
    .click();
  await page.getByRole('option').nth(1).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(out, '2-status-menu.png') });
  await page.keyboard.press('Escape');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: join(out, '3-filtered.png') });
  const flag = page.getByLabel('Documents missing or expired').first();
  if ((await flag.count()) > 0) {
    await flag.hover();
    await page.waitForTimeout(800);
    await page.screenshot({ path: join(out, '4-flag-tooltip.png') });
  }
  await page.evaluate(`(() => {
    const container = document.querySelector('table[aria-label="Drivers"]').closest('.MuiTableContainer-root');
    container.scrollLeft = container.scrollWidth;
  })()`);
  await page.mouse.move(0, 0);
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(out, '5-right-end.png') });
  console.log(`screenshots in ${out}`);
} finally {
  await browser.close();
  await server.stop();
}
