import { MESSAGES, type RideCreateBody, TIME_ZONE } from '@fleetdesk/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** What "today" and "now" are for the booking rules: New York wall clock. */
export interface BookingClock {
  /** YYYY-MM-DD */
  today: string;
  /** HH:mm */
  nowTime: string;
  now: Date;
}

export function newYorkClock(now = new Date()): BookingClock {
  const local = dayjs(now).tz(TIME_ZONE);
  return { today: local.format('YYYY-MM-DD'), nowTime: local.format('HH:mm'), now };
}

type Issues = Record<string, string[]>;
const add = (issues: Issues, field: string, message: string) => {
  issues[field] = [...(issues[field] ?? []), message];
};

/**
 * The create wizard's step rules of spec 1 §5 that concern the whole request, by company kind.
 * Times are HH:mm of one day, so they compare as text. A facility books for its patients: no e-mail
 * needed; others need the rider's e-mail, and on a booking for today the return and the appointment
 * must come after the pickup ('Time must be after pick up time'). The amount the wizard requires is
 * the estimate's unless a different one is sent (checked with the estimate).
 */
export function bookingIssues(body: RideCreateBody, isFacility: boolean, clock: BookingClock): Issues {
  const issues: Issues = {};
  const isTodayChosen = body.pickup_at_dates.includes(clock.today);
  if (!isFacility && !body.rider_email) add(issues, 'rider_email', MESSAGES.required);
  if (body.return_at !== undefined && body.return_at <= body.pickup_at_time) {
    const message = !isFacility && isTodayChosen ? MESSAGES.timeAfterPickup : MESSAGES.returnAfterPickup;
    add(issues, 'return_at', message);
  }
  if (
    !isFacility &&
    isTodayChosen &&
    body.appointment_at !== undefined &&
    body.appointment_at <= body.pickup_at_time
  )
    add(issues, 'appointment_at', MESSAGES.timeAfterPickup);
  if (body.payment_type === 'card' && body.payment_card_id === undefined)
    add(issues, 'payment_card_id', MESSAGES.cardRequired);
  return issues;
}

/** Whether YYYY-MM-DD names a real calendar day (2026-02-30 does not). */
export function isCalendarDate(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/** The instant of a New York wall-clock time on a date. */
export const newYorkInstant = (date: string, time: string): Date =>
  dayjs.tz(`${date}T${time}:00`, TIME_ZONE).toDate();

/** Why one chosen date cannot be booked, or null: each date succeeds or fails on its own. */
export function dateProblem(date: string, time: string, clock: BookingClock): string | null {
  if (!isCalendarDate(date)) return MESSAGES.invalidDate;
  if (newYorkInstant(date, time).getTime() <= clock.now.getTime()) return MESSAGES.timeInPast;
  return null;
}

/** The driver's share of a ride's price (the rest is the operator's margin; decision 22). */
export const DRIVER_SHARE = 0.75;
export const driverNetCents = (priceCents: number) => Math.round(priceCents * DRIVER_SHARE);
