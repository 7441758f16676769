import { RIDE_STATUSES, type RideStatus } from '@fleetdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, FLEET_USER } from '../../../test/api';
import {
  activeDrivers,
  fleetOfEmail,
  makeRide,
  rideRow,
  staffHolding,
  tokenForEmail,
} from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';

/**
 * Spec 1 §4 "Actions available by status", written out again here (not imported), so the server is
 * checked against the spec's table rather than against itself.
 */
const SPEC_TABLE: Partial<Record<RideStatus, readonly string[]>> = {
  pending: ['Assign', 'Cancel'],
  assigned: ['Revive', 'Switch', 'En route', 'Cancel'],
  accepted: ['Revive', 'Switch', 'On Location', 'Cancel'],
  arrived: ['Revive', 'Pickup'],
  arriving: ['Revive', 'Pickup', 'Cancel', 'No Show'],
  in_progress: ['Revive', 'Dropoff'],
  user_requested_cancel: ['Revive', 'Confirm Cancellation'],
};
const offered = (status: RideStatus) => SPEC_TABLE[status] ?? ['Revive'];

const STATUS_WORDS: Record<RideStatus, string> = {
  draft: 'Draft',
  pending: 'Pending',
  assigned: 'Assigned',
  accepted: 'Accepted',
  arriving: 'On Location',
  arrived: 'Arrived',
  in_progress: 'In Progress',
  finished: 'Finished',
  user_requested_cancel: 'User Requested Cancel',
  user_canceled: 'User Canceled',
  driver_canceled: 'Driver Canceled',
  company_canceled: 'Company Canceled',
  no_drivers_available: 'No Drivers Available',
  routing_assigned: 'Routing Assigned',
  confirm_user_cancel: 'Cancellation Confirmed',
};

type Kind = 'staffWithKeys' | 'staffWithoutKeys' | 'fleet';
const KINDS: Kind[] = ['staffWithKeys', 'staffWithoutKeys', 'fleet'];
/** Buttons fleet users see greyed with 'Permission denied!'. */
const FLEET_DENIED = ['En route', 'On Location', 'Pickup', 'Dropoff', 'Cancel'];

interface Action {
  label: (status: RideStatus) => string;
  /** The status the ride is in after it ran. */
  result: RideStatus;
  request: (
    ride: { id: number; updated_at: string },
    driverId: number,
    fleet: boolean,
  ) => {
    path: string;
    body: Record<string, unknown>;
  };
}

const statusChange =
  (status: string, note?: string): Action['request'] =>
  (ride) => ({ path: `/rides/${ride.id}`, body: { status, note, updated_at: ride.updated_at } });

const ACTIONS: Record<string, Action> = {
  assign: {
    label: (s) => (s === 'assigned' || s === 'accepted' ? 'Switch' : 'Assign'),
    result: 'assigned',
    request: (ride, driverId, fleet) => ({
      path: `/rides/${ride.id}`,
      body: {
        status: fleet ? 'assign_driver' : 'confirm',
        entity_type: 'driver',
        entity_id: driverId,
        updated_at: ride.updated_at,
      },
    }),
  },
  en_route: { label: () => 'En route', result: 'accepted', request: statusChange('accepted') },
  on_location: { label: () => 'On Location', result: 'arriving', request: statusChange('arriving') },
  pickup: { label: () => 'Pickup', result: 'in_progress', request: statusChange('in_progress') },
  dropoff: { label: () => 'Dropoff', result: 'finished', request: statusChange('finished') },
  cancel: {
    label: () => 'Cancel',
    result: 'company_canceled',
    request: statusChange('company_canceled', 'Rider called the office to cancel'),
  },
  confirm_cancellation: {
    label: () => 'Confirm Cancellation',
    result: 'confirm_user_cancel',
    request: statusChange('confirm_user_cancel', 'Confirmed with the rider by phone'),
  },
  revive: {
    label: () => 'Revive',
    result: 'pending',
    request: (ride) => ({
      path: `/rides/${ride.id}/revive`,
      body: { reason: 'Driver stuck in traffic', updated_at: ride.updated_at },
    }),
  },
};

let server: TestServer;
const tokens = new Map<Kind, string>();
let fleetDrivers: { id: number }[];

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  tokens.set(
    'staffWithKeys',
    await staffHolding(db, ['rides.update-dangerous-fields', 'rides.revive-sentry']),
  );
  tokens.set('staffWithoutKeys', await staffHolding(db, []));
  tokens.set('fleet', await tokenForEmail(db, FLEET_USER));
  fleetDrivers = await activeDrivers(db, await fleetOfEmail(db, FLEET_USER));
});
afterAll(() => server.close());

/** What the spec says the answer is, computed from the literal table above. */
function expectedOutcome(status: RideStatus, action: Action, kind: Kind) {
  const label = action.label(status);
  if (!offered(status).includes(label)) {
    return { status: 409, message: `${label} is not available: the ride is ${STATUS_WORDS[status]} now.` };
  }
  if (kind === 'fleet' && FLEET_DENIED.includes(label)) return { status: 403, message: 'Permission denied!' };
  return { status: 200, message: null };
}

const cases = RIDE_STATUSES.flatMap((status) =>
  Object.keys(ACTIONS).flatMap((name) => KINDS.map((kind) => [status, name, kind] as const)),
);

describe('the actions-by-status table, over HTTP', () => {
  it.each(cases)('%s × %s × %s', async (status, name, kind) => {
    const db = server.database.db;
    const action = ACTIONS[name] as Action;
    const [rideDriver, otherDriver] = fleetDrivers as [{ id: number }, { id: number }];
    // A fleet user reaches its own fleet's rides, and pending rides opened to drivers.
    const ride = await makeRide(db, {
      status,
      driverId: status === 'pending' ? null : rideDriver.id,
      availableForDrivers: status === 'pending',
    });
    const { path, body } = action.request(ride, otherDriver.id, kind === 'fleet');
    const res = await call(server.url, 'POST', path, {
      token: tokens.get(kind),
      body,
      fleet: kind === 'fleet',
    });
    const want = expectedOutcome(status, action, kind);
    expect(res.status, JSON.stringify(res.body)).toBe(want.status);
    const after = await rideRow(db, ride.id);
    if (want.status === 200) {
      expect(after.status).toBe(action.result);
    } else {
      expect(res.body.message).toBe(want.message);
      expect(after.status).toBe(status);
      expect(after.updatedAt.toISOString()).toBe(ride.updated_at);
    }
  });
});

const REVIVE_CASES = (['sentry', 'sentry2', 'mta'] as const).flatMap((broker) =>
  RIDE_STATUSES.filter((s) => s !== 'pending').flatMap((status) =>
    KINDS.map((kind) => [broker, status, kind] as const),
  ),
);
const BROKER_COMPANY = { sentry: 1, sentry2: 2, mta: 5 } as const;
const SENTRY_ENDED: RideStatus[] = [
  'in_progress',
  'finished',
  'user_canceled',
  'user_requested_cancel',
  'driver_canceled',
  'company_canceled',
  'confirm_user_cancel',
];

describe('revive permissions per broker', () => {
  beforeAll(async () => {
    const db = server.database.db;
    tokens.set(
      'staffWithKeys',
      await staffHolding(db, ['rides.revive-sentry', 'rides.revive-sentry2', 'rides.revive-mta']),
    );
  });

  it.each(REVIVE_CASES)('%s ride, %s, %s', async (broker, status, kind) => {
    const db = server.database.db;
    const ride = await makeRide(db, {
      status,
      companyId: BROKER_COMPANY[broker],
      driverId: (fleetDrivers[0] as { id: number }).id,
    });
    const res = await call(server.url, 'POST', `/rides/${ride.id}/revive`, {
      token: tokens.get(kind),
      // An ended Sentry ride needs its new trip id (sentry-revive.test.ts); here only the keys are judged.
      body: { reason: 'Broker asked to redispatch', new_trip_id: 'ST-2041', updated_at: ride.updated_at },
      fleet: kind === 'fleet',
    });
    const hasKey = kind === 'staffWithKeys';
    const refusal =
      broker === 'sentry2' && !hasKey
        ? 'You do not have permission to revive Sentry 2 rides!'
        : broker === 'mta' && !hasKey
          ? 'You do not have permission to revive MTA rides!'
          : broker === 'sentry' && !hasKey && SENTRY_ENDED.includes(status)
            ? 'NEW TRIP ID IS REQUIRED!'
            : null;
    if (refusal) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(refusal);
      expect((await rideRow(db, ride.id)).status).toBe(status);
    } else {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const after = await rideRow(db, ride.id);
      expect(after).toMatchObject({ status: 'pending', driverId: null, fleetId: null });
    }
  });
});
