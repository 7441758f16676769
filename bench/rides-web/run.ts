// npm run bench:rides-web [-- --repetitions 10 --warmups 2 --port 8194 --skip-build]
// Starts the real server on a freshly seeded demo (or DATABASE_URL) with its own web build, opens /rides
// in headless Chromium as the demo dispatcher with 500 rows per page, and times, inside the page:
//  1. the GET /rides answer arriving → the 500-row table painted;
//  2. a realtime ride change (another dispatcher's edit over the API) arriving on the socket → its row
//     painted with the change.
// Writes bench/results/rides-web.md.
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  type ListLoadTiming,
  launchChromium,
  listedRideIds,
  measureListLoad,
  measureRowUpdate,
  openRidesTab,
  PAGE_ROWS,
  type RowUpdateTiming,
} from './browser';
import { writeReport } from './report';
import { buildWeb, editRide, signInDispatcher, startServer } from './server';

const { values } = parseArgs({
  options: {
    repetitions: { type: 'string', default: '10' },
    warmups: { type: 'string', default: '2' },
    port: { type: 'string', default: '8194' },
    'web-dist': { type: 'string', default: '/tmp/web-bench' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const repetitions = Number(values.repetitions);
const warmups = Number(values.warmups);
const webDist = values['web-dist'];
const GOAL_MS = 100;

if (!values['skip-build']) buildWeb(webDist);
const server = await startServer({ port: Number(values.port), webDist });
const browser = await launchChromium();
try {
  const session = await signInDispatcher(server);
  const page = await openRidesTab(browser, server.baseUrl, session);
  const loads: ListLoadTiming[] = [];
  const updates: RowUpdateTiming[] = [];
  const loadAverage = loadavg()[0]?.toFixed(1);
  for (let round = 0; round < warmups + repetitions; round++) {
    const load = await measureListLoad(page);
    if (load.rows !== PAGE_ROWS) throw new Error(`the table shows ${load.rows} rows, not ${PAGE_ROWS}`);
    // A ride in the middle of the rendered rows (the table renders those in view and a few beyond), a
    // different one each round; its first name changes on the server.
    const ids = await listedRideIds(page);
    const rideId = ids[Math.floor(ids.length / 2) + round] as number;
    const name = benchName(round);
    const update = await measureRowUpdate(page, rideId, name, () =>
      editRide(server, session.token, rideId, { first_name: name }),
    );
    const label = round < warmups ? 'warm-up' : `run ${round - warmups + 1}`;
    const loadMs = load.paintedAt - load.responseEndAt;
    const updateMs = update.paintedAt - update.messageAt;
    console.log(`${label}: ${load.renderedRows} of the rows in the DOM`);
    console.log(`${label}: 500 rows painted ${loadMs.toFixed(1)} ms, realtime row ${updateMs.toFixed(1)} ms`);
    if (round >= warmups) {
      loads.push(load);
      updates.push(update);
    }
  }
  const output = join(import.meta.dirname, '..', 'results', 'rides-web.md');
  writeReport(
    output,
    {
      command: `npm run bench:rides-web ${process.argv.slice(2).join(' ')}`.trim(),
      rides: (await listedRowCount(server.baseUrl, session.token)) ?? 0,
      database: process.env.DATABASE_URL
        ? 'DATABASE_URL'
        : 'embedded PostgreSQL in a fresh data folder, seeded demo',
      rows: PAGE_ROWS,
      warmups,
      machine: `${cpus().length} cores, Chromium ${browser.version()}, Node ${process.version}, load average ${loadAverage} at the start and ${loadavg()[0]?.toFixed(1)} at the end (other processes share the cores)`,
      goalMs: GOAL_MS,
    },
    [
      {
        name: `data → ${PAGE_ROWS} rows painted`,
        span: `from the \`responseEnd\` of the GET /rides?…per_page=${PAGE_ROWS} resource entry (the last byte in the browser) to the frame painted after the table lists ${PAGE_ROWS} new rows (its \`aria-rowcount\`: the table is virtualised, so only the rows in view and a few beyond are in the DOM); it covers JSON parsing, React Query, the render of the table and the browser's layout and paint. Each repetition reloads /rides (75 rows by default) and picks 500 in "Rows per page", so the query cache is cold.`,
        samples: loads.map((t) => t.paintedAt - t.responseEndAt),
      },
      {
        name: `${PAGE_ROWS} rows committed to the DOM`,
        span: 'the same start, to the MutationObserver callback after React committed the rows (before layout and paint).',
        samples: loads.map((t) => t.committedAt - t.responseEndAt),
      },
      {
        name: 'realtime update → row painted',
        span: `from the Socket.IO frame of the ride's \`app_action\` event arriving on the WebSocket to the frame painted after that ride's row shows the new passenger name. The change is a real \`POST /rides/{id}\` \`{ first_name }\` by the dispatcher over the API, on a ride in the middle of the rows the virtualised table renders (in view or just below it: a ride out of view has no row to paint).`,
        samples: updates.map((t) => t.paintedAt - t.messageAt),
      },
      {
        name: 'realtime update committed to the DOM',
        span: 'the same start, to the MutationObserver callback after React committed the row (before layout and paint).',
        samples: updates.map((t) => t.committedAt - t.messageAt),
      },
    ],
  );
  console.log(`bench:rides-web wrote ${output}`);
} finally {
  await browser.close();
  await server.stop();
}

/** A first name the server accepts (letters only) that no seeded rider has: BenchAA, BenchAB, … */
function benchName(round: number): string {
  return `Bench${String.fromCharCode(65 + Math.floor(round / 26), 65 + (round % 26))}`;
}

/** How many rides the dispatcher's unfiltered list holds (the demo's size). */
async function listedRowCount(baseUrl: string, token: string): Promise<number | undefined> {
  const response = await fetch(`${baseUrl}/api/v1/rides?per_page=5`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { metrics?: { all?: number } };
  return body.metrics?.all;
}
