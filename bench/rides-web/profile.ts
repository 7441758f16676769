// npx tsx bench/rides-web/profile.ts [-- --skip-build]
// Where the time of bench:rides-web goes: a CPU profile (Chrome DevTools protocol) of one 500-row load
// and one realtime row update on an unminified build, printed as the functions with the most self time.
// For the notes in bench/results/rides-web-notes.md; the profiler slows the page, so its times are not
// the benchmark's.
import { parseArgs } from 'node:util';
import {
  launchChromium,
  listedRideIds,
  measureListLoad,
  measureRowUpdate,
  openRidesTab,
  reloadRides,
  showPageOf500,
} from './browser';
import { profileAction } from './cpu-profile';
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

if (!values['skip-build']) buildWeb(webDist, true);
const server = await startServer({ port: Number(values.port), webDist });
const browser = await launchChromium();
try {
  const session = await signInDispatcher(server);
  const page = await openRidesTab(browser, server.baseUrl, session);
  await measureListLoad(page); // warm-up
  await reloadRides(page);
  await profileAction(page, '500-row load', Number(values.top), () => showPageOf500(page));
  const ids = await listedRideIds(page);
  const rideId = ids[Math.floor(ids.length / 2)] as number;
  await profileAction(page, 'realtime row update', Number(values.top), () =>
    measureRowUpdate(page, rideId, 'BenchProfile', () =>
      editRide(server, session.token, rideId, { first_name: 'BenchProfile' }),
    ),
  );
} finally {
  await browser.close();
  await server.stop();
}
