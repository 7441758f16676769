import { PERMISSION_KEYS, type RideActor } from '@fleetdesk/contract';
import { useAppStore } from '../../../../store/appStore';
import { useNow } from '../../../../ui/time/useNow';

/**
 * The signed-in user as the actions table judges them (contract `rideActions.ts`), now. Time-bound rules
 * (fleet lock, no-show wait) change while a ride stays open, so the time refreshes every 15 s.
 */
export function useRideActor(): RideActor {
  const user = useAppStore((state) => state.user);
  const held = useAppStore((state) => state.permissions);
  const now = useNow(15_000);
  return {
    isFleet: user?.is_fleet ?? false,
    // The server grants a super admin every key; the UI follows it.
    permissions: user?.super_admin ? PERMISSION_KEYS : held,
    now: new Date(now),
  };
}
