import { DEFAULT_COMPANY_STATE, ROUTING_ACTIONS, US_REGIONS } from '@fleetdesk/contract';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import type { ModuleDeps } from '../../platform/module';
import { zoneContaining } from '../ride-actions/rules';
import {
  countDayRoutes,
  countZonesByState,
  readSetting,
  selectRideZones,
  selectStatsGroups,
  updateRideZones,
  writeSetting,
} from './day-queries';
import { selectStateZones } from './queries';
import { assertOperatorStaff, type WriteRequest } from './route-access';
import { autoRoutingKey, dayWindow, ROUTING_MESSAGES, summariseStats } from './rules';

type DayRequest = WriteRequest & { state: string };

/** Routing Home's day: the states, zones, stats, settings and the zone resync. */
export function createRoutingDayService({ db, realtime }: Pick<ModuleDeps, 'db' | 'realtime'>) {
  async function states(caller: Caller) {
    assertOperatorStaff(caller);
    const counted = new Map((await countZonesByState(db)).map((row) => [row.state, row.n]));
    if (!counted.has(DEFAULT_COMPANY_STATE)) counted.set(DEFAULT_COMPANY_STATE, 0);
    const names = new Map(US_REGIONS.map((region) => [region.code as string, region.name]));
    return {
      states: [...counted]
        .map(([code, zones_count]) => ({ code, name: names.get(code) ?? code, zones_count }))
        .sort((a, b) => a.code.localeCompare(b.code)),
      default_state: DEFAULT_COMPANY_STATE,
    };
  }

  async function zones(caller: Caller, state: string) {
    assertOperatorStaff(caller);
    const rows = await selectStateZones(db, state);
    return {
      zones: rows.map((zone) => ({
        id: zone.id,
        name: zone.name,
        short_name: zone.shortName,
        state: zone.state,
        polygon: zone.polygon,
      })),
    };
  }

  async function stats(caller: Caller, state: string, date: string) {
    assertOperatorStaff(caller);
    const { start, end } = dayWindow(date);
    const [groups, routes] = await Promise.all([
      selectStatsGroups(db, state, start, end),
      countDayRoutes(db, state, date),
    ]);
    return { stats: { date, state, ...summariseStats(groups, routes) } };
  }

  const settingsOf = async (state: string) => ({
    state,
    auto_routing_enabled: (await readSetting(db, autoRoutingKey(state))) === true,
  });

  async function getSettings(caller: Caller, state: string) {
    assertOperatorStaff(caller);
    return { settings: await settingsOf(state) };
  }

  async function setAutoRouting(request: DayRequest, enabled: boolean) {
    assertOperatorStaff(request.caller);
    await db.transaction(async (tx) => {
      // Unset reads as off: the state's flag as it is already changes nothing, so writes nothing.
      const isOn = (stored: unknown) => stored === true;
      const key = autoRoutingKey(request.state);
      const before = isOn(await writeSetting(tx, key, enabled, (stored) => isOn(stored) === enabled));
      if (before === enabled) return;
      await writeAudit(tx, {
        adminId: request.caller.adminId,
        action: 'routing.auto_routing',
        entityType: 'setting',
        entityId: key,
        before: { auto_routing_enabled: before },
        after: { auto_routing_enabled: enabled },
        ip: request.ip,
      });
    });
    const settings = await settingsOf(request.state);
    realtime.emit(ROUTING_ACTIONS.settingsChanged, settings);
    return { settings, message: ROUTING_MESSAGES.settingsUpdated };
  }

  /**
   * RE-Sync Zones: the pickup and destination zone of every ride of the day in the state (and of
   * rides without a pickup zone) found again from the zone polygons; a ride changed meanwhile keeps
   * its zones. Audited with each changed ride's zones before and after.
   */
  async function resyncZones(request: DayRequest, date: string) {
    assertOperatorStaff(request.caller);
    const { start, end } = dayWindow(date);
    const [rides, shapes] = await Promise.all([
      selectRideZones(db, request.state, start, end),
      selectStateZones(db),
    ]);
    const changes = rides.flatMap((ride) => {
      const pickupZoneId = zoneContaining(ride.startLat, ride.startLon, shapes);
      const destinationZoneId = zoneContaining(ride.destinationLat, ride.destinationLon, shapes);
      const same = pickupZoneId === ride.pickupZoneId && destinationZoneId === ride.destinationZoneId;
      return same ? [] : [{ read: ride, pickupZoneId, destinationZoneId }];
    });
    const updated = await db.transaction(async (tx) => {
      const ids = await updateRideZones(tx, changes);
      const written = new Set(ids);
      await writeAudit(tx, {
        adminId: request.caller.adminId,
        action: 'routing.resync_zones',
        entityType: 'routing_day',
        entityId: `${request.state} ${date}`,
        after: changes
          .filter((change) => written.has(change.read.id))
          .map((change) => ({
            ride_id: change.read.id,
            pickup_zone_id: [change.read.pickupZoneId, change.pickupZoneId],
            destination_zone_id: [change.read.destinationZoneId, change.destinationZoneId],
          })),
        ip: request.ip,
      });
      return ids.length;
    });
    realtime.emit(ROUTING_ACTIONS.dayChanged, { state: request.state, date });
    return { checked: rides.length, updated, message: ROUTING_MESSAGES.zonesSynced };
  }

  return { states, zones, stats, getSettings, setAutoRouting, resyncZones };
}
