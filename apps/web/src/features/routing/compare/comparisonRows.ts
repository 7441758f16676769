import { formatUsd, type RoutingComparison, type RoutingPlan } from '@fleetdesk/contract';
import { servedOf } from '../outcome/outcomeText';

/** Pure: the side-by-side rows of a comparison, and which plan does better on each (lower or higher). */

export interface ComparisonRow {
  label: string;
  values: [string, string];
  /** The side that does better on this row; null when equal or not comparable. */
  better: 'a' | 'b' | null;
}

const hours = (minutes: number) =>
  `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;

type Metric = { label: string; show: (plan: RoutingPlan) => string; score?: (plan: RoutingPlan) => number };

export function comparisonRows(comparison: RoutingComparison): ComparisonRow[] {
  const [a, b] = comparison.plans;
  if (!a || !b) return [];
  const metrics: Metric[] = [
    { label: 'Vehicles', show: (p) => String(p.vehicles), score: (p) => -p.vehicles },
    { label: 'Served rides', show: (p) => servedOf(p.served, comparison.rides), score: (p) => p.served },
    { label: 'Unserved rides', show: (p) => String(p.unserved.length), score: (p) => -p.unserved.length },
    { label: 'Total distance', show: (p) => `${p.distance.toFixed(1)} mi`, score: (p) => -p.distance },
    { label: 'Total duration', show: (p) => hours(p.duration), score: (p) => -p.duration },
    {
      label: 'Late pickups',
      show: (p) => `${p.late_pickups} (${p.late_minutes} min)`,
      score: (p) => -p.late_minutes,
    },
    { label: 'Cost (driver pay)', show: (p) => formatUsd(p.cost), score: (p) => -p.cost },
    { label: 'Revenue', show: (p) => formatUsd(p.revenue) },
  ];
  return metrics.map(({ label, show, score }) => {
    const diff = score ? score(a) - score(b) : 0;
    return { label, values: [show(a), show(b)], better: diff > 0 ? 'a' : diff < 0 ? 'b' : null };
  });
}
