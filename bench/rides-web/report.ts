import { writeFileSync } from 'node:fs';
import { generatedNotice } from '../generated';
import { percentile } from '../rides/report';

export interface Measure {
  name: string;
  /** What the interval runs from and to. */
  span: string;
  samples: number[];
}

export interface RunInfo {
  command: string;
  rides: number;
  /** Where the data lives: the embedded PostgreSQL or DATABASE_URL. */
  database: string;
  rows: number;
  warmups: number;
  machine: string;
  goalMs: number;
}

const ms = (value: number) => value.toFixed(1);

function row(measure: Measure, goalMs: number): string {
  const sorted = [...measure.samples].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const max = sorted.at(-1) ?? Number.NaN;
  return `| ${measure.name} | ${sorted.length} | ${ms(percentile(sorted, 50))} | ${ms(p95)} | ${ms(max)} | ${p95 <= goalMs ? 'yes' : '**no**'} |`;
}

export function renderReport(info: RunInfo, measures: readonly Measure[]): string {
  return `# The rides page in Chromium

${generatedNotice(info.command, new Date())}

${info.machine}. The real server (production
mode, ${info.database}, ${info.rides.toLocaleString('en-US')} rides) serves the production web build;
the demo dispatcher is signed in over the API; headless Chromium (1600×900, no GPU) shows /rides with
${info.rows} rows per page. ${info.warmups} warm-up repetitions are dropped. Milliseconds, measured inside the
page on its own clock (\`performance.now()\`). Goal: ≤ ${info.goalMs} ms each (p95 compared).

| measure | samples | p50 | p95 | max | p95 ≤ goal |
| --- | ---: | ---: | ---: | ---: | :---: |
${measures.map((m) => row(m, info.goalMs)).join('\n')}

How it is measured (\`bench/rides-web/probe.js\`, injected before the app starts):

${measures.map((m) => `- ${m.name}: ${m.span}`).join('\n')}
- "Painted" is a task posted from \`requestAnimationFrame\` after the DOM change: it runs once that frame's
  style, layout and paint are done. A MutationObserver notes the commit; the socket frame time comes from
  a \`message\` listener the probe adds to every WebSocket before Socket.IO adds its own.
- Auto update is turned off in the page's settings, so the 10 s list refresh never falls inside a
  measurement; only the socket brings the change.

Where the time goes and what was done about it (written by hand, not by this run): \`rides-web-notes.md\`.
`;
}

export function writeReport(path: string, info: RunInfo, measures: readonly Measure[]) {
  writeFileSync(path, renderReport(info, measures));
}
