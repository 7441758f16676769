// npx tsx bench/drivers-web/profile.ts [-- --skip-build]
// Where the time of bench:drivers-web goes: a CPU profile of a few sorts of the 500-row grid on an
// unminified build, printed as the functions with the most self time. For the hand-written notes beside
// the result; the profiler slows the page, so its times are not the benchmark's.
import { parseArgs } from 'node:util';
import { launchChromium } from '../rides-web/browser';
import { profileAction } from '../rides-web/cpu-profile';
import { buildWeb, signInDispatcher, startServer } from '../rides-web/server';
import { fillDrivers, openGridOfRows, SORTABLE, sortBy } from './grid';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8197' },
    'web-dist': { type: 'string', default: '/tmp/web-bench-readable' },
    'skip-build': { type: 'boolean', default: false },
    top: { type: 'string', default: '30' },
  },
});
const ROWS = 500;

if (!values['skip-build']) buildWeb(values['web-dist'], true);
const server = await startServer({ port: Number(values.port), webDist: values['web-dist'] });
const browser = await launchChromium();
try {
  const session = await signInDispatcher(server);
  await fillDrivers(server.baseUrl, session, ROWS);
  const page = await openGridOfRows(browser, server.baseUrl, session, ROWS);
  await sortBy(page, 'ID'); // warm-up
  await page.waitForTimeout(1500);
  await profileAction(page, `${ROWS}-row grid, four sorts`, Number(values.top), async () => {
    for (const column of SORTABLE.slice(0, 4)) {
      await sortBy(page, column);
      await page.waitForTimeout(1000);
    }
  });
} finally {
  await browser.close();
  await server.stop();
}
