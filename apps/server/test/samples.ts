import { buildPath, ENDPOINTS, type EndpointName, PERMISSION_KEYS } from '@fleetdesk/contract';
import type { Db } from '../src/db/client';
import { DEMO_PASSWORD } from './api';
import { SAMPLE_ESTIMATE_ID, TRIP } from './estimates';
import { RIDE_ACTION_SAMPLES } from './ride-action-samples';
import { ROUTING_FIXED_SAMPLES } from './routing-samples';
import { SENTRY_FIXED_SAMPLES } from './sentry-samples';
import { SURGE_FIXED_SAMPLES } from './surge-samples';

/**
 * Valid requests for the generated endpoint tests (access, read-only). The estimate ones need
 * `insertSampleEstimate` to have run on the database.
 */

/** A booking of the sample estimate on a far-away date (POST /rides answers per date, so any date does). */
const SAMPLE_BOOKING = {
  company_id: 39,
  ride_estimate_id: SAMPLE_ESTIMATE_ID,
  pickup_at_dates: ['2030-01-15'],
  pickup_at_time: '10:00',
  payment_type: 'passenger',
};

/** A valid request for every endpoint that takes input; the test fails when an endpoint lacks one. */
export const SAMPLES: Partial<
  Record<EndpointName, { params?: Record<string, unknown>; query?: Record<string, string>; body?: unknown }>
> = {
  'auth.requestCode': { body: { email: 'admin@fleetdesk.test', password: DEMO_PASSWORD, type: 'email' } },
  'auth.verifyCode': {
    body: {
      email: 'admin@fleetdesk.test',
      password: DEMO_PASSWORD,
      type: 'email',
      verification_code: '123456',
    },
  },
  'account.update': { body: { first_name: 'Ada', last_name: 'Lovelace' } },
  'settings.updateFleet': { params: { id: 1 }, body: { display_brokers_logo: true } },
  // The facility role holds only the standing-orders key (permission ids follow the contract's key
  // order): a save of it changes nothing whoever holds permissions.view.
  'permissions.saveSettings': {
    body: { roles: [{ id: 415, permissions: [PERMISSION_KEYS.indexOf('rides.standing-orders') + 1] }] },
  },
  'permissions.users': { query: { per_page: '5', search: 'al', status: 'active', role_ids: '1,2' } },
  'adminUsers.create': {
    body: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada.sample@fleetdesk.test',
      phone_number: '(212) 555-0188',
      password: 'sample-password',
    },
  },
  // The seeded former dispatcher (not a super admin), renamed: no admin-only field.
  'adminUsers.update': {
    params: { id: 9 },
    body: {
      first_name: 'Grace',
      last_name: 'Kelly',
      email: 'former.dispatcher@fleetdesk.test',
      phone_number: '(212) 555-0109',
    },
  },
  'notifier.notifyDrivers': { body: { sms: false } },
  // Ride 1 and driver 1 belong to the demo fleet user's fleet (the demo seed is deterministic).
  'rides.get': { params: { id: 1 } },
  'rides.location': { params: { id: 1 } },
  'rides.drivenRoute': { params: { id: 1 } },
  'rides.driverWaypoints': { query: { driver_id: '1' } },
  'rides.notes': { params: { id: 1 } },
  'rides.open': { params: { id: 1 } },
  'rides.leave': { params: { id: 1 } },
  'notes.list': { query: { entity_type: 'ride', entity_id: '1' } },
  'notes.create': {
    body: { data: { entity_type: 'ride', entity_id: 1, category: 'ride', body: 'Access check' } },
  },
  'estimates.price': { body: { company_id: 39, ...TRIP } },
  'estimates.eta': { query: { lat: '40.75', lon: '-73.98' } },
  'places.autocomplete': { query: { q: 'Brooklyn' } },
  'drivers.setState': { params: { id: 1 }, body: { state: 'offline' } },
  'drivers.list': {
    query: { per_page: '25', sort_by: 'drivers.first_name', sort_by_type: 'asc', has_car: 'true' },
  },
  'drivers.get': { params: { id: 1 } },
  'driverStats.list': { query: { start_date: '2026-11-02', end_date: '2026-11-08' } },
  'driverStats.export': { body: { start_date: '2026-11-02', end_date: '2026-11-08', company_ids: '39,40' } },
  'reports.tlcTripRecords': { query: { start_date: '2026-10-01', end_date: '2026-10-31' } },
  'reports.yellowCabTaxesMta': { query: { start_date: '2026-10-01', end_date: '2026-10-31' } },
  'reports.dailyRevenueStats': { query: { start_date: '2026-10-01', end_date: '2026-10-31' } },
  'reports.mtaOtp': { query: { start_date: '2026-10-01', end_date: '2026-10-31' } },
  'reconciliation.list': { query: { start_date: '2026-11-02', end_date: '2026-11-03', export: '1' } },
  // A day without rides: no broker is asked, and the sync stores nothing.
  'reconciliation.sync': { body: { start_date: '2090-01-01', end_date: '2090-01-01' } },
  'reconciliation.sentry': { query: { start_date: '2026-11-02', end_date: '2026-11-02', per_page: '5' } },
  'drivers.rideOffers': { params: { id: 1 } },
  // Bodies of the upload endpoints are made per call (test/file-fixtures.ts, FILE_SAMPLES).
  'files.upload': { query: { location: 'access', public: '0' } },
  // Car 1 is driver 1's; the car writes get a fresh car each (test/car-samples.ts).
  'cars.get': { params: { id: 1 } },
  'documents.list': { query: { statuses: 'valid,pending', types: 'driver_license', per_page: '5' } },
  // The document writes get a fresh document each in the access test (test/document-samples.ts).
  'documents.create': {
    body: { entity_type: 'driver', entity_id: 1, type: 'drug_test', url: '/api/v1/files/sample.png' },
  },
  'documents.update': { params: { id: 1 }, body: { status: 'invalid' } },
  'documents.delete': { params: { id: 1 } },
  'rides.price': { body: SAMPLE_BOOKING },
  'rides.create': {
    body: {
      ...SAMPLE_BOOKING,
      rider_first_name: 'Ada',
      rider_last_name: 'Lovelace',
      rider_email: 'ada@example.com',
    },
  },
  'billing.list': { query: { type: 'credit', per_page: '5' } },
  'billing.checkExists': { query: { driver_id: '1', ride_id: '1' } },
  'riders.create': { body: { first_name: 'Ada', last_name: 'Lovelace' } },
  'riders.cards': { params: { rider_id: 1 } },
  'riders.addCard': {
    params: { rider_id: 1 },
    body: { token: 'tok_test_visa_4242_12_2030_0123456789abcdef' },
  },
  'riders.addPaymentMethod': {
    params: { rider_id: 1 },
    body: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', postal_code: '10001' },
  },
  ...ROUTING_FIXED_SAMPLES,
  ...SURGE_FIXED_SAMPLES,
  ...SENTRY_FIXED_SAMPLES,
};

/**
 * One valid request for an endpoint, ready to send: its path (parameters and query filled in) and
 * body. Ride actions change their ride, so each call makes a fresh one.
 */
export async function sampleRequest(db: Db, name: EndpointName): Promise<{ path: string; body?: unknown }> {
  const endpoint = ENDPOINTS[name];
  const fixed = SAMPLES[name] ?? {};
  const sample = (await RIDE_ACTION_SAMPLES[name]?.(db)) ?? fixed;
  const query = fixed.query ? `?${new URLSearchParams(fixed.query)}` : '';
  return { path: `${buildPath(endpoint.path, sample.params)}${query}`, body: sample.body };
}
