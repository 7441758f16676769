import type { ScenarioInput } from '@fleetdesk/solver';
import { invalidField } from '../../../platform/errors';
import { type ScenarioSource, toScenarioInputs } from '../run/build';

/**
 * Pure: what one side of a comparison follows. No scenario: the state's scenarios as ROUTE runs them; a
 * scenario: only it (so only cars of its type), every rule set; a rule set (item): only that one.
 */

export interface Side {
  scenarioId: number | null;
  itemId: number | null;
}

export type NamedScenario = Omit<ScenarioSource, 'items'> & {
  title: string;
  carType: string;
  items: (ScenarioSource['items'][number] & { id: number })[];
};

export const ALL_SCENARIOS_LABEL = 'All scenarios';
export const UNKNOWN_SCENARIO = 'No such scenario in this routing state';
export const UNKNOWN_ITEM = 'This rule set is not one of the scenario’s';

type Resolved = { scenario: NamedScenario | null; items: NamedScenario['items'] } | 'no_scenario' | 'no_item';

function resolve(scenarios: readonly NamedScenario[], side: Side): Resolved {
  if (side.scenarioId === null) return { scenario: null, items: [] };
  const scenario = scenarios.find((s) => s.id === side.scenarioId);
  if (!scenario) return 'no_scenario';
  if (side.itemId === null) return { scenario, items: scenario.items };
  const items = scenario.items.filter((item) => item.id === side.itemId);
  return items.length > 0 ? { scenario, items } : 'no_item';
}

/** The side's name on the screen: "All scenarios", "Standard (Sedan)", "Standard (Sedan) · Loose". */
export function sideLabel(scenarios: readonly NamedScenario[], side: Side): string | null {
  const found = resolve(scenarios, side);
  if (typeof found === 'string') return null;
  if (!found.scenario) return ALL_SCENARIOS_LABEL;
  const name = `${found.scenario.title} (${found.scenario.carType})`;
  if (side.itemId === null) return name;
  const item = found.items[0];
  return `${name} · ${item?.title || `Rule set #${side.itemId}`}`;
}

/** A side the state does not hold is refused on its field (plans.0.scenario_id, plans.1.item_id). */
export function assertSide(scenarios: readonly NamedScenario[], side: Side, index: number) {
  const found = resolve(scenarios, side);
  if (found === 'no_scenario') throw invalidField(`plans.${index}.scenario_id`, UNKNOWN_SCENARIO);
  if (found === 'no_item') throw invalidField(`plans.${index}.item_id`, UNKNOWN_ITEM);
}

/** The solver's scenarios of a side; null when its scenario or rule set was deleted meanwhile. */
export function sideScenarioInputs(scenarios: readonly NamedScenario[], side: Side): ScenarioInput[] | null {
  const found = resolve(scenarios, side);
  if (typeof found === 'string') return null;
  if (!found.scenario) return toScenarioInputs(scenarios);
  return toScenarioInputs([{ ...found.scenario, items: found.items }]);
}
