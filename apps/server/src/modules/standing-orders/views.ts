import type { standingOrders } from '@fleetdesk/contract';
import type { NewStandingOrder, StandingOrderRecord, StandingOrderRow } from './queries';
import { nextPickup, type Schedule } from './rules';

type StandingOrder = standingOrders.StandingOrder;
type StandingOrderBody = standingOrders.StandingOrderBody;

export const scheduleOf = (order: StandingOrderRecord): Schedule => ({
  daysOfWeek: order.daysOfWeek,
  startDate: order.startDate,
  endDate: order.endDate,
  pickupTime: order.pickupTime,
});

/** The row the dialog's body describes (both create and edit); days sorted and counted once. */
export const orderValues = (body: StandingOrderBody) =>
  ({
    companyId: body.company_id,
    riderId: body.rider_id,
    startAddress: body.start.address,
    startLat: body.start.lat,
    startLon: body.start.lon,
    destinationAddress: body.destination.address,
    destinationLat: body.destination.lat,
    destinationLon: body.destination.lon,
    pickupTime: body.pickup_time,
    returnTime: body.return_time ?? null,
    daysOfWeek: [...new Set(body.days_of_week)].sort(),
    startDate: body.start_date,
    endDate: body.end_date ?? null,
    rideTypeId: body.ride_type_id,
    seats: body.seats,
    paymentType: body.payment_type,
    pickupNote: body.pickup_note || null,
    tripNote: body.trip_note || null,
  }) satisfies Partial<NewStandingOrder>;

export function toStandingOrder(row: StandingOrderRow, now = new Date()): StandingOrder {
  const o = row.order;
  const next = o.status === 'active' ? nextPickup(scheduleOf(o), now) : null;
  return {
    id: o.id,
    status: o.status,
    company_id: o.companyId,
    company_name: row.companyName,
    rider_id: o.riderId,
    rider_first_name: row.riderFirstName,
    rider_last_name: row.riderLastName,
    rider_phone_number: row.riderPhoneNumber,
    start: { address: o.startAddress, lat: o.startLat, lon: o.startLon },
    destination: { address: o.destinationAddress, lat: o.destinationLat, lon: o.destinationLon },
    pickup_time: o.pickupTime,
    return_time: o.returnTime,
    days_of_week: o.daysOfWeek,
    start_date: o.startDate,
    end_date: o.endDate,
    ride_type_id: o.rideTypeId,
    ride_type_name: row.rideTypeName,
    seats: o.seats,
    payment_type: o.paymentType as StandingOrder['payment_type'],
    pickup_note: o.pickupNote,
    trip_note: o.tripNote,
    next_pickup_at: next?.toISOString() ?? null,
    rides_ahead: row.ridesAhead,
    last_problem: o.lastProblem,
    created_by_name: row.createdByName,
    updated_at: o.updatedAt.toISOString(),
  };
}
