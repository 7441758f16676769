import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { driverExists, saveDeviceToken } from './queries';
import { hashDeviceToken, newDeviceToken } from './rules';

/**
 * Issues a driver app's device token (decision 137): only its hash is kept, the token is answered once,
 * and the driver's previous token stops working. `adminId` null: the demo simulator, for its drivers.
 * Shared by the admin endpoint and the simulator, so both go through the same rules and audit.
 */
export async function issueDeviceTokenFor(db: Db, driverId: number, adminId: number | null, ip?: string) {
  if (!(await driverExists(db, driverId))) throw notFound('Driver');
  const token = newDeviceToken();
  const issued = await db.transaction(async (tx) => {
    const row = await saveDeviceToken(tx, driverId, hashDeviceToken(token), adminId);
    await writeAudit(tx, {
      adminId,
      action: 'driver.device_token_issued',
      entityType: 'driver',
      entityId: driverId,
      ip,
    });
    return row;
  });
  return { driver_id: driverId, device_token: token, issued_at: issued.issuedAt.toISOString() };
}
