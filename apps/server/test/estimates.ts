import type { RideEstimate } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { rideEstimates } from '../src/db/schema';
import { call } from './api';

/** Test helpers of pricing and booking (the access test's samples use them too). */

/** Two Manhattan addresses about three miles apart. */
export const TRIP = {
  start: { address: '215 W 125th St, New York, NY 10027', lat: 40.8095, lon: -73.9485 },
  destination: { address: '1 Gustave L. Levy Pl, New York, NY 10029', lat: 40.79, lon: -73.9526 },
};

/** An estimate of company 39 (Sedan, ride type 1 in the demo) that stays bookable for a year. */
export const SAMPLE_ESTIMATE_ID = 900_001;

export async function insertSampleEstimate(db: Db): Promise<void> {
  const { rows } = await db.execute<{ id: number }>(
    sql`select id from ride_types where company_id = 39 order by id limit 1`,
  );
  await insertEstimate(db, { id: SAMPLE_ESTIMATE_ID, companyId: 39, rideTypeId: rows[0]?.id as number });
}

/** A $25.00 estimate of TRIP that stays bookable for a year; returns its id. */
export async function insertEstimate(
  db: Db,
  estimate: { id?: number; companyId: number; rideTypeId: number },
): Promise<number> {
  const [row] = await db
    .insert(rideEstimates)
    .values({
      ...estimate,
      amountCents: 2500,
      distance: 3,
      duration: 900,
      startAddress: TRIP.start.address,
      startLat: TRIP.start.lat,
      startLon: TRIP.start.lon,
      destinationAddress: TRIP.destination.address,
      destinationLat: TRIP.destination.lat,
      destinationLon: TRIP.destination.lon,
      expiresAt: new Date(Date.now() + 365 * 24 * 3600 * 1000),
    })
    .returning({ id: rideEstimates.id });
  return row?.id as number;
}

export interface EstimatesAnswer {
  estimates: RideEstimate[];
  return_estimates: RideEstimate[];
  stats: { distance: number; duration: number; is_manual_fallback_used: boolean };
  groups: { name: string; ride_type_ids: number[] }[];
}

/** POST /estimates/price for the test trip. */
export async function priceTrip(url: string, token: string, body: Record<string, unknown> = {}) {
  const res = await call<EstimatesAnswer>(url, 'POST', '/estimates/price', {
    token,
    body: { company_id: 39, ...TRIP, ...body },
  });
  if (res.status !== 200) throw new Error(`POST /estimates/price: ${JSON.stringify(res.body)}`);
  return res.body;
}
