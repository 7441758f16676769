import { rides } from '@fleetdesk/contract';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useAppStore } from '../../../../store/appStore';
import { searchProblem } from '../../../../ui/listSearch';

/**
 * /rides?search=id:123 (the ride preview's link) opens on that search alone: the link's chip replaces
 * the chips there were, so the page shows what the link names. The parameter is then taken out of the
 * address, so a reload keeps the chips added afterwards instead of applying the link again. A search the
 * rides' rule refuses (too long) is never applied, so never sent: the chips stay and `onRefused` gets the
 * text and the rule's message, for the box to show as if typed (decisions 197, 204).
 */
export function useSearchLink(onRefused: (text: string, problem: string) => void): void {
  const [params, setParams] = useSearchParams();
  const search = params.get('search');
  // The latest callback, without making each render's new function apply the link again.
  const refused = useRef(onRefused);
  refused.current = onRefused;
  useEffect(() => {
    if (search === null) return;
    const problem = searchProblem(rides.listRides, search);
    if (problem) refused.current(search, problem);
    else if (search.trim()) useAppStore.getState().setRideChips([search]);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('search');
        return next;
      },
      { replace: true },
    );
  }, [search, setParams]);
}
