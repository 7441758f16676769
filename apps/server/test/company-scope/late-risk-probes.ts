import type { EndpointName } from '@fleetdesk/contract';
import { rideLateRisks } from '../../src/db/schema';
import { rideRow } from '../ride-fixtures';
import { FACILITY, type Probe, rideOf } from './probes';

/** A ride of the company predicted late (the prediction written as the sweep would write it). */
export const LATE_RISK_PROBES: Partial<Record<EndpointName, Probe>> = {
  'lateRisk.list': {
    companies: FACILITY,
    refusal: 'filtered',
    async request(db, companyId) {
      const ride = await rideOf(db, companyId, {
        status: 'accepted',
        pickupAt: new Date(Date.now() + 600_000),
      });
      const row = await rideRow(db, ride.id);
      await db.insert(rideLateRisks).values({
        rideId: ride.id,
        driverId: row.driverId as number,
        pickupAt: row.pickupAt,
        predictedPickupAt: null,
        minutesLate: null,
        atRisk: true,
        reason: 'no_gps',
        computedAt: new Date(),
      });
      return { id: ride.id };
    },
    shows: (body, made) => ((body.data as { ride_id: number }[]) ?? []).some((r) => r.ride_id === made.id),
  },
};
