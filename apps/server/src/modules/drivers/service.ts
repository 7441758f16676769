import {
  DRIVER_ONLINE_STATE_LABELS,
  DRIVER_STATE_ACTION,
  type DriverOnlineState,
  type DriverStateView,
  driverStateFlags,
} from '@fleetdesk/contract';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { invalidField, notFound } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import { reachesDriver } from './list';
import { type DriverStateRow, lockDriverState, updateDriverState } from './queries';
import { stateRefusal, storedState } from './rules';

const view = (row: NonNullable<DriverStateRow>): DriverStateView => ({
  id: row.id,
  state: storedState(row),
  online: row.online,
  is_go_to_destination: row.isGoToDestination,
  fleet_id: row.fleetId,
  updated_at: row.updatedAt.toISOString(),
});

/** Online-state changes; the driver's fields, company and cars are in edits.ts. */
export function createDriversService({ db, realtime }: Pick<ModuleDeps, 'db' | 'realtime'>) {
  /**
   * POST /drivers/{id}/state: under the driver's row lock, the new flags, an audit row with both
   * states, then `driver.state_changed` to staff and the driver's fleet. Asking for the state the
   * driver is already in changes, audits and announces nothing.
   */
  async function setState(caller: Caller, id: number, wanted: DriverOnlineState, ip?: string) {
    const { driver, changed } = await db.transaction(async (tx) => {
      const before = await lockDriverState(tx, id);
      if (!before || !reachesDriver(caller, before)) throw notFound('Driver');
      if (storedState(before) === wanted) return { driver: view(before), changed: false };
      const refusal = stateRefusal(before, wanted);
      if (refusal) throw invalidField('state', refusal);
      const flags = driverStateFlags(wanted);
      const after = await updateDriverState(tx, id, {
        online: flags.online,
        isGoToDestination: flags.is_go_to_destination,
      });
      if (!after) throw notFound('Driver');
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'driver.state',
        entityType: 'driver',
        entityId: id,
        before: { state: storedState(before) },
        after: { state: wanted },
        ip,
      });
      return { driver: view(after), changed: true };
    });
    if (changed) realtime.emit(DRIVER_STATE_ACTION, { driver }, driver.fleet_id);
    return { driver, message: `Driver #${id} is now ${DRIVER_ONLINE_STATE_LABELS[driver.state]}` };
  }

  return { setState };
}
