import type { DbOrTx } from '../client';
import { standingOrders } from '../schema';
import { SEED_COMPANIES } from './companies';
import type { SeedRideType } from './ride-types';
import type { SeedRider } from './riders';

/** The demo dispatcher (people.ts) set the orders up; the job books their rides as them. */
const DISPATCHER_ID = 2;

/** Dialysis and therapy patients of the facilities, home → facility and back (decision 140). */
const DEMO_ORDERS = [
  { companyId: 53, days: [1, 3, 5], pickup: '06:45', back: '11:30', paused: false, note: 'Dialysis chair 4' },
  { companyId: 51, days: [2, 4, 6], pickup: '07:15', back: '12:00', paused: false, note: 'Dialysis' },
  { companyId: 54, days: [1, 4], pickup: '10:00', back: '12:30', paused: false, note: 'Physical therapy' },
  { companyId: 55, days: [2, 5], pickup: '09:30', back: null, paused: true, note: 'Therapy: on hold' },
] as const;

/**
 * A few standing orders of facility patients, from their home to the facility. Their rides are not
 * seeded: the standing-orders job creates them through the ride-create service on its first run.
 */
export async function insertStandingOrders(
  db: DbOrTx,
  ridersByCompany: ReadonlyMap<number, readonly SeedRider[]>,
  rideTypes: readonly SeedRideType[],
  now: Date,
): Promise<number> {
  const startDate = now.toISOString().slice(0, 10);
  const rows = DEMO_ORDERS.flatMap((order) => {
    const rider = ridersByCompany.get(order.companyId)?.[0];
    const type = rideTypes.find(
      (t) => t.companyId === order.companyId && t.paymentTypesSupported.includes('facility'),
    );
    const place = SEED_COMPANIES.find((c) => c.id === order.companyId)?.place;
    if (!rider || !type || !place) return [];
    return [
      {
        status: order.paused ? ('paused' as const) : ('active' as const),
        companyId: order.companyId,
        riderId: rider.id,
        startAddress: rider.home.address,
        startLat: rider.home.lat,
        startLon: rider.home.lon,
        destinationAddress: place.address,
        destinationLat: place.lat,
        destinationLon: place.lon,
        pickupTime: order.pickup,
        returnTime: order.back,
        daysOfWeek: [...order.days],
        startDate,
        rideTypeId: type.id,
        paymentType: 'facility',
        tripNote: order.note,
        createdBy: DISPATCHER_ID,
        updatedBy: DISPATCHER_ID,
      },
    ];
  });
  if (rows.length > 0) await db.insert(standingOrders).values(rows);
  return rows.length;
}
