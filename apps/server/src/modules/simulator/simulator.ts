import { decodePolyline, PERMISSION_KEYS, type RideStatus } from '@fleetdesk/contract';
import type { LatLon } from '../../db/seed/geo';
import type { Caller } from '../../platform/auth/context';
import { loadAdminAccess } from '../../platform/auth/sessions';
import { AppError } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import { createRideActionsService } from '../ride-actions/service';
import { createSimulatedDriverApp } from './driver-app';
import { createRideMaker } from './new-rides';
import { findRidesToDrive, findSimulatorAdmin } from './queries';
import { currentRidePerDriver, dueStep, type Leg, legSpeed, pointAlong, STEP_STATUS } from './rules';

/** How often simulated phones post: a driver app sends a fix every few seconds. */
export const SIMULATOR_TICK_MS = 4_000;
/** Rides driven at once: the demo's busy hour, not a benchmark. */
const MAX_RIDES = 80;
const WINDOW = { pastMs: 3 * 3_600_000, aheadMs: 2 * 3_600_000, max: MAX_RIDES };

type RideToDrive = Awaited<ReturnType<typeof findRidesToDrive>>[number];

/**
 * The demo simulator (decision 139): every tick it drives the drivers of the rides underway along their
 * road route (the routing adapter: OSRM when configured, else straight lines) at the route's own
 * speed, posting each position through the location feed, and moves each ride along with the ride
 * actions' own service — En route, On Location, Pickup, Dropoff — so their rules, audit and events
 * apply; every five minutes it books a new ride (new-rides.ts). A dispatcher's change in between simply wins: the refused step is tried again next tick.
 */
export function createSimulator(deps: ModuleDeps, baseUrl: string) {
  const { db, router } = deps;
  const app = createSimulatedDriverApp(deps, baseUrl);
  const rideActions = createRideActionsService(deps);
  const rideMaker = createRideMaker(deps);
  const legs = new Map<string, Leg & { durationMs: number }>();
  let caller: Caller | null = null;

  async function simulatorCaller(): Promise<Caller | null> {
    if (caller) return caller;
    const adminId = await findSimulatorAdmin(db);
    const access = adminId === null ? null : await loadAdminAccess(db, adminId, PERMISSION_KEYS);
    // No session: the simulator acts in-process, as a job does, in the name of the operator's admin.
    caller = access ? { ...access, sessionId: 0 } : null;
    return caller;
  }

  async function legOf(key: string, from: LatLon, to: LatLon, now: number) {
    const known = legs.get(key);
    if (known) return known;
    const route = await router.route([from, to]);
    const leg = {
      points: decodePolyline(route.polyline),
      speed: legSpeed(route.distance_miles, route.duration_s),
      startedAt: now,
      durationMs: route.duration_s * 1000,
    };
    legs.set(key, leg);
    return leg;
  }

  /** Moves one ride's driver and, when due, the ride itself. */
  async function driveRide(ride: RideToDrive, now: number, actor: Caller) {
    const driverId = ride.driverId as number;
    const here =
      ride.driverLat !== null && ride.driverLon !== null
        ? { lat: ride.driverLat, lon: ride.driverLon }
        : ride.start;
    const leg =
      ride.status === 'in_progress'
        ? await legOf(`${ride.id}:dropoff`, ride.start, ride.destination, now)
        : await legOf(`${ride.id}:pickup`, here, ride.start, now);
    let legDone = false;
    if (ride.status === 'accepted' || ride.status === 'in_progress') {
      const at = pointAlong(leg.points, (leg.speed * (now - leg.startedAt)) / 1000);
      legDone = at.done;
      await app.post(
        driverId,
        { lat: at.lat, lon: at.lon, heading: at.heading, speed: at.done ? 0 : leg.speed },
        new Date(now),
      );
    } else {
      // Parked until setting off, or waiting at the pickup: the phone still reports, so the ride's
      // position is never called stale.
      const parked = ride.status === 'assigned' ? here : ride.start;
      await app.post(driverId, { ...parked, heading: 0, speed: 0 }, new Date(now));
    }
    const step = dueStep(
      {
        status: ride.status as RideStatus,
        pickupAt: ride.pickupAt.getTime(),
        arrivedAt: ride.arrivedAt?.getTime() ?? null,
      },
      { legDone, driveMs: leg.durationMs },
      now,
    );
    if (!step) return;
    const scope = { fleetId: null, companyIds: null };
    await rideActions.updateRide(actor, scope, ride.id, { status: STEP_STATUS[step] }, 'simulator');
    // The next leg starts from here and now.
    if (step === 'en_route' || step === 'pickup') legs.delete(`${ride.id}:pickup`);
  }

  async function tick(now = Date.now()): Promise<void> {
    const actor = await simulatorCaller();
    if (!actor) return;
    try {
      await rideMaker.maybeCreate(actor, now);
    } catch (error) {
      // The booking rules refused this one (an estimate, a date): said, and the next one comes later.
      if (!(error instanceof AppError)) throw error;
      deps.log.warn(`simulator: no new ride: ${error.message} ${JSON.stringify(error.errors ?? {})}`);
    }
    const rides = currentRidePerDriver(await findRidesToDrive(db, new Date(now), WINDOW));
    const driven = new Set(rides.map((r) => r.id));
    for (const key of legs.keys()) if (!driven.has(Number(key.split(':')[0]))) legs.delete(key);
    for (const ride of rides) {
      try {
        await driveRide(ride, now, actor);
      } catch (error) {
        // A dispatcher changed the ride meanwhile, or its rules refuse the step now: next tick decides.
        if (!(error instanceof AppError)) throw error;
      }
    }
  }

  return { tick };
}
