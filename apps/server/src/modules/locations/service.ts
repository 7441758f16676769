import type { PositionBatch } from '@fleetdesk/contract/endpoints/locations';
import type { Caller } from '../../platform/auth/context';
import { forbidden } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import { issueDeviceTokenFor } from './device-tokens';
import type { PositionFanout } from './fanout';
import { type Fix, hashDeviceToken } from './rules';
import { createPositionWriter } from './writer';

/**
 * The location feed. A batch is all or nothing: one bad fix refuses it with the fix's field named, so a
 * phone never learns that half its batch was kept. Positions are not audited one by one: the history is
 * their record (decision 137); issuing a device token is.
 */
export function createLocationService(
  { db }: Pick<ModuleDeps, 'db'>,
  fanout: PositionFanout,
  clock: () => Date = () => new Date(),
) {
  const writer = createPositionWriter(db, clock);
  async function ingest(batch: PositionBatch) {
    const fixes: Fix[] = batch.positions.map((p) => ({ ...p, recordedAt: new Date(p.recorded_at) }));
    const { driver, current } = await writer.write(hashDeviceToken(batch.driver_token), fixes, clock());
    const at = current.at.toISOString();
    fanout.push(
      {
        driver_id: driver.driverId,
        lat: current.lat,
        lon: current.lon,
        heading: current.heading,
        speed: current.speed,
        at,
      },
      driver.fleetId,
    );
    return {
      driver_id: driver.driverId,
      accepted: fixes.length,
      current: { lat: current.lat, lon: current.lon, at },
    };
  }

  /** A new token for the driver's app; the previous one stops working at once. */
  async function issueDeviceToken(caller: Caller, driverId: number, ip: string) {
    // Drivers work for the operator: a facility's staff may not hand out their credentials.
    if (caller.companyIds !== null) throw forbidden();
    return issueDeviceTokenFor(db, driverId, caller.adminId, ip);
  }

  return { ingest, issueDeviceToken };
}
