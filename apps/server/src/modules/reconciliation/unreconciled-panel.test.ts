import { MESSAGES } from '@fleetdesk/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/api';
import {
  BROKER_UPDATED_AT,
  type Broker,
  DAY,
  differs,
  FAIL_DAY,
  NEXT_DAY,
  type ReconciliationSetup,
  SET,
  startReconciliation,
} from '../../../test/reconciliation-fixtures';
import { staffHolding } from '../../../test/ride-fixtures';
import { createSocketSet, eventually } from '../../../test/sockets';
import { auditLog, brokerTripStates, rides } from '../../db/schema';

/**
 * The Unreconciled rides panel and SYNC over HTTP, on the hand-made set of test/reconciliation-fixtures.ts:
 * the expected rides and numbers are worked out from the set, never by the code under test.
 */

let setup: ReconciliationSetup;
const sockets = createSocketSet();
beforeAll(async () => {
  setup = await startReconciliation();
});
afterAll(async () => {
  sockets.closeAll();
  await setup.close();
});

const panel = (query = `start_date=${DAY}&end_date=${DAY}`) =>
  setup.get(`/reports/rides-unreconciled?${query}`);
const sync = (days = { start_date: DAY, end_date: DAY }, token = setup.admin) =>
  call(setup.server.url, 'POST', '/reports/rides-unreconciled/sync', { token, body: days });

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
    const heard = await sockets.listen(setup.server.url, setup.admin);
    const res = await sync();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      synced: SET.length,
      unreconciled: SET.filter(differs).length,
      failed: [],
    });
    // After the commit, open panels hear of it and light Show New Data.
    await eventually(() =>
      expect(heard.filter((a) => a.type === 'reconciliation.synced').map((a) => a.payload)).toEqual([
        { start_date: DAY, end_date: DAY, synced_at: res.body.synced_at },
      ]),
    );
    const lookups = setup.simulator.received().filter((r) => r.path.endsWith('/trips/status'));
    expect(lookups.map((r) => r.path).sort()).toEqual([
      '/arro/trips/status',
      '/sentry/trips/status',
      '/sentry2/trips/status',
    ]);
    const sentryLookup = lookups.find((r) => r.path === '/sentry/trips/status');
    const askedSentry = (sentryLookup?.body as { trip_ids: string[] } | undefined)?.trip_ids ?? [];
    expect(askedSentry.sort()).toEqual(
      SET.filter((row) => row.broker === 'sentry')
        .map((row) => setup.made.get(row.name)?.reference)
        .sort(),
    );
    const stored = await setup.server.database.db
      .select()
      .from(brokerTripStates)
      .where(inArray(brokerTripStates.rideId, setup.idsOf(SET.map((row) => row.name))));
    expect(stored).toHaveLength(SET.length);
    const s5 = stored.find((row) => row.rideId === setup.made.get('S5')?.id);
    expect(s5).toMatchObject({ broker: 'sentry', brokerStatus: null, brokerUpdatedAt: null });
    const s1 = stored.find((row) => row.rideId === setup.made.get('S1')?.id);
    expect(s1?.brokerStatus).toBe('in_progress');
    expect(s1?.brokerUpdatedAt?.toISOString()).toBe(BROKER_UPDATED_AT);
    const [audit] = await setup.server.database.db
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
      setup.idsOf(expected.map((r) => r.name)),
    );
    const s1 = rows.find((r) => r.ride_id === setup.made.get('S1')?.id);
    expect(s1).toMatchObject({
      reference_id: setup.made.get('S1')?.reference,
      broker: 'sentry',
      status: 'finished',
      expected_broker_status: 'completed',
      broker_status: 'in_progress',
      broker_updated_at: BROKER_UPDATED_AT,
      hint: 'sync',
    });
    expect(rows.find((r) => r.ride_id === setup.made.get('S5')?.id)).toMatchObject({
      broker_status: null,
      hint: 'sync',
    });
    expect(rows.find((r) => r.ride_id === setup.made.get('S2')?.id)?.hint).toBe('new_trip_id');
    expect(rows.find((r) => r.ride_id === setup.made.get('A2')?.id)?.hint).toBeNull();
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
    const s3 = setup.made.get('S3')?.id as number;
    await setup.server.database.db.update(rides).set({ status: 'finished' }).where(eq(rides.id, s3));
    const res = await panel();
    const row = (res.body.rides as Record<string, unknown>[]).find((r) => r.ride_id === s3);
    expect(row).toMatchObject({ status: 'finished', broker_status: 'scheduled', hint: 'sync' });
    await setup.server.database.db.update(rides).set({ status: 'assigned' }).where(eq(rides.id, s3));
  });

  it('a new SYNC after the broker caught up drops the ride; a new trip id makes it unsynced', async () => {
    const s1 = setup.made.get('S1');
    setup.simulator.trips.seed('sentry', [
      { referenceId: s1?.reference as string, status: 'completed', updatedAt: new Date().toISOString() },
    ]);
    expect((await sync()).status).toBe(200);
    let res = await panel();
    expect((res.body.rides as { ride_id: number }[]).map((r) => r.ride_id)).not.toContain(s1?.id);

    const s2 = setup.made.get('S2')?.id as number;
    await setup.server.database.db.update(rides).set({ referenceId: 'S2-NEW' }).where(eq(rides.id, s2));
    res = await panel();
    expect((res.body.rides as { ride_id: number }[]).map((r) => r.ride_id)).not.toContain(s2);
    expect((res.body.options as { not_synced: number }).not_synced).toBe(1);
    await setup.server.database.db.update(rides).set({ referenceId: '=S2+1' }).where(eq(rides.id, s2));
  });

  it('a reading asked later is never replaced by a SYNC that asked earlier', async () => {
    const db = setup.server.database.db;
    const a1 = setup.made.get('A1')?.id as number;
    const later = new Date(Date.now() + 60_000);
    const ofA1 = eq(brokerTripStates.rideId, a1);
    await db.update(brokerTripStates).set({ brokerStatus: 'completed', syncedAt: later }).where(ofA1);
    expect((await sync()).status).toBe(200);
    const [kept] = await db.select().from(brokerTripStates).where(ofA1);
    expect(kept).toMatchObject({ brokerStatus: 'completed', syncedAt: later });
    await db.update(brokerTripStates).set({ brokerStatus: 'in_progress', syncedAt: new Date() }).where(ofA1);
  });

  it('export=1 writes the listed rides as CSV behind a signed link, formulas neutralised', async () => {
    const res = await panel(`start_date=${DAY}&end_date=${DAY}&export=1`);
    expect(res.status).toBe(200);
    expect(res.body.file_url).toMatch(/\/files\/private\/exports\/.+\.csv\?expires=/);
    const [header, ...lines] = await setup.download(res.body.file_url as string);
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
    const s2 = lines.find((line) => Number(line[0]) === setup.made.get('S2')?.id);
    expect(s2?.[1]).toBe("'=S2+1");
    expect(s2?.[10]).toBe('A user_canceled ride needs a new trip id from the dispatch partner.');
  });

  it('a broker that cannot be read is reported while the others are stored; none readable is 502', async () => {
    const failing = await setup.makeOne(
      { name: 'F1', broker: 'sentry', status: 'finished', reference: 'FAIL-1' },
      FAIL_DAY,
    );
    const arro = await setup.makeOne(
      { name: 'F2', broker: 'arro', status: 'finished', atBroker: 'completed' },
      FAIL_DAY,
    );
    const res = await sync({ start_date: FAIL_DAY, end_date: FAIL_DAY });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ synced: 1, unreconciled: 0 });
    expect(res.body.failed).toEqual([{ broker: 'sentry', error: 'Trip FAIL-1 cannot be looked up now' }]);
    const stored = await setup.server.database.db
      .select({ rideId: brokerTripStates.rideId })
      .from(brokerTripStates)
      .where(inArray(brokerTripStates.rideId, [failing.id, arro.id]));
    expect(stored.map((row) => row.rideId)).toEqual([arro.id]);

    await setup.server.database.db.delete(rides).where(eq(rides.id, arro.id));
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
    expect(res.body.errors).toMatchObject({ end_date: ['A period is at most 93 days'] });
    const before = await setup.server.database.db.select().from(brokerTripStates);
    expect((await sync({ start_date: DAY, end_date: '2089-01-01' })).status).toBe(422);
    const keyless = await staffHolding(setup.server.database.db, []);
    const refused = await sync(undefined, keyless);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.forbidden);
    expect((await panel(`start_date=${DAY}&end_date=${DAY}`)).status).toBe(200);
    expect(await setup.server.database.db.select().from(brokerTripStates)).toEqual(before);
  });
});
