import { cpus } from 'node:os';
import { generatedNotice } from '../generated';
import type { InstanceSet } from './instances';

export interface InstanceOutcome {
  name: string;
  served: number;
  requests: number;
  vehicles: number;
  distance: number;
  bestKnownVehicles?: number;
  bestKnownDistance?: number;
  checkerOk: boolean;
  violations: string[];
  /** Time spent, on the run's budget clock. */
  seconds: number;
  /** Wall-clock time of the same solve (larger than `seconds` on a busy machine with the CPU clock). */
  wallSeconds: number;
  iterations: number;
  /** When the final vehicle count was first reached (budget clock). */
  secondsToFleet: number;
  secondsToBest: number;
}

/** `wall`: the product's default; `cpu`: this process's CPU time (see bench/solver/run.ts). */
export type BudgetClock = 'wall' | 'cpu';

export interface RunSettings {
  set: InstanceSet;
  timeLimitSeconds: number;
  seed: number;
  clock: BudgetClock;
  command: string;
  startedAt: Date;
  complete: boolean;
}

const TITLES: Record<InstanceSet, string> = {
  '100': 'Li & Lim PDPTW, 100 tasks',
  '200': 'Li & Lim PDPTW, 200 tasks',
  '400': 'Li & Lim PDPTW, 400 tasks',
  darp: 'Cordeau–Laporte DARP',
};

/** Where the best-known columns come from: the run measures only its own plans. */
const BEST_KNOWN_SOURCE: Record<InstanceSet, string> = {
  '100': 'the best-known columns (`packages/solver/benchmarks/li-lim/BKS.json`, from the instances’ source)',
  '200': 'the best-known columns (`packages/solver/benchmarks/li-lim/BKS.json`, from the instances’ source)',
  '400': 'the best-known columns (`packages/solver/benchmarks/li-lim/BKS.json`, from the instances’ source)',
  darp: 'the best-known distances, which are RECALLED literature values (Cordeau 2006; Ropke, Cordeau & Laporte 2007), not verified against the papers',
};

const CLOCK_WORDS: Record<BudgetClock, string> = { wall: 'of wall-clock time', cpu: 'of CPU time' };
const CLOCK_NOTES: Record<BudgetClock, string> = {
  wall: 'Clock: wall clock (the product default); "time", "to fleet" and "to best" are wall-clock seconds.',
  cpu:
    'Clock: CPU time of this process (`--clock cpu`: user + system time of all its threads, garbage ' +
    'collection included, so slightly more than the search itself used). "Time", "to fleet" and ' +
    '"to best" are CPU seconds; "wall" is the wall-clock time of the same solve, longer when other ' +
    'work shared the machine.',
};

const gapOf = (outcome: InstanceOutcome): number | undefined =>
  outcome.bestKnownDistance === undefined
    ? undefined
    : ((Number(outcome.distance.toFixed(2)) - outcome.bestKnownDistance) / outcome.bestKnownDistance) * 100;

const percent = (value: number | undefined): string =>
  value === undefined ? '–' : `${value >= 0 ? '+' : ''}${value.toFixed(2)}%`;

const atBestKnownFleet = (outcome: InstanceOutcome): boolean =>
  outcome.served === outcome.requests &&
  outcome.vehicles <= (outcome.bestKnownVehicles ?? Number.POSITIVE_INFINITY);

const mean = (values: number[]): number =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

export function summarise(settings: RunSettings, outcomes: InstanceOutcome[]): string {
  const meanTime = `${mean(outcomes.map((outcome) => outcome.seconds)).toFixed(1)} s ${CLOCK_WORDS[settings.clock]} (wall ${mean(outcomes.map((outcome) => outcome.wallSeconds)).toFixed(1)} s)`;
  const meanToBest = mean(outcomes.map((outcome) => outcome.secondsToBest)).toFixed(1);
  const meanToFleet = mean(outcomes.map((outcome) => outcome.secondsToFleet)).toFixed(1);
  const checked = outcomes.filter((outcome) => outcome.checkerOk).length;
  if (settings.set === 'darp') {
    const withBest = outcomes.filter((outcome) => outcome.bestKnownDistance !== undefined);
    const gaps = withBest.map((outcome) => gapOf(outcome) as number);
    const allServed = outcomes.filter((outcome) => outcome.served === outcome.requests).length;
    return (
      `feasible (checker, ride-time limit included): ${checked}/${outcomes.length}; all requests served: ` +
      `${allServed}/${outcomes.length}; mean gap on the a set: ${percent(mean(gaps))} over ${gaps.length} ` +
      `instances; mean time ${meanTime} (best found after ${meanToBest} s)`
    );
  }
  const atFleet = outcomes.filter(atBestKnownFleet);
  const vehicles = outcomes.reduce((sum, outcome) => sum + outcome.vehicles, 0);
  const bestVehicles = outcomes.reduce((sum, outcome) => sum + (outcome.bestKnownVehicles ?? 0), 0);
  return (
    `at best-known vehicle count: ${atFleet.length}/${outcomes.length}; mean distance gap on those: ` +
    `${percent(mean(atFleet.map((outcome) => gapOf(outcome) as number)))}; vehicles ${vehicles} against ` +
    `${bestVehicles} best-known; checker passed ${checked}/${outcomes.length}; mean time ${meanTime} ` +
    `(fleet reached after ${meanToFleet} s, best after ${meanToBest} s)`
  );
}

export function renderReport(settings: RunSettings, outcomes: InstanceOutcome[]): string {
  const lines = [
    `# Solver benchmark: ${TITLES[settings.set]}`,
    '',
    generatedNotice(settings.command, settings.startedAt, BEST_KNOWN_SOURCE[settings.set]),
    '',
    settings.complete ? '' : '**Run in progress: partial results.**\n',
    `Time limit ${settings.timeLimitSeconds} s per instance ${CLOCK_WORDS[settings.clock]}, seed ${settings.seed}, ` +
      `one thread (Node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'}).`,
    CLOCK_NOTES[settings.clock],
    'Distances are Euclidean, unrounded, summed and then rounded to 2 decimals; gap = (distance − best known) / best known.',
    '"To fleet" is when the final vehicle count was first reached, "to best" when the final plan was found.',
    '',
    `**Summary:** ${summarise(settings, outcomes)}`,
    '',
    `| instance | served | vehicles | distance | best-known vehicles | ${settings.set === 'darp' ? 'recalled best-known distance' : 'best-known distance'} | gap | checker | time (s) | wall (s) | iterations | to fleet (s) | to best (s) |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...outcomes
      .map((outcome) =>
        [
          outcome.name,
          `${outcome.served}/${outcome.requests}`,
          outcome.vehicles,
          outcome.distance.toFixed(2),
          outcome.bestKnownVehicles ?? '–',
          outcome.bestKnownDistance?.toFixed(2) ?? '–',
          outcome.bestKnownVehicles !== undefined && !atBestKnownFleet(outcome)
            ? '(more vehicles)'
            : percent(gapOf(outcome)),
          outcome.checkerOk ? 'ok' : `FAIL: ${outcome.violations.slice(0, 2).join('; ')}`,
          outcome.seconds.toFixed(1),
          outcome.wallSeconds.toFixed(1),
          outcome.iterations,
          outcome.secondsToFleet.toFixed(1),
          outcome.secondsToBest.toFixed(1),
        ].join(' | '),
      )
      .map((row) => `| ${row} |`),
    '',
  ];
  return lines.filter((line, i) => line !== '' || lines[i - 1] !== '').join('\n');
}
