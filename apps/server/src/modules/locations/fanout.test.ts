import {
  DRIVER_POSITIONS_ACTION,
  type DriverPosition,
  type DriverPositionsPayload,
} from '@fleetdesk/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPositionFanout } from './fanout';

const at = (driverId: number, lat: number): DriverPosition => ({
  driver_id: driverId,
  lat,
  lon: -73.9,
  heading: 0,
  speed: null,
  at: new Date().toISOString(),
});

/** Every emit, as `room: [driver:lat, ...]`. */
function recorder() {
  const sent: string[] = [];
  const note = (room: string, payload: Record<string, unknown>) =>
    sent.push(
      `${room}: ${(payload as DriverPositionsPayload).positions.map((p) => `${p.driver_id}:${p.lat}`).join(' ')}`,
    );
  const realtime = {
    emit: (type: string, payload: Record<string, unknown>, fleetId?: number | null) => {
      expect(type).toBe(DRIVER_POSITIONS_ACTION);
      expect(fleetId).toBeNull();
      note('staff', payload);
    },
    emitToFleet: (_type: string, payload: Record<string, unknown>, fleetId: number) =>
      note(`fleet:${fleetId}`, payload),
    emitToCompany: (_type: string, payload: Record<string, unknown>, companyId: number) =>
      note(`company:${companyId}`, payload),
  };
  return { sent, realtime };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('position fan-out', () => {
  it('sends each room at most once per period, the latest fix of each driver it may see', async () => {
    const { sent, realtime } = recorder();
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const companiesOf = vi.fn(async () => [{ driverId: 2, companyId: 39 }]);
    const fanout = createPositionFanout({ realtime, log, companiesOf }, 1000);

    fanout.push(at(1, 40.1), 7);
    fanout.push(at(2, 40.2), 8);
    fanout.push(at(1, 40.15), 7);
    fanout.push(at(3, 40.3), null);
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([
      'staff: 1:40.15 2:40.2 3:40.3',
      'fleet:7: 1:40.15',
      'fleet:8: 2:40.2',
      'company:39: 2:40.2',
    ]);
    expect(companiesOf).toHaveBeenCalledWith([1, 2, 3]);

    // Nothing new, nothing sent; the next push starts the next period.
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(4);
    fanout.push(at(3, 40.31), null);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.slice(4)).toEqual(['staff: 3:40.31']);
    expect(log.warn).not.toHaveBeenCalled();
  });
});
