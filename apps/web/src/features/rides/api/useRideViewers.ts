import { ENDPOINTS } from '@fleetdesk/contract';
import { useEffect } from 'react';
import { callEndpoint } from '../../../api/client';

/**
 * Tells the server which ride this staff user has open, so other dispatchers see who is looking;
 * leaving (another ride, or the page) says so. Fleet users are never listed. Failures are only logged.
 */
export function useRideViewers(rideId: number | null, enabled: boolean): void {
  useEffect(() => {
    if (rideId === null || !enabled) return;
    callEndpoint(ENDPOINTS['rides.open'], { params: { id: rideId } }).catch(console.error);
    return () => {
      callEndpoint(ENDPOINTS['rides.leave'], { params: { id: rideId } }).catch(console.error);
    };
  }, [rideId, enabled]);
}
