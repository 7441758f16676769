import { standingOrders as api, MESSAGES } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { formValuesOf, standingOrderFormSchema } from './standingOrderForm';

const filled = {
  ...formValuesOf(null, '2026-03-02', 53),
  rider_id: 7,
  rider_name: 'Ada Lovelace',
  start: { address: '1 Main St', lat: '40.6', lon: '-73.9' },
  destination: { address: '1600 Central Ave', lat: '40.6035', lon: '-73.753' },
  pickup_time: '06:45',
  return_time: '11:30',
  days_of_week: [1, 3, 5],
  ride_type_id: '12',
  payment_type: 'facility',
};

const fieldErrors = (input: unknown) => {
  const parsed = standingOrderFormSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the standing order form', () => {
  it('turns what was typed into the request, numbers and empty fields included', () => {
    expect(standingOrderFormSchema.parse(filled)).toMatchObject({
      company_id: 53,
      ride_type_id: 12,
      start: { lat: 40.6, lon: -73.9 },
      end_date: undefined,
      trip_note: undefined,
    });
  });

  it("refuses with the contract's messages on the dialog's fields", () => {
    expect(fieldErrors({ ...filled, days_of_week: [] })).toEqual({
      days_of_week: api.STANDING_ORDER_MESSAGES.selectDay,
    });
    expect(fieldErrors({ ...filled, return_time: '06:00' })).toEqual({
      return_time: MESSAGES.returnAfterPickup,
    });
    expect(fieldErrors({ ...filled, end_date: '2026-03-01' })).toEqual({
      end_date: api.STANDING_ORDER_MESSAGES.endBeforeStart,
    });
    expect(fieldErrors({ ...filled, ride_type_id: '' })).toEqual({ ride_type_id: MESSAGES.required });
  });
});
