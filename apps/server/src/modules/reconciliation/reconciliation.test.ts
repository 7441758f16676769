import { MESSAGES } from '@fleetdesk/contract';
import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call } from '../../../test/api';
import { ARRO, makeRide, SENTRY, SENTRY2, staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { auditLog, brokerTripStates, rides } from '../../db/schema';
import { type BrokerSimulator, startBrokerSimulator } from '../../platform/adapters/brokers/simulator';

/**
 * The two unreconciled rides reports over HTTP, on a hand-made set of rides on a day the demo leaves
 * empty, against a broker simulator the test seeds. The expected numbers are worked out here from the
 * set, with the decision's table restated, never by the code under test.
 */

let simulator: BrokerSimulator;
let server: TestServer;
let admin: string;

const DAY = '2090-01-10';
const NEXT_DAY = '2090-01-11';
const FAIL_DAY = '2090-01-20';
const noonOf = (day: string) => new Date(`${day}T17:00:00Z`);

/** Decision 132, restated: what the broker should show for each of our statuses used below. */
const SHOULD_SHOW: Record<string, string> = {
  finished: 'completed',
  user_canceled: 'canceled',
  assigned: 'scheduled',
  pending_marketplace: 'offered',
  in_progress: 'in_progress',
  driver_canceled: 'no_show',
  company_canceled: 'canceled',
};

type Broker = 'sentry' | 'sentry2' | 'arro';
const COMPANY: Record<Broker, number> = { sentry: SENTRY, sentry2: SENTRY2, arro: ARRO };

interface HandMade {
  name: string;
  broker: Broker;
  status:
    | 'finished'
    | 'user_canceled'
    | 'assigned'
    | 'pending'
    | 'in_progress'
    | 'driver_canceled'
    | 'company_canceled';
  marketplace?: boolean;
  /** What the broker says; undefined: the broker does not know the trip. */
  atBroker?: string;
  reference?: string;
}

const SET: HandMade[] = [
  { name: 'S1', broker: 'sentry', status: 'finished', atBroker: 'in_progress' },
  // A trip id that a spreadsheet would read as a formula: the export must neutralise it.
  { name: 'S2', broker: 'sentry', status: 'user_canceled', atBroker: 'scheduled', reference: '=S2+1' },
  { name: 'S3', broker: 'sentry', status: 'assigned', atBroker: 'scheduled' },
  { name: 'S4', broker: 'sentry', status: 'pending', marketplace: true, atBroker: 'offered' },
  { name: 'S5', broker: 'sentry', status: 'finished' },
  { name: 'A1', broker: 'arro', status: 'in_progress', atBroker: 'in_progress' },
  { name: 'A2', broker: 'arro', status: 'driver_canceled', atBroker: 'canceled' },
  { name: 'T1', broker: 'sentry2', status: 'company_canceled', atBroker: 'canceled' },
];

const made = new Map<string, { id: number; reference: string; row: HandMade }>();
const BROKER_UPDATED_AT = '2090-01-10T16:30:00.000Z';

const shouldShow = (row: HandMade) =>
  SHOULD_SHOW[row.marketplace ? 'pending_marketplace' : row.status] as string;
const differs = (row: HandMade) => row.atBroker !== shouldShow(row);

async function makeOne(row: HandMade, day: string) {
  const reference = row.reference ?? `${row.name}-${Math.random().toString(36).slice(2, 8)}`;
  const ride = await makeRide(server.database.db, {
    status: row.status,
    companyId: COMPANY[row.broker],
    pickupAt: noonOf(day),
    isMarketplaceRide: row.marketplace ?? false,
    referenceId: reference,
  });
  if (row.atBroker)
    simulator.trips.seed(row.broker, [
      { referenceId: reference, status: row.atBroker as never, updatedAt: BROKER_UPDATED_AT },
    ]);
  return { id: ride.id, reference, row };
}

beforeAll(async () => {
  simulator = await startBrokerSimulator();
  server = await startTestServer({
    env: {
      BROKER_SENTRY_URL: simulator.brokerUrl('sentry'),
      BROKER_SENTRY2_URL: simulator.brokerUrl('sentry2'),
      BROKER_ARRO_URL: simulator.brokerUrl('arro'),
    },
  });
  admin = await tokenForEmail(server.database.db, ADMIN);
  for (const row of SET) made.set(row.name, await makeOne(row, DAY));
  // Outside the day: a Sentry ride of the next day, and rides of a company without broker API.
  await makeOne({ name: 'N1', broker: 'sentry', status: 'finished', atBroker: 'in_progress' }, NEXT_DAY);
  await makeRide(server.database.db, { status: 'finished', companyId: 40, pickupAt: noonOf(DAY) });
});
afterAll(async () => {
  await server.close();
  await simulator.close();
});

const get = (path: string, token = admin) => call(server.url, 'GET', path, { token });
const panel = (query = `start_date=${DAY}&end_date=${DAY}`) => get(`/reports/rides-unreconciled?${query}`);
const sync = (days = { start_date: DAY, end_date: DAY }, token = admin) =>
  call(server.url, 'POST', '/reports/rides-unreconciled/sync', { token, body: days });
const sentryReport = (query: string) => get(`/rides/reports/rides-unreconciled-sentry?${query}`);
const idsOf = (names: string[]) => names.map((name) => made.get(name)?.id as number).sort((a, b) => a - b);
const download = async (url: string) => {
  const response = await fetch(url.startsWith('http') ? url : `${server.url}${url}`);
  expect(response.status).toBe(200);
  return parse(await response.text(), { relax_column_count: true }) as string[][];
};

describe('GET /reports/rides-unreconciled and SYNC', () => {
  it('lists nothing before a SYNC, and counts the broker rides of the days as not synced', async () => {
    const res = await panel();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.rides).toEqual([]);
    const count = (broker: Broker) => SET.filter((row) => row.broker === broker).length;
    expect(res.body.options).toEqual({
      brokers: (['sentry', 'sentry2', 'arro'] as const).map((broker) => ({
        broker,
        rides: count(broker),
        synced: 0,
        unreconciled: 0,
        last_synced_at: null,
      })),
      not_synced: SET.length,
      needs_sync: 0,
      needs_new_trip_id: 0,
      last_synced_at: null,
    });
    expect(res.body.file_url).toBeNull();
  });

  it('SYNC reads each broker for the rides of the days and stores every answer, with an audit row', async () => {
    const res = await sync();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      synced: SET.length,
      unreconciled: SET.filter(differs).length,
      failed: [],
    });
    const lookups = simulator.received().filter((r) => r.path.endsWith('/trips/status'));
    expect(lookups.map((r) => r.path).sort()).toEqual([
      '/arro/trips/status',
      '/sentry/trips/status',
      '/sentry2/trips/status',
    ]);
    const sentryLookup = lookups.find((r) => r.path === '/sentry/trips/status');
    const askedSentry = (sentryLookup?.body as { trip_ids: string[] } | undefined)?.trip_ids ?? [];
    expect(askedSentry.sort()).toEqual(
      SET.filter((row) => row.broker === 'sentry')
        .map((row) => made.get(row.name)?.reference)
        .sort(),
    );
    const stored = await server.database.db
      .select()
      .from(brokerTripStates)
      .where(inArray(brokerTripStates.rideId, idsOf(SET.map((row) => row.name))));
    expect(stored).toHaveLength(SET.length);
    const s5 = stored.find((row) => row.rideId === made.get('S5')?.id);
    expect(s5).toMatchObject({ broker: 'sentry', brokerStatus: null, brokerUpdatedAt: null });
    const s1 = stored.find((row) => row.rideId === made.get('S1')?.id);
    expect(s1?.brokerStatus).toBe('in_progress');
    expect(s1?.brokerUpdatedAt?.toISOString()).toBe(BROKER_UPDATED_AT);
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'reconciliation.sync'));
    expect(audit?.after).toMatchObject({ start_date: DAY, end_date: DAY, synced: SET.length });
  });

  it('then lists exactly the rides whose broker state disagrees, with the hints and the numbers', async () => {
    const res = await panel();
    expect(res.status).toBe(200);
    const rows = res.body.rides as Record<string, unknown>[];
    const expected = SET.filter(differs);
    expect(rows.map((r) => r.ride_id as number).sort((a, b) => a - b)).toEqual(
      idsOf(expected.map((r) => r.name)),
    );
    const s1 = rows.find((r) => r.ride_id === made.get('S1')?.id);
    expect(s1).toMatchObject({
      reference_id: made.get('S1')?.reference,
      broker: 'sentry',
      status: 'finished',
      expected_broker_status: 'completed',
      broker_status: 'in_progress',
      broker_updated_at: BROKER_UPDATED_AT,
      hint: 'sync',
    });
    expect(rows.find((r) => r.ride_id === made.get('S5')?.id)).toMatchObject({
      broker_status: null,
      hint: 'sync',
    });
    expect(rows.find((r) => r.ride_id === made.get('S2')?.id)?.hint).toBe('new_trip_id');
    expect(rows.find((r) => r.ride_id === made.get('A2')?.id)?.hint).toBeNull();
    const options = res.body.options as Record<string, unknown>;
    const perBroker = (broker: Broker) => ({
      broker,
      rides: SET.filter((row) => row.broker === broker).length,
      synced: SET.filter((row) => row.broker === broker).length,
      unreconciled: expected.filter((row) => row.broker === broker).length,
    });
    expect(options.brokers).toMatchObject([perBroker('sentry'), perBroker('sentry2'), perBroker('arro')]);
    expect(options).toMatchObject({
      not_synced: 0,
      needs_sync: expected.filter((row) => row.status === 'finished').length,
      needs_new_trip_id: expected.filter((row) => row.status === 'user_canceled').length,
    });
    expect(options.last_synced_at).toEqual(expect.any(String));
  });

  it('compares with our ride as it is now: a ride changed since the SYNC shows without another', async () => {
    const s3 = made.get('S3')?.id as number;
    await server.database.db.update(rides).set({ status: 'finished' }).where(eq(rides.id, s3));
    const res = await panel();
    const row = (res.body.rides as Record<string, unknown>[]).find((r) => r.ride_id === s3);
    expect(row).toMatchObject({ status: 'finished', broker_status: 'scheduled', hint: 'sync' });
    await server.database.db.update(rides).set({ status: 'assigned' }).where(eq(rides.id, s3));
  });

  it('a new SYNC after the broker caught up drops the ride; a new trip id makes it unsynced', async () => {
    const s1 = made.get('S1');
    simulator.trips.seed('sentry', [
      { referenceId: s1?.reference as string, status: 'completed', updatedAt: new Date().toISOString() },
    ]);
    expect((await sync()).status).toBe(200);
    let res = await panel();
    expect((res.body.rides as { ride_id: number }[]).map((r) => r.ride_id)).not.toContain(s1?.id);

    const s2 = made.get('S2')?.id as number;
    await server.database.db.update(rides).set({ referenceId: 'S2-NEW' }).where(eq(rides.id, s2));
    res = await panel();
    expect((res.body.rides as { ride_id: number }[]).map((r) => r.ride_id)).not.toContain(s2);
    expect((res.body.options as { not_synced: number }).not_synced).toBe(1);
    await server.database.db.update(rides).set({ referenceId: '=S2+1' }).where(eq(rides.id, s2));
  });

  it('export=1 writes the listed rides as CSV behind a signed link, formulas neutralised', async () => {
    const res = await panel(`start_date=${DAY}&end_date=${DAY}&export=1`);
    expect(res.status).toBe(200);
    expect(res.body.file_url).toMatch(/\/files\/private\/exports\/.+\.csv\?expires=/);
    const [header, ...lines] = await download(res.body.file_url as string);
    expect(header).toEqual([
      'Ride ID',
      'Trip ID',
      'Broker',
      'Pickup',
      'Status',
      'Broker status',
      'Expected at broker',
      'Updated',
      'Broker updated',
      'Synced',
      'Next step',
    ]);
    expect(lines.map((line) => Number(line[0])).sort((a, b) => a - b)).toEqual(
      (res.body.rides as { ride_id: number }[]).map((r) => r.ride_id).sort((a, b) => a - b),
    );
    const s2 = lines.find((line) => Number(line[0]) === made.get('S2')?.id);
    expect(s2?.[1]).toBe("'=S2+1");
    expect(s2?.[10]).toBe('A user_canceled ride needs a new trip id from the dispatch partner.');
  });

  it('a broker that cannot be read is reported while the others are stored; none readable is 502', async () => {
    const failing = await makeOne(
      { name: 'F1', broker: 'sentry', status: 'finished', reference: 'FAIL-1' },
      FAIL_DAY,
    );
    const arro = await makeOne(
      { name: 'F2', broker: 'arro', status: 'finished', atBroker: 'completed' },
      FAIL_DAY,
    );
    const res = await sync({ start_date: FAIL_DAY, end_date: FAIL_DAY });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ synced: 1, unreconciled: 0 });
    expect(res.body.failed).toEqual([{ broker: 'sentry', error: 'Trip FAIL-1 cannot be looked up now' }]);
    const stored = await server.database.db
      .select({ rideId: brokerTripStates.rideId })
      .from(brokerTripStates)
      .where(inArray(brokerTripStates.rideId, [failing.id, arro.id]));
    expect(stored.map((row) => row.rideId)).toEqual([arro.id]);

    await server.database.db.delete(rides).where(eq(rides.id, arro.id));
    const none = await sync({ start_date: FAIL_DAY, end_date: FAIL_DAY });
    expect(none.status).toBe(502);
    expect(none.body.message).toBe(
      'No broker could be read, nothing was synced. Sentry: Trip FAIL-1 cannot be looked up now',
    );
  });

  it('refuses bad days with the field named, and callers without the key', async () => {
    let res = await panel(`end_date=${DAY}`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({ start_date: ['Required'] });
    res = await panel(`start_date=${NEXT_DAY}&end_date=${DAY}`);
    expect(res.body.errors).toMatchObject({ end_date: ['The end date must not be before the start date'] });
    res = await panel('start_date=2090-01-01&end_date=2090-06-01');
    expect(res.body.errors).toMatchObject({ end_date: ['A date range is at most 93 days'] });
    const before = await server.database.db.select().from(brokerTripStates);
    expect((await sync({ start_date: DAY, end_date: '2089-01-01' })).status).toBe(422);
    const keyless = await staffHolding(server.database.db, []);
    const refused = await sync(undefined, keyless);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.forbidden);
    expect((await panel(`start_date=${DAY}&end_date=${DAY}`)).status).toBe(200);
    expect(await server.database.db.select().from(brokerTripStates)).toEqual(before);
  });
});

describe('GET /rides/reports/rides-unreconciled-sentry', () => {
  const sentryDiffering = () => SET.filter((row) => row.broker === 'sentry' && differs(row));

  it("asks Sentry now and pages the Sentry rides whose state differs, with the spec's fields", async () => {
    // S1 caught up at Sentry in the test above; the report reads Sentry as it is now.
    const expected = sentryDiffering().filter((row) => row.name !== 'S1');
    const res = await sentryReport(`start_date=${DAY}&end_date=${DAY}&page=1&per_page=5`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status_code).toBe(200);
    expect(res.body.file_url).toBeNull();
    const page = res.body.rides as { data: Record<string, unknown>[]; total: number; per_page: number };
    expect(page.total).toBe(expected.length);
    expect(page.per_page).toBe(5);
    expect(page.data.map((r) => r.ride_id as number).sort((a, b) => a - b)).toEqual(
      idsOf(expected.map((r) => r.name)),
    );
    const s2 = page.data.find((r) => r.ride_id === made.get('S2')?.id);
    expect(Object.keys(s2 ?? {}).sort()).toEqual([
      'fleetdesk_status',
      'last_updated_at_fleetdesk',
      'last_updated_at_sentry',
      'reference_id',
      'ride_id',
      'sentry_status',
    ]);
    expect(s2).toMatchObject({
      fleetdesk_status: 'user_canceled',
      sentry_status: 'scheduled',
      last_updated_at_sentry: BROKER_UPDATED_AT,
    });
    expect(page.data.find((r) => r.ride_id === made.get('S5')?.id)).toMatchObject({
      sentry_status: null,
      last_updated_at_sentry: null,
    });
  });

  it('pages: 50 rows by default, a second page holds the rest', async () => {
    const first = await sentryReport(`start_date=${DAY}&end_date=${DAY}`);
    expect((first.body.rides as { per_page: number }).per_page).toBe(50);
    const total = (first.body.rides as { total: number }).total;
    const one = await sentryReport(`start_date=${DAY}&end_date=${DAY}&per_page=5&page=2`);
    expect((one.body.rides as { data: unknown[] }).data).toHaveLength(Math.max(0, total - 5));
    expect((await sentryReport(`start_date=${DAY}&end_date=${DAY}&per_page=7`)).status).toBe(422);
  });

  it('export=1 writes every differing Sentry ride as CSV with the spec field names', async () => {
    const res = await sentryReport(`start_date=${DAY}&end_date=${DAY}&per_page=5&export=true`);
    const [header, ...lines] = await download(res.body.file_url as string);
    expect(header).toEqual([
      'ride_id',
      'reference_id',
      'last_updated_at_fleetdesk',
      'last_updated_at_sentry',
      'fleetdesk_status',
      'sentry_status',
    ]);
    expect(lines).toHaveLength((res.body.rides as { total: number }).total);
    expect(lines.find((line) => Number(line[0]) === made.get('S5')?.id)?.[5]).toBe('Unknown trip');
  });

  it('a cancel Sentry accepted changes the trip there: both sides agree, the ride leaves the report', async () => {
    const s3 = made.get('S3');
    const [row] = await server.database.db
      .select()
      .from(rides)
      .where(eq(rides.id, s3?.id as number));
    const cancel = await call(server.url, 'POST', `/rides/${s3?.id}/sentry/cancel`, {
      token: admin,
      body: { status: 'company_canceled', updated_at: row?.updatedAt.toISOString() },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(simulator.trips.lookup('sentry', [s3?.reference as string])[0]?.status).toBe('canceled');
    const res = await sentryReport(`start_date=${DAY}&end_date=${DAY}`);
    const ids = (res.body.rides as { data: { ride_id: number }[] }).data.map((r) => r.ride_id);
    expect(ids).not.toContain(s3?.id);
    // Seeded back to the state it had, the broker now disagrees with our cancelled ride.
    simulator.trips.seed('sentry', [
      { referenceId: s3?.reference as string, status: 'scheduled', updatedAt: BROKER_UPDATED_AT },
    ]);
    const after = await sentryReport(`start_date=${DAY}&end_date=${DAY}`);
    const listed = (after.body.rides as { data: Record<string, unknown>[] }).data.find(
      (r) => r.ride_id === s3?.id,
    );
    expect(listed).toMatchObject({ fleetdesk_status: 'company_canceled', sentry_status: 'scheduled' });
  });

  it("answers 502 with Sentry's words when Sentry cannot be read", async () => {
    const res = await sentryReport(`start_date=${FAIL_DAY}&end_date=${FAIL_DAY}`);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('Sentry could not be read: Trip FAIL-1 cannot be looked up now');
  });
});
