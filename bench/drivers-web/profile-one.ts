// npx tsx bench/drivers-web/profile-one.ts [-- --skip-build --sorts 4]
// Where one repetition of bench:drivers-web spends its time: each sort of the 500-row grid is profiled on
// its own (Chrome DevTools protocol) on an unminified build with source maps, and the page's own counters
// (script, style, layout) are read around it. Self time is summed by package (react-dom, emotion, MUI,
// material-react-table, TanStack, the app) and by function. For the hand-written notes beside the result:
// the profiler slows the page, so its times explain the benchmark, they are not the benchmark's.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { launchChromium } from '../rides-web/browser';
import { signInDispatcher, startServer } from '../rides-web/server';
import { fillDrivers, openGridOfRows, revealSortButton, SORTABLE } from './grid';
import { armGridWatch, collectGridTiming } from './measure';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8198' },
    'web-dist': { type: 'string', default: '/tmp/web-bench-drivers-maps' },
    'skip-build': { type: 'boolean', default: false },
    sorts: { type: 'string', default: '4' },
    top: { type: 'string', default: '25' },
  },
});
const ROWS = 500;
const CSS_RULES = `Array.from(document.styleSheets).reduce((n, sheet) => n + sheet.cssRules.length, 0)`;
const MARKER = `(() => {
  const at = performance.now();
  (function __benchMarker() { while (performance.now() < at + 10); })();
  return at;
})()`;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

const dist = values['web-dist'];
if (!values['skip-build']) {
  console.log(`building the web app (unminified, source maps) to ${dist}…`);
  const options = ['--outDir', dist, '--emptyOutDir', '--minify', 'false', '--sourcemap', 'true'];
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--', ...options], {
    cwd: join(import.meta.dirname, '../..'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error(`the web build failed (exit ${build.status})`);
}
const maps = new Map<string, TraceMap>();
for (const file of readdirSync(join(dist, 'assets')))
  if (file.endsWith('.js.map'))
    maps.set(file.replace(/\.map$/, ''), new TraceMap(readFileSync(join(dist, 'assets', file), 'utf8')));

/** The package (or app folder) a profiled frame's code comes from. */
function origin(frame: ProfileNode['callFrame']): { pkg: string; where: string } {
  const file = frame.url.split('/').pop() ?? '';
  const map = maps.get(file);
  if (!map || frame.lineNumber < 0) return { pkg: frame.url ? file : '(native)', where: '' };
  const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = pos.source ?? '';
  const nm = source.lastIndexOf('node_modules/');
  const pkg =
    nm >= 0
      ? (source.slice(nm + 'node_modules/'.length).match(/^(@[^/]+\/[^/]+|[^/]+)/)?.[0] ?? source)
      : `app:${source.replace(/^.*\/src\//, '').replace(/\/[^/]+$/, '')}`;
  return { pkg, where: `${source.replace(/^.*node_modules\//, '').replace(/^.*\/src\//, '')}:${pos.line}` };
}

const server = await startServer({ port: Number(values.port), webDist: dist });
const browser = await launchChromium();
try {
  const session = await signInDispatcher(server);
  await fillDrivers(server.baseUrl, session, ROWS);
  const page = await openGridOfRows(browser, server.baseUrl, session, ROWS);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const counters = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  let skipped = 0;
  let insertedRules = 0;
  const sorts = Number(values.sorts);
  for (let round = 0; round < sorts + 1; round++) {
    const column = SORTABLE[Math.floor(round / 2) % SORTABLE.length] as string;
    const button = await revealSortButton(page, column);
    await armGridWatch(page);
    const before = await metrics();
    if (round > 0) await cdp.send('Profiler.start');
    // A marker the profile can see, to place page times (performance.now()) on the profile's clock.
    const markerAt = await page.evaluate<number>(MARKER);
    const rulesBefore = await page.evaluate<number>(CSS_RULES);
    await button.click();
    const timing = await collectGridTiming(page, 1200);
    const after = await metrics();
    const newRules = (await page.evaluate<number>(CSS_RULES)) - rulesBefore;
    if (round > 0) insertedRules += newRules;
    const ms = timing.paintedAt - timing.responseEndAt;
    if (round === 0) {
      console.log(`warm-up (${column}): ${ms.toFixed(1)} ms`);
      continue;
    }
    const { profile } = await cdp.send('Profiler.stop');
    const nodes = new Map((profile.nodes as ProfileNode[]).map((node) => [node.id, node]));
    const deltas = profile.timeDeltas ?? [];
    const samples = profile.samples ?? [];
    const at: number[] = [];
    let t = profile.startTime;
    for (const delta of deltas) {
      t += delta;
      at.push(t / 1000);
    }
    const parent = new Map<number, number>();
    for (const node of nodes.values()) for (const child of node.children ?? []) parent.set(child, node.id);
    const inMarker = (id: number | undefined): boolean =>
      id !== undefined &&
      (nodes.get(id)?.callFrame.functionName === '__benchMarker' || inMarker(parent.get(id)));
    const markerIndex = samples.findIndex((id) => inMarker(id));
    if (markerIndex < 0) {
      console.log(`sort ${round} (${column}): the profile missed the marker, left out`);
      skipped++;
      continue;
    }
    for (const name of ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'])
      counters.set(name, (counters.get(name) ?? 0) + 1000 * ((after[name] ?? 0) - (before[name] ?? 0)));
    const offset = (at[markerIndex] as number) - markerAt;
    const from = timing.responseEndAt + offset;
    const to = timing.paintedAt + offset;
    samples.forEach((id, i) => {
      const frame = nodes.get(id)?.callFrame;
      const sampleAt = at[i] as number;
      if (!frame || frame.functionName === '(idle)' || sampleAt < from || sampleAt > to) return;
      const sampleMs = ((deltas[i + 1] ?? 0) as number) / 1000;
      busy += sampleMs;
      const { pkg, where } = origin(frame);
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + sampleMs);
      const key = `${frame.functionName || '(anonymous)'}  ${where || pkg}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + sampleMs);
      // Inclusive time of React components (capitalised functions) and of React's phases, once a sample.
      const seen = new Set<string>();
      for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
        const name = nodes.get(node)?.callFrame.functionName ?? '';
        if (
          /^[A-Z]|^(renderRootSync|commitRoot|flushPassiveEffects|getWrapperSize|performWorkOnRoot|commitLayoutEffects|commitMutationEffects|recursivelyTraversePassiveMountEffects|forceReflow.*)$/.test(
            name,
          )
        )
          seen.add(name);
      }
      for (const name of seen) inclusive.set(name, (inclusive.get(name) ?? 0) + sampleMs);
    });
    console.log(`sort ${round} (${column}): ${ms.toFixed(1)} ms under the profiler`);
  }
  const profiled = sorts - skipped;
  const per = (ms: number) => (ms / profiled).toFixed(1).padStart(7);
  console.log(`\nPer sort (mean of ${profiled}), the page's counters (whole 1.2 s window):`);
  for (const [name, ms] of counters) console.log(`${per(ms)} ms  ${name}`);
  console.log(`${(insertedRules / sorts).toFixed(1).padStart(7)} CSS rules inserted per sort`);
  console.log(
    `\nPer sort, from the answer to the paint, sampled busy time ${per(busy)} ms, self time by package:`,
  );
  for (const [pkg, ms] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`${per(ms)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${pkg}`);
  console.log('\nInclusive time of React phases and components:');
  for (const [name, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
    console.log(`${per(ms)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${name}`);
  console.log('\nSelf time by function:');
  for (const [key, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
    console.log(`${per(ms)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${key}`);

  async function metrics(): Promise<Record<string, number>> {
    const { metrics: list } = await cdp.send('Performance.getMetrics');
    return Object.fromEntries(list.map((m: { name: string; value: number }) => [m.name, m.value]));
  }
} finally {
  await browser.close();
  await server.stop();
}
