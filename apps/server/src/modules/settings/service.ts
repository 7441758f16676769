import { DEFAULT_AFFILIATE_STATUSES, MESSAGES, RIDE_STATUSES, type RideStatus } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { fleets } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { Caller, FleetScope } from '../../platform/auth/context';
import { forbidden, notFound } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import {
  fleetColumns,
  listCarTypes,
  listCompanies,
  listFacilityCompanies,
  listFleets,
  listRideTypes,
  listTransactionCategories,
  listZones,
  readSettings,
} from './queries';

const isRideStatus = (value: unknown): value is RideStatus =>
  typeof value === 'string' && (RIDE_STATUSES as readonly string[]).includes(value);

export function createSettingsService({ db, realtime }: Pick<ModuleDeps, 'db' | 'realtime'>) {
  async function getSettings(companyId: number, scope: FleetScope) {
    const [categories, types, values, car_types, zoneRows, fleetRows, facilities] = await Promise.all([
      listTransactionCategories(db),
      listRideTypes(db, companyId, scope),
      readSettings(db),
      listCarTypes(db),
      listZones(db),
      listFleets(db, scope),
      listFacilityCompanies(db, scope),
    ]);
    const stored = values.default_affiliates_status;
    return {
      transaction_categories: categories,
      ride_types: types,
      settings: values,
      car_types,
      zones: zoneRows,
      default_affiliates_status: Array.isArray(stored)
        ? stored.filter(isRideStatus)
        : [...DEFAULT_AFFILIATE_STATUSES],
      fleets: fleetRows,
      facility_companies: facilities,
    };
  }

  /** Fleets serve every company: a facility user's keys, held in their companies, do not reach them. */
  async function updateFleet(caller: Caller, id: number, displayBrokersLogo: boolean, ip: string) {
    if (caller.companyIds !== null) throw forbidden();
    const fleet = await db.transaction(async (tx) => {
      const [before] = await tx.select(fleetColumns).from(fleets).where(eq(fleets.id, id)).for('update');
      if (!before) throw notFound('Fleet');
      // The same value again changes nothing, so it writes nothing: the audit log holds real changes.
      if (before.display_brokers_logo === displayBrokersLogo) return before;
      const [after] = await tx
        .update(fleets)
        .set({ displayBrokersLogo })
        .where(eq(fleets.id, id))
        .returning(fleetColumns);
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'fleet.updated',
        entityType: 'fleet',
        entityId: id,
        before,
        after,
        ip,
      });
      return after as typeof before;
    });
    realtime.emit('fleet.updated', { fleet }, fleet.id);
    return { fleet, message: MESSAGES.fleetUpdated };
  }

  return {
    getSettings,
    getFleets: async () => ({ fleets: await listFleets(db, { fleetId: null, companyIds: null }) }),
    getCompanies: async (scope: FleetScope) => ({ companies: await listCompanies(db, scope) }),
    updateFleet,
  };
}
