import { type routingScenarios, SCENARIO_ITEM_DEFAULTS, type Scenario } from '@fleetdesk/contract';
import type { z } from 'zod';

export type ScenarioBody = routingScenarios.ScenarioBody;
/** What the card's fields hold before the contract's defaults fill the gaps. */
export type ScenarioInput = z.input<typeof routingScenarios.scenarioBody>;
export type ScenarioItemValues = ScenarioBody['items'][number];

/** The per-item rule fields in the order of a row, with their column words. */
export const ITEM_FIELDS = [
  ['minutes_start_early', 'Min. early'],
  ['minutes_finish_late', 'Min. late'],
  ['break_between_rides', 'Break (min)'],
  ['validation_rides_per_hour', 'Rides / hour'],
  ['validation_distance_per_hour', 'Miles / hour'],
  ['validation_amount_per_hour', '$ / hour'],
  ['priority', 'Priority'],
] as const satisfies readonly (readonly [keyof ScenarioItemValues, string])[];

/** A new item row: spec 3 §5 defaults (0 minutes early, priority 0, every rule off). */
export const newScenarioItem = (): ScenarioItemValues => ({ ...SCENARIO_ITEM_DEFAULTS });

/** A scenario's fields as its card edits them. */
export function scenarioFormOf(scenario: Scenario): ScenarioBody {
  return {
    title: scenario.title,
    car_type_id: scenario.car_type_id,
    priority: scenario.priority,
    max_tries: scenario.max_tries,
    break_between_rides: scenario.break_between_rides,
    items: scenario.items.map(({ scenario_id: _, ...item }) => item),
    updated_at: scenario.updated_at,
  };
}

/** A new scenario of a car type, before its first save. */
export function newScenarioForm(carTypeId: number): ScenarioBody {
  return { title: '', car_type_id: carTypeId, priority: 0, max_tries: 1, break_between_rides: 0, items: [] };
}

/** A number field's text as the form holds it: empty is missing (the contract's default or message). */
export const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));
