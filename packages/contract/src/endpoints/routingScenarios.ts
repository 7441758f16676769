import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  ROUTING_MINUTES_MAX,
  SCENARIO_ITEM_DEFAULTS,
  SCENARIO_ITEM_TITLE_MAX,
  SCENARIO_TITLE_MAX,
  Scenario,
} from '../entities/routing';
import { idField } from '../validation/common';
import { requiredMoneyText } from '../validation/moneyAmount';
import { done, requiredId, routingAccess } from './routing';

/** Spec 3 §2 "Routing Scenarios": scenarios of the routing state (company-state header), by car type. */

const minutes = z
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .min(0, 'Must be 0 or more')
  .max(ROUTING_MINUTES_MAX, `Must be at most ${ROUTING_MINUTES_MAX}`);
const perHour = (max: number) =>
  z.number({ error: 'Must be a number' }).min(0, 'Must be 0 or more').max(max, `Must be at most ${max}`);
// Every check names its own words: the type's 'Must be a number' would stand for any of them.
const priority = z
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .min(-1000, 'Must be at least -1000')
  .max(1000, 'Must be at most 1000');

/** An item of the save body: with `id` it updates that item, without it adds one (spec 3 §5 defaults). */
export const scenarioItemBody = z.object({
  id: idField.optional(),
  title: z
    .string()
    .trim()
    .max(SCENARIO_ITEM_TITLE_MAX, `Max characters count is ${SCENARIO_ITEM_TITLE_MAX}!`)
    .default(SCENARIO_ITEM_DEFAULTS.title),
  minutes_start_early: minutes.default(SCENARIO_ITEM_DEFAULTS.minutes_start_early),
  minutes_finish_late: minutes.default(SCENARIO_ITEM_DEFAULTS.minutes_finish_late),
  break_between_rides: minutes.default(SCENARIO_ITEM_DEFAULTS.break_between_rides),
  validation_rides_per_hour: perHour(100).default(SCENARIO_ITEM_DEFAULTS.validation_rides_per_hour),
  validation_distance_per_hour: perHour(1000).default(SCENARIO_ITEM_DEFAULTS.validation_distance_per_hour),
  /** Dollars per hour of shift. */
  validation_amount_per_hour: perHour(10_000)
    .multipleOf(0.01, 'At most 2 decimals')
    .default(SCENARIO_ITEM_DEFAULTS.validation_amount_per_hour),
  priority: priority.default(SCENARIO_ITEM_DEFAULTS.priority),
});

/**
 * Save a scenario: `items` is the whole list after the edit (items left out are deleted). `updated_at`
 * as the editor saw it refuses a save over someone else's.
 */
export const scenarioBody = z.object({
  title: requiredMoneyText(SCENARIO_TITLE_MAX),
  car_type_id: requiredId,
  priority: priority.default(0),
  max_tries: z
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(100, 'Must be at most 100')
    .default(1),
  break_between_rides: minutes.default(0),
  items: z.array(scenarioItemBody).max(50).default([]),
  updated_at: z.iso.datetime({ offset: true }).optional(),
});
export type ScenarioBody = z.output<typeof scenarioBody>;

export const listScenarios = defineEndpoint({
  ...routingAccess,
  method: 'GET',
  path: '/routing/scenarios',
  summary: 'Scenarios of the routing state with their items, and the car types of the sidebar',
  query: z.object({ car_type_id: idField.optional() }),
  response: z.object({
    scenarios: z.array(Scenario),
    car_types: z.array(
      z.object({ id: z.number().int(), title: z.string(), scenarios_count: z.number().int() }),
    ),
  }),
});

export const saveScenario = defineEndpoint({
  ...routingAccess,
  method: 'POST',
  path: '/routing/scenarios/{id}',
  summary: "Create (id 'new') or update a scenario with its items",
  params: z.object({ id: z.union([z.literal('new'), idField]) }),
  body: scenarioBody,
  response: z.object({ scenario: Scenario, message: z.string() }),
});

export const deleteScenario = defineEndpoint({
  ...routingAccess,
  method: 'POST',
  path: '/routing/scenarios/{id}/delete',
  summary: 'Delete a scenario and its items; routes it built keep their rides',
  params: z.object({ id: idField }),
  response: done,
});
