// npx tsx bench/drivers-web/cpu-time.ts -- --web-dist <built app> [--sorts 10]
// The page's main-thread CPU time from the GET /drivers answer to the painted rows, for each sort of the
// 500-row grid (Chrome trace events' thread durations). Wall time on this 2-core machine moves with whatever
// else runs; thread CPU time barely does, so this compares two builds where bench:drivers-web cannot.
// For the hand-written notes: the benchmark's number is still the wall time that bench:drivers-web measures.
import { parseArgs } from 'node:util';
import { percentile } from '../rides/report';
import { launchChromium } from '../rides-web/browser';
import { signInDispatcher, startServer } from '../rides-web/server';
import { fillDrivers, openGridOfRows, revealSortButton, SORTABLE } from './grid';
import { armGridWatch, collectGridTiming } from './measure';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8195' },
    'web-dist': { type: 'string', default: '/tmp/web-bench' },
    sorts: { type: 'string', default: '10' },
    warmups: { type: 'string', default: '2' },
    tasks: { type: 'boolean', default: false },
  },
});

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  tid: number;
  args?: { name?: string; data?: { startTime?: number } };
}

/** Trace events whose time is shown apart: script, style, layout, paint, garbage collection. */
const BREAKDOWN = [
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'EventDispatch',
  'FireAnimationFrame',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'HitTest',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'ParseAuthorStyleSheet',
];

const MARK = `(() => { performance.mark('cpu-time-anchor'); return performance.getEntriesByName('cpu-time-anchor').pop().startTime; })()`;

const server = await startServer({ port: Number(values.port), webDist: values['web-dist'] });
const browser = await launchChromium();
try {
  const session = await signInDispatcher(server);
  await fillDrivers(server.baseUrl, session, 500);
  const page = await openGridOfRows(browser, server.baseUrl, session, 500);
  const cdp = await page.context().newCDPSession(page);
  const cpu: number[] = [];
  const breakdown = new Map<string, number>();
  const wall: number[] = [];
  const warmups = Number(values.warmups);
  for (let round = 0; round < warmups + Number(values.sorts); round++) {
    const column = SORTABLE[Math.floor(round / 2) % SORTABLE.length] as string;
    const button = await revealSortButton(page, column);
    await armGridWatch(page);
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,blink.user_timing,toplevel',
      transferMode: 'ReportEvents',
    });
    const events: TraceEvent[] = [];
    const collect = (data: { value: object[] }) => {
      events.push(...(data.value as TraceEvent[]));
    };
    cdp.on('Tracing.dataCollected', collect);
    const anchorAt = await page.evaluate<number>(MARK);
    await button.click();
    const timing = await collectGridTiming(page, 1200);
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    cdp.off('Tracing.dataCollected', collect);
    const anchor = events.find((e) => e.name === 'cpu-time-anchor');
    const mainTid = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.tid;
    if (!anchor || mainTid === undefined) throw new Error('no anchor or main thread in the trace');
    const offsetUs = anchor.ts - anchorAt * 1000;
    const from = timing.responseEndAt * 1000 + offsetUs;
    const to = timing.paintedAt * 1000 + offsetUs;
    // Top-level tasks of the main thread, their CPU time counted for the part inside the window.
    let cpuUs = 0;
    for (const e of events) {
      if (e.tid !== mainTid || e.ph !== 'X' || !e.dur || e.tdur === undefined) continue;
      if (e.name !== 'ThreadControllerImpl::RunTask' && e.name !== 'RunTask') continue;
      const overlap = Math.min(e.ts + e.dur, to) - Math.max(e.ts, from);
      if (overlap > 0) cpuUs += e.tdur * (overlap / e.dur);
    }
    for (const e of events) {
      if (e.tid !== mainTid || e.ph !== 'X' || !e.dur || !BREAKDOWN.includes(e.name)) continue;
      const overlap = Math.min(e.ts + e.dur, to) - Math.max(e.ts, from);
      if (overlap > 0 && round >= warmups)
        breakdown.set(e.name, (breakdown.get(e.name) ?? 0) + overlap / 1000);
    }
    if (values.tasks && round === warmups) {
      // The main thread's tasks in the window of the first measured sort, with what each mostly did.
      for (const task of events) {
        const taskDur = task.dur;
        if (task.tid !== mainTid || task.ph !== 'X' || !taskDur) continue;
        if (task.name !== 'ThreadControllerImpl::RunTask' && task.name !== 'RunTask') continue;
        if (task.ts + taskDur < from || task.ts > to) continue;
        const inside = events
          .filter(
            (e) =>
              e.tid === mainTid && e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts < task.ts + taskDur,
          )
          .filter((e) => BREAKDOWN.includes(e.name) && (e.dur ?? 0) > 300)
          .map((e) => `${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)}`);
        console.log(
          `  task at +${((task.ts - from) / 1000).toFixed(1)} ms: ${(taskDur / 1000).toFixed(1)} ms wall, ${((task.tdur ?? 0) / 1000).toFixed(1)} ms CPU  [${inside.join(', ')}]`,
        );
      }
    }
    const ms = timing.paintedAt - timing.responseEndAt;
    console.log(
      `${round < warmups ? 'warm-up' : 'sort'} (${column}): wall ${ms.toFixed(1)} ms, main-thread CPU ${(cpuUs / 1000).toFixed(1)} ms`,
    );
    if (round >= warmups) {
      cpu.push(cpuUs / 1000);
      wall.push(ms);
    }
  }
  const line = (label: string, samples: number[]) => {
    const sorted = [...samples].sort((a, b) => a - b);
    return `${label}: p50 ${percentile(sorted, 50).toFixed(1)}, p95 ${percentile(sorted, 95).toFixed(1)}, max ${sorted.at(-1)?.toFixed(1)} ms`;
  };
  console.log(line('main-thread CPU', cpu));
  console.log(line('wall', wall));
  console.log('main thread, mean per sort (wall time of trace events inside the window):');
  for (const [name, ms] of [...breakdown].sort((a, b) => b[1] - a[1]))
    console.log(`${(ms / cpu.length).toFixed(1).padStart(7)} ms  ${name}`);
} finally {
  await browser.close();
  await server.stop();
}
