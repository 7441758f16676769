import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAppStore } from '../../../../store/appStore';

/**
 * /rides?search=id:123 (the ride preview's link) opens on that search alone: the link's chip replaces
 * the chips there were, so the page shows what the link names. The parameter is then taken out of the
 * address, so a reload keeps the chips added afterwards instead of applying the link again.
 */
export function useSearchLink(): void {
  const [params, setParams] = useSearchParams();
  const search = params.get('search');
  useEffect(() => {
    if (search === null) return;
    if (search.trim()) useAppStore.getState().setRideChips([search]);
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
