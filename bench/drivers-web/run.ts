// npm run bench:drivers-web [-- --repetitions 10 --warmups 2 --port 8196 --skip-build]
// Starts the real server on a fresh demo with its own web build, adds drivers over the API until there are
// 500, opens /drivers in headless Chromium as the demo dispatcher with 500 rows per page, and times inside
// the page: the GET /drivers answer arriving → the 500-row grid painted. Each repetition sorts by another
// column (or the other way), so every answer is a new request. Writes bench/results/drivers-web.md.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generatedNotice } from '../generated';
import { percentile } from '../rides/report';
import { launchChromium } from '../rides-web/browser';
import { buildWeb, signInDispatcher, startServer } from '../rides-web/server';
import { fillDrivers, openGridOfRows, revealSortButton, SORTABLE } from './grid';
import { armGridWatch, collectGridTiming } from './measure';

const { values } = parseArgs({
  options: {
    repetitions: { type: 'string', default: '10' },
    warmups: { type: 'string', default: '2' },
    port: { type: 'string', default: '8196' },
    'web-dist': { type: 'string', default: '/tmp/web-bench' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const ROWS = 500;
const GOAL_MS = 100;
const repetitions = Number(values.repetitions);
const warmups = Number(values.warmups);
if (warmups + repetitions > SORTABLE.length * 2) throw new Error(`at most ${SORTABLE.length * 2} rounds`);

if (!values['skip-build']) buildWeb(values['web-dist']);
const server = await startServer({ port: Number(values.port), webDist: values['web-dist'] });
const browser = await launchChromium();
try {
  const session = await signInDispatcher(server);
  await fillDrivers(server.baseUrl, session, ROWS);
  const page = await openGridOfRows(browser, server.baseUrl, session, ROWS);
  const samples: number[] = [];
  for (let round = 0; round < warmups + repetitions; round++) {
    const column = SORTABLE[Math.floor(round / 2)] as string;
    const sortButton = await revealSortButton(page, column);
    await armGridWatch(page);
    await sortButton.click();
    const timing = await collectGridTiming(page);
    if (!timing.label.startsWith(`1-${ROWS} of`))
      throw new Error(`the grid shows ${timing.label}, not ${ROWS} rows`);
    if (timing.paintedAt < timing.responseEndAt)
      throw new Error(`no change was painted after the answer: ${JSON.stringify(timing)}`);
    const ms = timing.paintedAt - timing.responseEndAt;
    console.log(
      `${round < warmups ? 'warm-up' : `run ${round - warmups + 1}`} (${column}): ${ms.toFixed(1)} ms`,
    );
    if (round >= warmups) samples.push(ms);
  }
  const output = join(import.meta.dirname, '..', 'results', 'drivers-web.md');
  writeFileSync(
    output,
    report(samples, `npm run bench:drivers-web ${process.argv.slice(2).join(' ')}`.trim()),
  );
  console.log(`bench:drivers-web wrote ${output}`);
} finally {
  await browser.close();
  await server.stop();
}

function report(samples: number[], command: string): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const ms = (v: number) => v.toFixed(1);
  return `# The drivers grid in Chromium

${generatedNotice(command, new Date())}

${cpus().length} cores, Chromium, Node ${process.version}, load average ${loadavg()[0]?.toFixed(1)} at the end.
The real server (production mode, embedded PostgreSQL, seeded demo plus drivers created over the API to
${ROWS}) serves the production web build; headless Chromium (1600×900, no GPU) shows /drivers with ${ROWS}
rows per page as the demo dispatcher. ${warmups} warm-up repetitions are dropped. Goal: ≤ ${GOAL_MS} ms (p95).

| measure | samples | p50 | p95 | max | p95 ≤ goal |
| --- | ---: | ---: | ---: | ---: | :---: |
| data → ${ROWS} rows painted | ${sorted.length} | ${ms(percentile(sorted, 50))} | ${ms(p95)} | ${ms(sorted.at(-1) ?? Number.NaN)} | ${p95 <= GOAL_MS ? 'yes' : '**no**'} |

Measured inside the page (\`bench/drivers-web/measure.ts\`): from the \`responseEnd\` of the GET /drivers
resource entry to the frame painted after the rows in view first read differently (a task posted from
\`requestAnimationFrame\` after the MutationObserver callback that saw the change). Each repetition sorts by another column or the
other way, so the answer is a new request and the grid renders the new ${ROWS} rows (virtualised: the rows in
view and the columns in view, with one or two beyond, are in the DOM; the last two columns are scrolled into view before their sorts, and the watch is armed after that).
`;
}
