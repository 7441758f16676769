import { describe, expect, it } from 'vitest';
import { lateRiskText } from './LateRiskBadge';

const risk = {
  ride_id: 1,
  driver_id: 2,
  pickup_at: '2026-11-26T15:00:00Z',
  computed_at: '2026-11-26T14:45:00Z',
};

describe('the At risk badge text', () => {
  it('gives the reason, the predicted minutes late and the predicted time in New York', () => {
    const text = lateRiskText({
      ...risk,
      reason: 'driver_on_another_ride',
      minutes_late: 23,
      predicted_pickup_at: '2026-11-26T15:23:00Z',
    });
    expect(text).toBe('Driver on another ride · 23 min late (at 10:23 AM)');
  });

  it('gives the reason alone when nothing could be predicted', () => {
    const text = lateRiskText({ ...risk, reason: 'no_gps', minutes_late: null, predicted_pickup_at: null });
    expect(text).toBe('No GPS');
  });
});
