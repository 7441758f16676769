import { ESTIMATE_TTL_MINUTES, type estimates, type PriceBreakdown } from '@fleetdesk/contract';
import type { z } from 'zod';
import type { Caller } from '../../platform/auth/context';
import { assertCompanyInReach, reachesCompany } from '../../platform/auth/reach';
import { notFound } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import { findRider } from '../riders/queries';
import { priceBooking } from './booking';
import { fareCents, toDollars } from './pricing';
import {
  type EstimateRow,
  findCompany,
  insertEstimates,
  listBookableRideTypes,
  type RideTypeRow,
} from './queries';
import { tripEndColumns } from './tripEnds';
import { round2, toRideEstimate } from './views';

type EstimateBody = z.output<NonNullable<typeof estimates.priceEstimates.body>>;
type RidePriceBody = z.output<NonNullable<typeof estimates.priceRide.body>>;

/** The picker groups ride types by whether they carry a wheelchair; empty groups are left out. */
function groupsOf(types: readonly RideTypeRow[]) {
  const groups = [
    { name: 'Standard', ride_type_ids: types.filter((t) => !t.accessible).map((t) => t.id) },
    { name: 'Accessible', ride_type_ids: types.filter((t) => t.accessible).map((t) => t.id) },
  ];
  return groups.filter((g) => g.ride_type_ids.length > 0);
}

export function createEstimatesService({ db, router }: Pick<ModuleDeps, 'db' | 'router'>) {
  /** Prices the trip (and the way back when asked) for every ride type that seats the party. */
  async function priceEstimates(caller: Caller, body: EstimateBody) {
    assertCompanyInReach(caller, body.company_id);
    if (body.rider_id !== undefined) {
      // The estimate keeps its rider: a facility user names riders of their own companies only.
      const rider = await findRider(db, body.rider_id);
      if (!rider || !reachesCompany(caller, rider.companyId)) throw notFound('Rider');
    }
    const company = await findCompany(db, body.company_id);
    if (!company) throw notFound('Company');
    const types = await listBookableRideTypes(db, company.id, body.seats);
    const outbound = await router.route([body.start, body.destination]);
    const inbound = body.with_return ? await router.route([body.destination, body.start]) : null;
    const expiresAt = new Date(Date.now() + ESTIMATE_TTL_MINUTES * 60_000);
    const rowsFor = (from: typeof body.start, to: typeof body.start, trip: typeof outbound) =>
      types.map((type) => ({
        companyId: company.id,
        rideTypeId: type.id,
        riderId: body.rider_id ?? null,
        createdBy: caller.adminId,
        // No toll data comes from the router; tollways stay 0 until a toll source is configured.
        amountCents: fareCents(type, trip.distance_miles, trip.duration_s),
        tollwaysCents: 0,
        seats: body.seats,
        distance: trip.distance_miles,
        duration: trip.duration_s,
        ...tripEndColumns(from, to),
        isManualFallbackUsed: trip.is_manual_fallback_used,
        expiresAt,
      }));
    const saved = await db.transaction(async (tx) => ({
      outbound: await insertEstimates(tx, rowsFor(body.start, body.destination, outbound)),
      inbound: inbound ? await insertEstimates(tx, rowsFor(body.destination, body.start, inbound)) : [],
    }));
    const typeById = new Map(types.map((t) => [t.id, t]));
    const show = (row: EstimateRow) => toRideEstimate(row, typeById.get(row.rideTypeId) as RideTypeRow);
    return {
      estimates: saved.outbound.map(show),
      return_estimates: saved.inbound.map(show),
      stats: {
        distance: round2(outbound.distance_miles),
        duration: outbound.duration_s,
        is_manual_fallback_used:
          outbound.is_manual_fallback_used || (inbound?.is_manual_fallback_used ?? false),
      },
      groups: groupsOf(types),
    };
  }

  async function priceRide(caller: Caller, body: RidePriceBody): Promise<PriceBreakdown> {
    const { price } = await priceBooking(db, caller, body);
    const services = Object.fromEntries(
      Object.entries(price.services).map(([service, cents]) => [service, toDollars(cents)]),
    ) as PriceBreakdown['services'];
    return { services, days: price.days, payment_amount: toDollars(price.totalCents) };
  }

  return { priceEstimates, priceRide };
}
