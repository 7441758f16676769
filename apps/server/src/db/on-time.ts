import { reports } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';

/**
 * The one on-time rule of the dashboard and the reports (decision 124), over a ride aliased `r`: picked
 * up no later than `minutes` after the scheduled pickup (early is on time); a ride not picked up is not.
 */
export const pickedUpWithin = (minutes: number = reports.OTP_WINDOWS_MINUTES.onTime) =>
  sql`(r.picked_up_at is not null and r.picked_up_at <= r.pickup_at + make_interval(mins => ${minutes}))`;

/** An appointment trip that reached its destination no later than 5 minutes after the appointment. */
export const droppedOffForAppointment = () =>
  sql`(r.appointment_at is not null and r.actual_dropoff_at is not null
    and r.actual_dropoff_at <= r.appointment_at + make_interval(mins => ${reports.APPOINTMENT_DROPOFF_MINUTES}))`;
