import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCordeauLaporte, parseLiLim, type SolverInput } from '@fleetdesk/solver';

export type InstanceSet = '100' | '200' | '400' | 'darp';

export interface BenchmarkInstance {
  name: string;
  input: SolverInput;
  bestKnownVehicles?: number;
  bestKnownDistance?: number;
}

const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** The public instances, committed with their source and licence note (packages/solver/benchmarks/README.md). */
export const benchmarksDir = join(repoRoot, 'packages/solver/benchmarks');
export const resultsDir = join(repoRoot, 'bench/results');

/**
 * Best-known distances of the `a` set as RECALLED from the literature (Cordeau 2006; Ropke, Cordeau &
 * Laporte 2007), not verified against the papers; the instance files carry none.
 */
const DARP_BEST_KNOWN: Record<string, number> = {
  'a2-16': 294.25,
  'a2-20': 344.83,
  'a2-24': 431.12,
  'a3-24': 344.83,
  'a3-30': 494.85,
  'a3-36': 583.19,
  'a4-32': 485.5,
  'a4-40': 557.69,
  'a4-48': 668.82,
  'a5-40': 498.41,
  'a5-50': 686.62,
  'a5-60': 808.42,
  'a6-48': 604.12,
  'a6-60': 819.25,
  'a6-72': 916.05,
  'a7-56': 724.04,
  'a7-70': 889.12,
  'a7-84': 1033.37,
  'a8-64': 747.46,
  'a8-80': 945.73,
  'a8-96': 1229.66,
};

interface BestKnown {
  solved_with_vehicles: number;
  best_known_cost: number;
}

/** Natural order (lc101 < lc201, LC1_2_2 < LC1_2_10), as the literature lists them. */
const byName = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true });

export function listInstances(set: InstanceSet): string[] {
  const dir = set === 'darp' ? join(benchmarksDir, 'cordeau-laporte') : join(benchmarksDir, 'li-lim', set);
  if (!existsSync(dir)) throw new Error(`benchmark folder not found: ${dir}`);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.txt'))
    .map((file) => file.slice(0, -'.txt'.length))
    .sort(byName);
}

export function loadInstance(set: InstanceSet, name: string): BenchmarkInstance {
  if (set === 'darp') {
    const text = readFileSync(join(benchmarksDir, 'cordeau-laporte', `${name}.txt`), 'utf8');
    const bestKnownDistance = DARP_BEST_KNOWN[name];
    // The DARP literature minimises distance on a fleet of K vehicles, not the number of vehicles.
    const instance: BenchmarkInstance = {
      name,
      input: { ...parseCordeauLaporte(text), objective: 'distance' },
    };
    if (bestKnownDistance !== undefined) instance.bestKnownDistance = bestKnownDistance;
    return instance;
  }
  const text = readFileSync(join(benchmarksDir, 'li-lim', set, `${name}.txt`), 'utf8');
  const bestKnown = readBestKnown()[name];
  const instance: BenchmarkInstance = { name, input: parseLiLim(text) };
  if (bestKnown) {
    instance.bestKnownVehicles = bestKnown.solved_with_vehicles;
    instance.bestKnownDistance = bestKnown.best_known_cost;
  }
  return instance;
}

let bestKnownCache: Record<string, BestKnown> | undefined;
function readBestKnown(): Record<string, BestKnown> {
  bestKnownCache ??= JSON.parse(readFileSync(join(benchmarksDir, 'li-lim', 'BKS.json'), 'utf8')) as Record<
    string,
    BestKnown
  >;
  return bestKnownCache;
}
