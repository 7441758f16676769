import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, refreshAfterMissedEvents } from './queryClient';

describe('refreshAfterMissedEvents', () => {
  it('reads again what is on screen, fresh or not, but not a list the user refreshes themselves', async () => {
    const queryClient = createQueryClient();
    const readRide = vi.fn(async () => 'ride');
    const readHeldList = vi.fn(async () => 'list');
    const ride = new QueryObserver(queryClient, { queryKey: ['ride'], queryFn: readRide });
    const heldList = new QueryObserver(queryClient, {
      queryKey: ['held'],
      queryFn: readHeldList,
      refetchOnWindowFocus: false,
    });
    const unsubscribe = [ride.subscribe(() => {}), heldList.subscribe(() => {})];
    await vi.waitFor(() => expect(ride.getCurrentResult().data).toBe('ride'));
    await vi.waitFor(() => expect(heldList.getCurrentResult().data).toBe('list'));

    await refreshAfterMissedEvents(queryClient);

    expect(readRide).toHaveBeenCalledTimes(2);
    expect(readHeldList).toHaveBeenCalledTimes(1);
    for (const stop of unsubscribe) stop();
  });
});
