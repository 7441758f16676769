import type { LastNotification } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { canNotify, notifyCountdownSeconds } from './notifyCountdown';

const PRESSED = '2026-11-25T15:00:00.000Z';
const at = (minutes: number, seconds = 0) => Date.parse(PRESSED) + minutes * 60_000 + seconds * 1000;
const last = (overrides: Partial<LastNotification> = {}): LastNotification => ({
  last_notification_at: PRESSED,
  last_notification_by_user_at: PRESSED,
  interval: 10,
  sent_by: 'Alicia Morgan',
  is_notifications_executed: true,
  notified: 12,
  ...overrides,
});

describe('the Notify Drivers countdown', () => {
  it('runs from the last press for the interval in minutes', () => {
    expect(notifyCountdownSeconds(last(), at(0))).toBe(600);
    expect(notifyCountdownSeconds(last(), at(9, 59))).toBe(1);
    expect(notifyCountdownSeconds(last(), at(10))).toBe(0);
    expect(notifyCountdownSeconds(last({ interval: 30 }), at(10))).toBe(1200);
  });

  it('never counts more than the interval when the browser clock is behind', () => {
    expect(notifyCountdownSeconds(last(), at(0, -5))).toBe(600);
  });

  it('is 0 before anyone has pressed', () => {
    expect(notifyCountdownSeconds(last({ last_notification_by_user_at: null }), at(0))).toBe(0);
    expect(notifyCountdownSeconds(undefined, at(0))).toBe(0);
  });

  it('enables the button only at 0 with no dispatch running', () => {
    expect(canNotify(last(), at(5))).toBe(false);
    expect(canNotify(last(), at(10))).toBe(true);
    expect(canNotify(last({ is_notifications_executed: false }), at(20))).toBe(false);
    expect(canNotify(undefined, at(20))).toBe(false);
  });
});
