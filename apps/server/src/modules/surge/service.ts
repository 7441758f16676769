import { MESSAGES, rideUpdatedMessage, SURGE_STEP_CENTS, type SurgeZone } from '@fleetdesk/contract';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { AppError, forbidden, invalidField, notFound } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import { createPublisher } from '../rides/publish';
import {
  activateGroup,
  countEventsPerAgent,
  countOnlineDrivers,
  countPaxConfirmed,
  countTripsPerZone,
  insertRideEvent,
  listSurgeGroups,
  lockRideForPrice,
  lockSurgeGroups,
  SURGE_EVENT,
  selectActiveZones,
  selectPendingRides,
  selectSurgeRide,
  updateRidePrice,
} from './queries';
import { businessDays, toSurgeRides } from './rules';

/** The surge board covers today and tomorrow (tomorrow's rides are released the evening before). */
const BOARD_DAYS = 2;
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Surge is the operator's pricing of its marketplace: a facility user (some companies' reach) has none of it. */
function assertOperatorStaff(caller: Caller) {
  if (caller.companyIds !== null) throw forbidden();
}

export function createSurgeService({
  db,
  realtime,
  fileLinks,
}: Pick<ModuleDeps, 'db' | 'realtime' | 'fileLinks'>) {
  const publish = createPublisher(db, realtime, fileLinks);

  async function zonesNow(): Promise<SurgeZone[]> {
    const rows = await selectActiveZones(db, businessDays(new Date(), BOARD_DAYS));
    return rows.map((z) => ({
      id: z.id,
      name: z.name,
      short_name: z.shortName,
      pending_rides_count: z.pendingRidesCount,
      polygon: z.polygon,
    }));
  }

  async function zones(caller: Caller) {
    assertOperatorStaff(caller);
    const [zoneList, drivers, groups] = await Promise.all([
      zonesNow(),
      countOnlineDrivers(db),
      listSurgeGroups(db),
    ]);
    return {
      zones: zoneList,
      stats: { online: drivers.online, busy: drivers.busy, available: drivers.online - drivers.busy },
      surge_groups: groups,
    };
  }

  async function activate(caller: Caller, id: number, ip: string) {
    assertOperatorStaff(caller);
    await db.transaction(async (tx) => {
      const groups = await lockSurgeGroups(tx);
      const group = groups.find((g) => g.id === id);
      if (!group) throw notFound('Surge group');
      const before = groups.find((g) => g.status === 'active');
      if (before?.id === id) return;
      await activateGroup(tx, id);
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'surge.group_activated',
        entityType: 'surge_group',
        entityId: id,
        before: { active_group_id: before?.id ?? null },
        after: { active_group_id: id },
        ip,
      });
    });
    return { zones: await zonesNow(), surge_groups: await listSurgeGroups(db) };
  }

  async function pendingRides(caller: Caller) {
    assertOperatorStaff(caller);
    const now = new Date();
    return { rides: toSurgeRides(await selectPendingRides(db, businessDays(now, BOARD_DAYS)), now) };
  }

  async function stats(caller: Caller) {
    assertOperatorStaff(caller);
    const today = businessDays(new Date(), 1);
    const [zonesToday, boosts, revives, assigns, pax] = await Promise.all([
      countTripsPerZone(db, today),
      countEventsPerAgent(db, today, [SURGE_EVENT.increase, SURGE_EVENT.decrease]),
      countEventsPerAgent(db, today, ['revive']),
      countEventsPerAgent(db, today, ['confirm']),
      countPaxConfirmed(db, today),
    ]);
    const agent = (r: { adminId: number; name: string; count: number }) => ({
      admin_id: r.adminId,
      name: r.name,
      count: r.count,
    });
    return {
      trips_per_zone: zonesToday.map((z) => ({ zone_name: z.zoneName, count: z.count })),
      boost_per_agent: boosts.map((r) => ({ ...agent(r), amount: (r.netClicks * SURGE_STEP_CENTS) / 100 })),
      revived_per_agent: revives.map(agent),
      assigned_per_agent: assigns.map(agent),
      pax_confirmed: pax,
    };
  }

  /**
   * Plus $1 / Minus $1: one dollar on driver net and surge amount, under the ride's row lock (two clicks
   * at once add up, each moving updated_at forward), with a ride log line, an audit row and the ride's
   * realtime update to every open board after commit.
   */
  async function changePrice(caller: Caller, rideId: number, type: 'increase' | 'decrease', ip: string) {
    assertOperatorStaff(caller);
    const delta = type === 'increase' ? SURGE_STEP_CENTS : -SURGE_STEP_CENTS;
    const change = await db.transaction(async (tx) => {
      const ride = await lockRideForPrice(tx, rideId);
      if (!ride) throw notFound('Ride');
      if (ride.status !== 'pending' || ride.driverId !== null || !ride.isMarketplaceRide)
        throw new AppError('conflict', MESSAGES.surgeRideNotOpen);
      if (ride.surgeAmountCents + delta < 0) throw invalidField('type', MESSAGES.surgeBelowZero);
      const after = await updateRidePrice(tx, rideId, delta);
      await insertRideEvent(tx, {
        rideId,
        eventType: SURGE_EVENT[type],
        adminId: caller.adminId,
        body: `Surge ${type === 'increase' ? '+' : '-'}$1.00: driver net ${usd(after.driverNetCents)}, surge ${usd(after.surgeAmountCents)}`,
      });
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: `ride.surge_${type}`,
        entityType: 'ride',
        entityId: rideId,
        before: {
          driverNetCents: ride.driverNetCents,
          surgeAmountCents: ride.surgeAmountCents,
          updatedAt: ride.updatedAt,
        },
        after: { ...after },
        ip,
      });
      // The answer is the ride as this change left it (a later click's answer shows the later state).
      return { fleetId: ride.fleetId, row: await selectSurgeRide(tx, rideId) };
    });
    await publish([{ rideId, event: 'updated', fleetBefore: change.fleetId, fleetAfter: change.fleetId }]);
    const [ride] = change.row ? toSurgeRides([change.row], new Date()) : [];
    if (!ride) throw notFound('Ride');
    return { ride, message: rideUpdatedMessage(rideId) };
  }

  return { zones, activate, pendingRides, stats, changePrice };
}
