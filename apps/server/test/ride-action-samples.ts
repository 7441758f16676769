import type { EndpointName } from '@fleetdesk/contract';
import type { Db } from '../src/db/client';
import { CAR_SAMPLES } from './car-samples';
import { DOCUMENT_SAMPLES } from './document-samples';
import { DRIVER_SAMPLES } from './driver-samples';
import { FILE_SAMPLES } from './file-fixtures';
import { LOCATION_SAMPLES } from './location-samples';
import { MONEY_SAMPLES } from './money-samples';
import { PAYOUT_FILE_SAMPLES } from './payout-file-samples';
import { ARRO, activeDrivers, fleetOfEmail, makeRide, SENTRY, SENTRY2 } from './ride-fixtures';
import { ROUTING_SAMPLES } from './routing-samples';
import { SENTRY_SAMPLES } from './sentry-samples';
import { STANDING_ORDER_SAMPLES } from './standing-order-samples';
import { SURGE_SAMPLES } from './surge-samples';
import { WEBHOOK_SAMPLES } from './webhook-samples';

/**
 * Requests for the generated access test (apps/server/test/access.test.ts). A ride action changes
 * its ride, so each call gets a fresh ride in a state where the action is allowed; rides for the
 * fleet-reachable calls belong to the demo fleet user's fleet.
 */
type Sample = { params?: Record<string, unknown>; body?: unknown; headers?: Record<string, string> };

const FLEET_USER = 'fleet@fleetdesk.test';

async function fleetRide(db: Db) {
  const [driver] = await activeDrivers(db, await fleetOfEmail(db, FLEET_USER));
  return makeRide(db, { status: 'assigned', driverId: driver?.id });
}

const onRide =
  (setup: (db: Db) => Promise<{ id: number; updated_at: string }>, body: (updatedAt: string) => unknown) =>
  async (db: Db): Promise<Sample> => {
    const ride = await setup(db);
    return { params: { id: ride.id }, body: body(ride.updated_at) };
  };

const brokerRide =
  (companyId: number, status: 'pending' | 'assigned', isMarketplaceRide = false) =>
  (db: Db) =>
    makeRide(db, { status, companyId, isMarketplaceRide });

export const RIDE_ACTION_SAMPLES: Partial<Record<EndpointName, (db: Db) => Promise<Sample>>> = {
  'rides.update': onRide(fleetRide, () => ({ user_confirmed: 1 })),
  'rides.revive': onRide(fleetRide, (updated_at) => ({ reason: 'Access check', updated_at })),
  'rides.reviveMultiple': async (db) => ({
    body: { ride_ids: [(await fleetRide(db)).id], reason: 'Access check' },
  }),
  'rides.reviveAll': async (db) => {
    const [driver] = await activeDrivers(db, -1, true);
    return { body: { entity_id: driver?.id, entity_type: 'driver', reason: 'Access check' } };
  },
  'rides.sentryCancel': onRide(brokerRide(SENTRY, 'assigned'), (updated_at) => ({
    status: 'company_canceled',
    updated_at,
  })),
  'rides.sentry2Cancel': onRide(brokerRide(SENTRY2, 'assigned'), (updated_at) => ({
    status: 'company_canceled',
    note: 'Access check',
    updated_at,
  })),
  'rides.sentryReject': onRide(brokerRide(SENTRY, 'pending'), () => ({})),
  'rides.sentry2Reject': onRide(brokerRide(SENTRY2, 'pending'), () => ({})),
  'rides.arroCancel': onRide(brokerRide(ARRO, 'assigned'), (updated_at) => ({
    status: 'company_canceled',
    reason: 'Access check',
    updated_at,
  })),
  'rides.arroReject': onRide(brokerRide(ARRO, 'pending'), () => ({ reason: 'Access check' })),
  'rides.arroTake': onRide(brokerRide(ARRO, 'pending', true), () => ({})),
  // Car writes change their car in the same way (test/car-samples.ts).
  ...CAR_SAMPLES,
  // Driver writes take a phone number or move a car: a fresh driver each (test/driver-samples.ts).
  ...DRIVER_SAMPLES,
  // Uploads need a fresh multipart body, rotate-image a stored image (test/file-fixtures.ts).
  ...FILE_SAMPLES,
  // A driver holds one live document per type: each call clears the sample type first (test/document-samples.ts).
  ...DOCUMENT_SAMPLES,
  ...MONEY_SAMPLES,
  // The ACH file and the bank file import need payouts to work on (test/payout-file-samples.ts).
  ...PAYOUT_FILE_SAMPLES,
  // Route writes change their route: a fresh one each (test/routing-samples.ts).
  ...ROUTING_SAMPLES,
  // A price change moves its ride: a fresh open marketplace ride each (test/surge-samples.ts).
  ...SURGE_SAMPLES,
  ...SENTRY_SAMPLES,
  ...STANDING_ORDER_SAMPLES,
  // Events to read and replay, and a broker's signed call (test/webhook-samples.ts).
  ...WEBHOOK_SAMPLES,
  // A driver app's batch with a device token of its own (test/location-samples.ts).
  ...LOCATION_SAMPLES,
};
