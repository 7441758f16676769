import type { EndpointName } from '@fleetdesk/contract';
import type { Db } from '../src/db/client';
import { makeComparison } from './comparison-fixtures';
import { activeDrivers, fleetOfEmail } from './ride-fixtures';
import { makeRoute, makeScenario } from './routing-fixtures';

/**
 * Requests for the generated access and read-only tests: route writes get a fresh route of a driver
 * of the demo fleet user's fleet (so the fleet-reachable /routes calls are in reach), scenario
 * deletes a fresh scenario.
 */
type Sample = { params?: Record<string, unknown>; body?: unknown };

export const ROUTING_SAMPLE_DATE = '2030-01-15';

/** A day of its own per call, for the calls that queue a routing run (one in flight per day and state). */
let runDays = 0;
const runDate = () => new Date(Date.UTC(2031, 0, 1 + runDays++)).toISOString().slice(0, 10);

async function fleetRoute(db: Db, rides = 0, date = ROUTING_SAMPLE_DATE) {
  const [driver] = await activeDrivers(db, await fleetOfEmail(db, 'fleet@fleetdesk.test'));
  return makeRoute(db, { driverId: driver?.id as number, date, rides });
}

const onRoute = async (db: Db): Promise<Sample> => ({ params: { id: (await fleetRoute(db)).id } });

export const ROUTING_SAMPLES: Partial<Record<EndpointName, (db: Db) => Promise<Sample>>> = {
  'routing.route': onRoute,
  'routing.saveRoute': async (db) => {
    const [driver] = await activeDrivers(db, await fleetOfEmail(db, 'fleet@fleetdesk.test'));
    return {
      params: { id: 'new' },
      body: {
        driver_id: driver?.id,
        from_datetime: `${ROUTING_SAMPLE_DATE}T12:00:00Z`,
        to_datetime: `${ROUTING_SAMPLE_DATE}T20:00:00Z`,
      },
    };
  },
  'routing.deleteRoute': onRoute,
  'routing.clearRoute': onRoute,
  'routing.clearRouteRide': async (db) => {
    const route = await fleetRoute(db, 1);
    return { params: { id: route.id, rideId: route.rideIds[0] } };
  },
  'routing.routeAll': async () => ({ body: { date: runDate() } }),
  'routing.routeOne': async (db) => ({ params: { id: (await fleetRoute(db, 0, runDate())).id }, body: {} }),
  'routing.applyRoute': onRoute,
  'routing.startComparison': async (db) => ({
    body: { date: runDate(), plans: [{ scenario_id: null }, { scenario_id: await makeScenario(db) }] },
  }),
  'routing.comparison': async (db) => ({ params: { id: await makeComparison(db) } }),
  'routing.useComparisonPlan': async (db) => ({
    params: { id: await makeComparison(db) },
    body: { side: 'a' },
  }),
  'routing.discardComparison': async (db) => ({ params: { id: await makeComparison(db) } }),
  'routing.deleteScenario': async (db) => ({ params: { id: await makeScenario(db) } }),
  'routes.remove': onRoute,
};

/** Fixed requests of the routing calls that need no fresh record. */
export const ROUTING_FIXED_SAMPLES: Partial<
  Record<EndpointName, { params?: Record<string, unknown>; query?: Record<string, string>; body?: unknown }>
> = {
  'routing.zones': { query: { state: 'NY' } },
  'routing.routes': { query: { date: ROUTING_SAMPLE_DATE } },
  'routing.stats': { query: { date: ROUTING_SAMPLE_DATE } },
  'routing.reset': { body: { date: ROUTING_SAMPLE_DATE } },
  'routing.resyncZones': { body: { date: ROUTING_SAMPLE_DATE } },
  'routing.syncMetrics': { body: { date: ROUTING_SAMPLE_DATE } },
  'routing.applyAll': { body: { date: ROUTING_SAMPLE_DATE } },
  'routing.setAutoRouting': { body: { auto_routing_enabled: false } },
  'routing.scenarios': { query: { car_type_id: '1' } },
  'routing.saveScenario': { params: { id: 'new' }, body: { title: 'Access', car_type_id: 1 } },
  'routes.list': { query: { per_page: '5' } },
};
