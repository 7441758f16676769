import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { LATE_RISK_REASONS } from '@fleetdesk/contract/endpoints/lateRisk';
import { loadConfig } from '../../apps/server/src/config';
import { createRouter } from '../../apps/server/src/platform/adapters/routing';
import { buildDay } from './day';
import { type Judged, LOOKAHEAD_MS, replayDay } from './replay';

/**
 * npm run bench:late-risk — replays one simulated day (day.ts, replay.ts) and scores the late-risk
 * model's verdict 15 minutes before each pickup against what happened: a ride was late when the driver
 * reached the pickup more than the threshold after the pickup time (or never did). Writes
 * bench/results/late-risk.md from this run only.
 *
 * Options (environment): LATE_RISK_BENCH_DRIVERS (95: a busy day, about one ride in eight late), LATE_RISK_BENCH_RIDES (900),
 * LATE_RISK_THRESHOLD_MINUTES (the server's setting, 15), OSRM_URL (road routing instead of straight lines).
 */

const DRIVERS = Number(process.env.LATE_RISK_BENCH_DRIVERS ?? 95);
const RIDES = Number(process.env.LATE_RISK_BENCH_RIDES ?? 900);
const config = loadConfig();
const threshold = config.lateRisk.thresholdMinutes;
/** A fixed virtual day (a Tuesday, 00:00 in New York): the clock never reads the real time. */
const MIDNIGHT = Date.parse('2026-03-10T04:00:00Z');

const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)} %`);
const wasLate = (j: Judged) => j.arrivedAt === null || j.arrivedAt - j.pickupAt > threshold * 60_000;

function score(judged: readonly Judged[]) {
  const predicted = judged.filter((j) => j.predicted !== null);
  const tp = predicted.filter((j) => j.predicted?.atRisk && wasLate(j)).length;
  const fp = predicted.filter((j) => j.predicted?.atRisk && !wasLate(j)).length;
  const fn = predicted.filter((j) => !j.predicted?.atRisk && wasLate(j)).length;
  const tn = predicted.length - tp - fp - fn;
  return { predicted, tp, fp, fn, tn };
}

/** Mean absolute error of the predicted minutes late, over rides with a prediction and an arrival. */
function lateMinutesError(judged: readonly Judged[]) {
  const errors = judged.flatMap((j) =>
    j.predicted?.minutesLate != null && j.arrivedAt !== null
      ? [Math.abs(j.predicted.minutesLate - (j.arrivedAt - j.pickupAt) / 60_000)]
      : [],
  );
  return errors.length === 0 ? null : errors.reduce((a, b) => a + b, 0) / errors.length;
}

/**
 * The same verdicts with another cut-off on the predicted lateness (no GPS stays flagged): how much
 * recall a lower cut-off would buy, and at what precision. The model's own cut-off is the threshold.
 */
function cutOffRows(judged: readonly Judged[]) {
  return [0, 5, 10, threshold, threshold + 5].map((cutOff) => {
    const flagged = (j: Judged) =>
      j.predicted !== null &&
      (j.predicted.minutesLate === null ? j.predicted.atRisk : j.predicted.minutesLate > cutOff);
    const predicted = judged.filter((j) => j.predicted !== null);
    const tp = predicted.filter((j) => flagged(j) && wasLate(j)).length;
    const fp = predicted.filter((j) => flagged(j) && !wasLate(j)).length;
    const fn = predicted.filter((j) => !flagged(j) && wasLate(j)).length;
    const mark = cutOff === threshold ? ' (the model)' : '';
    return `| > ${cutOff} min${mark} | ${tp + fp} | ${pct(tp, tp + fp)} | ${pct(tp, tp + fn)} |`;
  });
}

async function main() {
  const started = Date.now();
  const router = createRouter(config);
  const day = buildDay({ drivers: DRIVERS, rides: RIDES, midnight: MIDNIGHT });
  const judged = await replayDay(day, router, MIDNIGHT, threshold);
  const { predicted, tp, fp, fn, tn } = score(judged);
  const late = predicted.filter(wasLate).length;
  const already = judged.length - predicted.length;
  const mae = lateMinutesError(judged);
  const byReason = LATE_RISK_REASONS.map((reason) => {
    const flagged = predicted.filter((j) => j.predicted?.reason === reason);
    return `| ${reason} | ${flagged.length} | ${flagged.filter(wasLate).length} | ${pct(flagged.filter(wasLate).length, flagged.length)} |`;
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);

  const report = `# Late-pickup prediction: precision and recall 15 minutes ahead

Written by \`npm run bench:late-risk\` (bench/late-risk/) from one run; nothing here is edited by hand.

- Day: ${RIDES} rides, ${DRIVERS} drivers, one simulated New York day on a virtual clock (the demo simulator's tick), seeded: the same day every run.
- What the day adds to the simulator's rules (day.ts): each drive's time is the router's × a traffic factor (log-normal around 1.1, 0.7 to 2.5); 15 % of rides' drivers set off 2 to 20 minutes later than the simulator's rule; 10 % of phones go silent 10 to 40 minutes once.
- Routing: ${config.routing.osrmUrl ? `OSRM at ${config.routing.osrmUrl}` : 'the straight-line fallback (no OSRM_URL)'}, for the simulated drives and the model alike.
- Late: the driver reached the pickup more than ${threshold} minutes after the pickup time (or never did).
- Judged: each ride's verdict ${LOOKAHEAD_MS / 60_000} minutes before its pickup time, from the phones' last positions then.
- Run time: ${seconds} s.

| measure | value |
|---|---|
| rides judged (assigned or accepted 15 min ahead) | ${predicted.length} |
| rides already at the pickup 15 min ahead (not judged) | ${already} |
| late rides among those judged | ${late} (${pct(late, predicted.length)}) |
| flagged at risk | ${tp + fp} |
| true positives / false positives | ${tp} / ${fp} |
| false negatives / true negatives | ${fn} / ${tn} |
| **precision** | **${pct(tp, tp + fp)}** |
| **recall** | **${pct(tp, tp + fn)}** |
| mean absolute error of predicted minutes late | ${mae === null ? 'n/a' : `${mae.toFixed(1)} min`} |

Precision per reason (flagged, of which late):

| reason | flagged | late | precision |
|---|---|---|---|
${byReason.join('\n')}

The same run's verdicts with other cut-offs on the predicted minutes late:

| flagged when predicted late | flagged | precision | recall |
|---|---|---|---|
${cutOffRows(judged).join('\n')}
`;
  const file = path.resolve(import.meta.dirname, '../results/late-risk.md');
  writeFileSync(file, report);
  console.log(report);
  console.log(`written to ${file}`);
}

await main();
