import type { Scenario } from '@fleetdesk/contract';

/**
 * The plans a dispatcher can compare: the state's scenarios as ROUTE runs them, one scenario (its cars
 * only, every rule set), or one rule set (item) of a scenario. A choice's value is a string for the select.
 */
export interface PlanChoice {
  value: string;
  label: string;
  plan: { scenario_id: number | null; item_id: number | null };
}

export const ALL_SCENARIOS = 'all';

export function planChoices(scenarios: readonly Scenario[]): PlanChoice[] {
  return [
    { value: ALL_SCENARIOS, label: 'All scenarios', plan: { scenario_id: null, item_id: null } },
    ...scenarios.flatMap((scenario) => {
      const name = `${scenario.title} (${scenario.car_type})`;
      return [
        { value: `s${scenario.id}`, label: name, plan: { scenario_id: scenario.id, item_id: null } },
        ...scenario.items.map((item) => ({
          value: `s${scenario.id}i${item.id}`,
          label: `${name} · ${item.title || `Rule set #${item.id}`}`,
          plan: { scenario_id: scenario.id, item_id: item.id },
        })),
      ];
    }),
  ];
}

/** Two rule sets of one scenario make the natural first comparison; else all scenarios against the first. */
export function defaultPair(choices: readonly PlanChoice[]): [string, string] {
  const items = choices.filter((choice) => choice.plan.item_id !== null);
  const [first, second] = items;
  if (first && second && first.plan.scenario_id === second.plan.scenario_id)
    return [first.value, second.value];
  return [ALL_SCENARIOS, choices[1]?.value ?? ALL_SCENARIOS];
}
