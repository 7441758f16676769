import type { Db } from '../../db/client';
import type { Logger } from '../../platform/module';
import { issueDeviceTokenFor } from '../locations/device-tokens';

export interface SimulatedFix {
  lat: number;
  lon: number;
  heading: number;
  speed: number;
}

/**
 * The driver app, played by the simulator: each driver gets a device token of their own and posts
 * fixes to the real location feed over HTTP, so the demo goes through the same endpoint, checks and
 * fan-out as a phone does.
 */
export function createSimulatedDriverApp(deps: { db: Db; log: Logger }, baseUrl: string) {
  const tokens = new Map<number, string>();

  async function tokenOf(driverId: number): Promise<string> {
    const known = tokens.get(driverId);
    if (known) return known;
    const { device_token } = await issueDeviceTokenFor(deps.db, driverId, null, 'simulator');
    tokens.set(driverId, device_token);
    return device_token;
  }

  return {
    async post(driverId: number, fix: SimulatedFix, at: Date): Promise<void> {
      const response = await fetch(`${baseUrl}/api/v1/driver-app/positions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          driver_token: await tokenOf(driverId),
          positions: [{ ...fix, accuracy: 5, recorded_at: at.toISOString() }],
        }),
      });
      // An admin re-issued this driver's token: take a new one next time.
      if (response.status === 401) tokens.delete(driverId);
      if (!response.ok) deps.log.warn(`simulator: driver ${driverId}'s fix refused (${response.status})`);
    },
  };
}
