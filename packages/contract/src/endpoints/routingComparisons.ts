import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { COMPARISON_SIDES, PlanSkip, RoutingComparison } from '../entities/routing';
import { MESSAGES } from '../messages';
import { idField } from '../validation/common';
import { requiredId, routingAccess, routingDate, runFleetIds } from './routing';

/**
 * Compare before commit (issue 12 point 6, decision 117): two plans of the same day's rides, computed by
 * the routing job side by side and kept aside; the dispatcher uses one (its routes are saved as ROUTE
 * would save them) or discards both. Same access as every routing call (view.routing, staff only).
 */

export const COMPARISON_STARTED = 'Great! The two plans are being computed';
export const COMPARISON_USED = 'Great! You have used the plan';
export const COMPARISON_DISCARDED = 'Both plans were discarded';
export const PLANS_SAME = 'Pick two different plans to compare';
export const ITEM_NEEDS_SCENARIO = 'A rule set belongs to a scenario: pick the scenario too';

const idList = z.array(idField).max(1000).nullish();

/** One side: the state's scenarios (scenario_id null), one scenario, or one rule set (item) of it. */
export const comparisonPlanInput = z
  .object({
    scenario_id: requiredId.nullable(),
    item_id: requiredId.nullish(),
  })
  .refine((side) => side.item_id == null || side.scenario_id !== null, {
    path: ['item_id'],
    message: ITEM_NEEDS_SCENARIO,
  });
export type ComparisonPlanInput = z.output<typeof comparisonPlanInput>;

const sameSide = (a: ComparisonPlanInput, b: ComparisonPlanInput) =>
  a.scenario_id === b.scenario_id && (a.item_id ?? null) === (b.item_id ?? null);

export const startComparison = defineEndpoint({
  ...routingAccess,
  method: 'POST',
  path: '/routing/comparisons',
  summary: "Compare two plans of the day's rides (a job, like ROUTE; one run of a day and state at a time)",
  body: z.object({
    date: routingDate,
    fleet_ids: runFleetIds,
    company_ids: idList,
    plans: z
      .array(comparisonPlanInput, { error: MESSAGES.required })
      .length(2, PLANS_SAME)
      .refine(([a, b]) => !a || !b || !sameSide(a, b), PLANS_SAME),
  }),
  response: z.object({ comparison: RoutingComparison, message: z.string() }),
});

const comparisonParams = z.object({ id: idField });

export const getComparison = defineEndpoint({
  ...routingAccess,
  method: 'GET',
  path: '/routing/comparisons/{id}',
  summary: 'A comparison with its two plans side by side (progress while the job runs)',
  params: comparisonParams,
  response: z.object({ comparison: RoutingComparison }),
});

export const useComparisonPlan = defineEndpoint({
  ...routingAccess,
  method: 'POST',
  path: '/routing/comparisons/{id}/use',
  summary:
    'Use one plan: its routes are saved as ROUTE saves them; rides changed or routed since are skipped',
  params: comparisonParams,
  body: z.object({ side: z.enum(COMPARISON_SIDES, { error: MESSAGES.required }) }),
  response: z.object({
    comparison: RoutingComparison,
    routes_created: z.number().int(),
    skipped: z.array(PlanSkip),
    message: z.string(),
  }),
});

export const discardComparison = defineEndpoint({
  ...routingAccess,
  method: 'POST',
  path: '/routing/comparisons/{id}/discard',
  summary: 'Discard both plans of a comparison (nothing is saved)',
  params: comparisonParams,
  response: z.object({ comparison: RoutingComparison, message: z.string() }),
});
