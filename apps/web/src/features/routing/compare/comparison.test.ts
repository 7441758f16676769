import type { RoutingComparison, RoutingPlan, Scenario } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { comparisonRows } from './comparisonRows';
import { ALL_SCENARIOS, defaultPair, planChoices } from './planChoices';

const plan = (side: 'a' | 'b', extra: Partial<RoutingPlan>): RoutingPlan => ({
  side,
  label: side,
  scenario_id: null,
  item_id: null,
  vehicles: 3,
  served: 5,
  unserved: [],
  distance: 40,
  duration: 300,
  late_pickups: 1,
  late_minutes: 4,
  cost: 100,
  revenue: 150,
  outcome: null,
  ...extra,
});

describe('the side-by-side rows', () => {
  it('mark the better plan per row: fewer vehicles, more served, fewer late minutes, lower cost', () => {
    const comparison = {
      rides: 6,
      plans: [
        plan('a', { vehicles: 2, served: 6, late_minutes: 9, cost: 120 }),
        plan('b', { vehicles: 3, served: 5, unserved: [{ ride_id: 7, reason: 'no_room_in_plan' }] }),
      ],
    } as RoutingComparison;
    const rows = Object.fromEntries(comparisonRows(comparison).map((row) => [row.label, row]));
    expect(rows.Vehicles).toEqual({ label: 'Vehicles', values: ['2', '3'], better: 'a' });
    expect(rows['Served rides']?.values).toEqual(['6 of 6', '5 of 6']);
    expect(rows['Unserved rides']?.better).toBe('a');
    expect(rows['Total distance']?.better).toBeNull();
    expect(rows['Total duration']?.values).toEqual(['5 h 00 min', '5 h 00 min']);
    expect(rows['Late pickups']).toMatchObject({ values: ['1 (9 min)', '1 (4 min)'], better: 'b' });
    expect(rows['Cost (driver pay)']).toMatchObject({ values: ['$120.00', '$100.00'], better: 'b' });
    expect(rows.Revenue?.better).toBeNull();
  });
});

describe('the plans to pick', () => {
  const scenario = (id: number, items: string[]) =>
    ({
      id,
      title: 'Standard',
      car_type: 'Sedan',
      items: items.map((title, i) => ({ id: id * 10 + i, title })),
    }) as unknown as Scenario;

  it('offer all scenarios, each scenario and each of its rule sets', () => {
    const choices = planChoices([scenario(1, ['Strict', ''])]);
    expect(choices.map((c) => c.label)).toEqual([
      'All scenarios',
      'Standard (Sedan)',
      'Standard (Sedan) · Strict',
      'Standard (Sedan) · Rule set #11',
    ]);
    expect(choices[2]?.plan).toEqual({ scenario_id: 1, item_id: 10 });
    expect(defaultPair(choices)).toEqual(['s1i10', 's1i11']);
  });

  it('start with all scenarios against the first one when no scenario has two rule sets', () => {
    expect(defaultPair(planChoices([scenario(2, ['Only'])]))).toEqual([ALL_SCENARIOS, 's2']);
    expect(defaultPair(planChoices([]))).toEqual([ALL_SCENARIOS, ALL_SCENARIOS]);
  });
});
