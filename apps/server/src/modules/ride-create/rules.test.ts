import { MESSAGES, type RideCreateBody } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { bookingIssues, dateProblem, isCalendarDate, newYorkClock, newYorkInstant } from './rules';

const body: RideCreateBody = {
  company_id: 39,
  ride_estimate_id: 1,
  pickup_at_dates: ['2030-01-16'],
  pickup_at_time: '09:30',
  service_level_a_leg: 'none',
  service_level_b_leg: 'none',
  payment_type: 'passenger',
  rider_first_name: 'Grace',
  rider_last_name: 'Hopper',
  rider_email: 'grace@example.com',
};
// 10:00 in New York on 15 January 2030 (EST, UTC−5)
const clock = newYorkClock(new Date('2030-01-15T15:00:00Z'));

describe('newYorkInstant and the clock', () => {
  it('reads wall-clock times in New York, daylight saving included', () => {
    expect(clock).toMatchObject({ today: '2030-01-15', nowTime: '10:00' });
    expect(newYorkInstant('2030-01-15', '09:30').toISOString()).toBe('2030-01-15T14:30:00.000Z');
    expect(newYorkInstant('2030-07-15', '09:30').toISOString()).toBe('2030-07-15T13:30:00.000Z');
  });
});

describe('dateProblem', () => {
  it('refuses days that do not exist and times already past, each date on its own', () => {
    expect(isCalendarDate('2030-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(dateProblem('2030-02-30', '09:30', clock)).toBe(MESSAGES.invalidDate);
    expect(dateProblem('2030-01-15', '09:30', clock)).toBe(MESSAGES.timeInPast);
    expect(dateProblem('2030-01-15', '10:30', clock)).toBeNull();
    expect(dateProblem('2030-01-16', '09:30', clock)).toBeNull();
  });
});

describe('bookingIssues', () => {
  it('asks non-facility bookings for an e-mail, not facility ones', () => {
    expect(bookingIssues({ ...body, rider_email: undefined }, false, clock)).toEqual({
      rider_email: [MESSAGES.required],
    });
    expect(bookingIssues({ ...body, rider_email: undefined }, true, clock)).toEqual({});
  });

  it('words an early return by company kind and by whether today is booked', () => {
    const early = { ...body, return_at: '09:00' };
    expect(bookingIssues(early, true, clock).return_at).toEqual([MESSAGES.returnAfterPickup]);
    expect(bookingIssues(early, false, clock).return_at).toEqual([MESSAGES.returnAfterPickup]);
    const today = { ...early, pickup_at_dates: ['2030-01-15', '2030-01-16'] };
    expect(bookingIssues(today, false, clock).return_at).toEqual([MESSAGES.timeAfterPickup]);
    expect(bookingIssues(today, true, clock).return_at).toEqual([MESSAGES.returnAfterPickup]);
  });

  it('checks the appointment only for non-facility bookings that include today', () => {
    const appointment = { ...body, appointment_at: '09:00' };
    expect(bookingIssues(appointment, false, clock)).toEqual({});
    const today = { ...appointment, pickup_at_dates: ['2030-01-15'] };
    expect(bookingIssues(today, false, clock).appointment_at).toEqual([MESSAGES.timeAfterPickup]);
    expect(bookingIssues(today, true, clock)).toEqual({});
  });

  it('needs a card when paying by card', () => {
    expect(bookingIssues({ ...body, payment_type: 'card' }, false, clock)).toEqual({
      payment_card_id: [MESSAGES.cardRequired],
    });
    expect(bookingIssues({ ...body, payment_type: 'card', payment_card_id: 3 }, false, clock)).toEqual({});
  });
});
