// npx tsx bench/rides-web/profile.ts [-- --skip-build]
// Where the time of bench:rides-web goes: a CPU profile (Chrome DevTools protocol) of one 500-row load
// and one realtime row update on an unminified build, printed as the functions with the most self time.
// For the notes in bench/results/rides-web-notes.md; the profiler slows the page, so its times are not
// the benchmark's.
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import {
  launchChromium,
  listedRideIds,
  measureListLoad,
  measureRowUpdate,
  openRidesTab,
  reloadRides,
  showPageOf500,
} from './browser';
import { buildWeb, editRide, signInDispatcher, startServer } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8194' },
    'web-dist': { type: 'string', default: '/tmp/web-bench-readable' },
    'skip-build': { type: 'boolean', default: false },
    top: { type: 'string', default: '25' },
  },
});
const webDist = values['web-dist'];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** Runs `action` under the sampling profiler; prints the functions with the most self time. */
async function profile(page: Page, label: string, action: () => Promise<unknown>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await action();
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.detach();
  const nodes = new Map((profile.nodes as ProfileNode[]).map((node) => [node.id, node]));
  const selfMs = new Map<string, number>();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url.split('/').pop() || '(native)';
    const key = `${frame.functionName || '(anonymous)'}  ${file}:${frame.lineNumber + 1}`;
    selfMs.set(key, (selfMs.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  });
  const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);
  console.log(`\n${label}: ${total.toFixed(0)} ms sampled; most self time:`);
  for (const [key, ms] of [...selfMs].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${key}`);
}

if (!values['skip-build']) buildWeb(webDist, true);
const server = await startServer({ port: Number(values.port), webDist });
const browser = await launchChromium();
try {
  const session = await signInDispatcher(server);
  const page = await openRidesTab(browser, server.baseUrl, session);
  await measureListLoad(page); // warm-up
  await reloadRides(page);
  await profile(page, '500-row load', () => showPageOf500(page));
  const ids = await listedRideIds(page);
  const rideId = ids[Math.floor(ids.length / 2)] as number;
  await profile(page, 'realtime row update', () =>
    measureRowUpdate(page, rideId, 'BenchProfile', () =>
      editRide(server, session.token, rideId, { first_name: 'BenchProfile' }),
    ),
  );
} finally {
  await browser.close();
  await server.stop();
}
