import { DEFAULT_FLEET_ID, DEFAULT_FLEET_LABEL } from '@fleetdesk/contract';
import { newYorkDay, type RoutingDatePreset } from './routingDates';

/** Spec 3 §4: routing filters saved longer ago than this start again from tomorrow. */
export const ROUTING_FILTERS_MAX_AGE_MS = 3 * 3_600_000;

export interface RoutingFilters {
  preset: RoutingDatePreset;
  /** The New York day shown, YYYY-MM-DD. */
  date: string;
  /** Empty: every fleet / company (spec 3 §5: all or none are sent as null). */
  fleetIds: number[];
  companyIds: number[];
  /** When the filters were last changed (epoch ms). */
  savedAt: number;
}

/** Fresh filters: tomorrow in New York, every fleet and company. */
export function defaultRoutingFilters(now: number): RoutingFilters {
  return { preset: 'tomorrow', date: newYorkDay(now, 1), fleetIds: [], companyIds: [], savedAt: now };
}

/** Stored filters as the page starts with them: older than 3 hours (or unreadable), tomorrow again. */
export function restoreRoutingFilters(
  stored: Partial<RoutingFilters> | undefined,
  now: number,
): RoutingFilters {
  const fresh = defaultRoutingFilters(now);
  if (!stored || typeof stored.savedAt !== 'number' || typeof stored.date !== 'string') return fresh;
  if (now - stored.savedAt > ROUTING_FILTERS_MAX_AGE_MS) return fresh;
  return { ...fresh, ...stored } as RoutingFilters;
}

/** Spec 3 §5: a selection of all or none is sent as null. */
export function idsOrNull(chosen: readonly number[], all: readonly number[]): number[] | null {
  if (chosen.length === 0 || all.every((id) => chosen.includes(id))) return null;
  return [...chosen];
}

/**
 * Spec 3 §2: the fleet select offers the main fleet (id 0, the drivers of no fleet, named as the drivers
 * grid names it) first, then the fleets.
 */
export function routingFleetOptions(fleets: readonly { id: number; name: string }[]) {
  return [
    { value: DEFAULT_FLEET_ID, label: DEFAULT_FLEET_LABEL },
    ...fleets.map((fleet) => ({ value: fleet.id, label: fleet.name })),
  ];
}
