import { routingScenarios } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { newScenarioForm, newScenarioItem } from './scenarioForm';

// The scenario card validates with the save body itself: its messages are what the fields show.
const messagesOf = (change: object) =>
  routingScenarios.scenarioBody
    .safeParse({ ...newScenarioForm(1), title: 'Morning', ...change })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe("the scenario card's priority (spec 3 §2)", () => {
  it.each([
    [{ priority: 5000 }, 'priority', 'Must be at most 1000'],
    [{ priority: -5000 }, 'priority', 'Must be at least -1000'],
    [{ priority: 1.5 }, 'priority', 'Must be a whole number'],
    [{ items: [{ ...newScenarioItem(), priority: 1001 }] }, 'items.0.priority', 'Must be at most 1000'],
  ])('%j → %s: %s', (change, field, message) => {
    expect(messagesOf(change)).toEqual([[field, message]]);
  });

  it('takes -1000 to 1000', () => {
    expect(
      messagesOf({ priority: -1000, items: [{ ...newScenarioItem(), priority: 1000 }] }),
    ).toBeUndefined();
  });
});
