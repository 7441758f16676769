import type { EndpointName } from '@fleetdesk/contract';
import type { Db } from '../src/db/client';
import { makeRide, SENTRY } from './ride-fixtures';

/** Surge requests for the generated tests. A price change moves its ride: a fresh open marketplace ride each. */
export const SURGE_SAMPLES: Partial<Record<EndpointName, (db: Db) => Promise<{ body?: unknown }>>> = {
  'surge.changePrice': async (db) => {
    const ride = await makeRide(db, { status: 'pending', companyId: SENTRY, isMarketplaceRide: true });
    return { body: { ride_id: ride.id, type: 'increase' } };
  },
};

/** Group 1 is the demo's 'All NYC'; company 1 is Sentry, a marketplace company; zone 17 Far Rockaway. */
export const SURGE_FIXED_SAMPLES = {
  'surge.activateGroup': { params: { id: 1 } },
  'surge.saveHideMarketplace': { body: { company_id: 1, zone_ids: [17], min_ahead: 30, status: 'active' } },
} as const;
