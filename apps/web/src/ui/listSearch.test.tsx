// @vitest-environment jsdom
import { maxCharactersMessage, payouts, standingOrders } from '@fleetdesk/contract';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { searchProblem, useListSearch } from './listSearch';

describe('list search', () => {
  it("answers the list's own contract rule, whatever else its query needs", () => {
    expect(searchProblem(standingOrders.listStandingOrders, 'A'.repeat(100))).toBeNull();
    expect(searchProblem(standingOrders.listStandingOrders, 'A'.repeat(101))).toBe(maxCharactersMessage(100));
    // The payouts' query is an intersection with a refinement: the search still finds its rule.
    expect(searchProblem(payouts.listPayouts, 'A'.repeat(101))).toBe(maxCharactersMessage(100));
  });

  it('keeps the last search the rule took while the text is refused', () => {
    const hook = renderHook(({ text }) => useListSearch(standingOrders.listStandingOrders, text), {
      initialProps: { text: 'Ada' },
    });
    expect(hook.result.current).toEqual({ problem: null, search: 'Ada' });
    hook.rerender({ text: 'A'.repeat(101) });
    expect(hook.result.current).toEqual({ problem: maxCharactersMessage(100), search: 'Ada' });
    hook.rerender({ text: 'Bob' });
    expect(hook.result.current).toEqual({ problem: null, search: 'Bob' });
  });
});
