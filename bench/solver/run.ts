import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type InstanceSet, listInstances, resultsDir } from './instances';
import { type InstanceOutcome, type RunSettings, renderReport, summarise } from './report';
import { isBudgetClock, type SolveRequest, solveInstance } from './solveInstance';

const OUTPUT_FILES: Record<InstanceSet, string> = {
  '100': 'solver-li-lim-100.md',
  '200': 'solver-li-lim-200.md',
  '400': 'solver-li-lim-400.md',
  darp: 'solver-darp.md',
};

const { values } = parseArgs({
  options: {
    set: { type: 'string', default: '100' },
    'time-limit': { type: 'string', default: '30' },
    instances: { type: 'string' },
    seed: { type: 'string', default: '1' },
    output: { type: 'string' },
    clock: { type: 'string', default: 'wall' },
    jobs: { type: 'string', default: '1' },
  },
});

const set = values.set as InstanceSet;
const clock = values.clock ?? 'wall';
const jobs = Number(values.jobs);
if (!isBudgetClock(clock)) throw new Error('--clock must be wall or cpu');
if (!(set in OUTPUT_FILES)) throw new Error(`--set must be one of ${Object.keys(OUTPUT_FILES).join(', ')}`);
if (!Number.isInteger(jobs) || jobs < 1) throw new Error('--jobs must be a whole number from 1');
if (jobs > 1 && clock === 'wall')
  throw new Error('--jobs above 1 needs --clock cpu (solves share the machine)');
const names = values.instances ? values.instances.split(',') : listInstances(set);
const settings: RunSettings = {
  set,
  timeLimitSeconds: Number(values['time-limit']),
  seed: Number(values.seed),
  clock,
  command: `npm run bench:solver -- ${process.argv.slice(2).join(' ')}`.trim(),
  startedAt: new Date(),
  complete: false,
};
const outputPath = values.output ?? join(resultsDir, OUTPUT_FILES[set]);
const outcomes: InstanceOutcome[] = [];

/** Records one solve: the report keeps the instances' order whichever solve ends first. */
function record(outcome: InstanceOutcome): void {
  outcomes.push(outcome);
  outcomes.sort((a, b) => names.indexOf(a.name) - names.indexOf(b.name));
  console.log(
    `${outcome.name}: served ${outcome.served}/${outcome.requests}, ${outcome.vehicles} vehicles (best known ` +
      `${outcome.bestKnownVehicles ?? '–'}), distance ${outcome.distance.toFixed(2)} (best known ` +
      `${outcome.bestKnownDistance ?? '–'}), checker ${outcome.checkerOk ? 'ok' : outcome.violations[0]}, ` +
      `${outcome.seconds.toFixed(1)} s (${clock}; wall ${outcome.wallSeconds.toFixed(1)} s), ${outcome.iterations} iterations, fleet after ${outcome.secondsToFleet.toFixed(1)} s, best after ` +
      `${outcome.secondsToBest.toFixed(1)} s`,
  );
  writeFileSync(outputPath, renderReport(settings, outcomes));
}

const requestFor = (name: string): SolveRequest => ({
  set,
  name,
  timeLimitSeconds: settings.timeLimitSeconds,
  seed: settings.seed,
  clock,
});

/** A solve in a child process of its own, so each has its own CPU clock (`--jobs`). */
function solveInChild(name: string): Promise<InstanceOutcome> {
  return new Promise((done, fail) => {
    const child = fork(fileURLToPath(new URL('./child.ts', import.meta.url)), [], {
      execArgv: process.execArgv,
    });
    child.once('message', (outcome) => done(outcome as InstanceOutcome));
    child.once('exit', (code) => {
      if (code !== 0) fail(new Error(`${name}: the solve's process ended with code ${code}`));
    });
    child.send(requestFor(name));
  });
}

if (jobs === 1) {
  for (const name of names) record(solveInstance(requestFor(name)));
} else {
  const queue = [...names];
  const worker = async (): Promise<void> => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      record(await solveInChild(name));
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, names.length) }, worker));
}
settings.complete = true;
writeFileSync(outputPath, renderReport(settings, outcomes));
console.log(summarise(settings, outcomes));
