import { isDeepStrictEqual } from 'node:util';
import { type AnyEndpoint, buildPath, ENDPOINTS, type EndpointName } from '@fleetdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/platform/auth/tokens';
import { call } from './api';
import { insertSampleEstimate } from './estimates';
import { databaseFingerprint } from './fuzz/fingerprint';
import { RIDE_ACTION_SAMPLES } from './ride-action-samples';
import { staffHolding } from './ride-fixtures';
import { SAMPLES } from './samples';
import { startTestServer, type TestServer } from './server';

/**
 * The audit trail of every write of the contract (docs/architecture.md "A write"): each sample
 * request of the access test, sent by a staff user holding its key, must leave an audit row by that
 * user when it changed anything, with a before and an after that differ, and no secret in clear.
 */

/** Writes that change rows yet are not audited, by decision. */
const NOT_AUDITED: Partial<Record<EndpointName, string>> = {
  'rides.open': 'viewing a ride is presence, not a change (decision 23)',
  'locations.postPositions': 'positions are their own history (decision 137)',
  'estimates.price': 'a price quote kept for the booking that may follow',
  // A job's or a run's record names who asked (created_by); what the job changes is audited there.
  'payouts.export': 'a file job record',
  'payouts.exportWithFilter': 'a file job record',
  'payouts.achFile': 'a file job record',
  'payouts.importBankFile': 'a file job record',
  'routing.routeAll': 'a routing run record',
  'routing.routeOne': 'a routing run record (its route waits for it)',
  'routing.startComparison': 'a routing run record',
};

/** A request body's secrets: what must never be found in an audit row. */
const SECRET_KEY = /password|token|cvc|^number$|account_number|^ssn$|^ein$/i;
function secretsIn(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return SECRET_KEY.test(key) && value.length >= 4 ? [value] : [];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => secretsIn(v, Array.isArray(value) ? key : k));
  return [];
}

type AuditRow = { admin_id: number | null; action: string; before: unknown; after: unknown; xid: string };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { QUICKBOOKS_API_URL: 'http://127.0.0.1:9/v3/company/1', TLC_BASE_LICENSE: 'B00001' },
  });
  await insertSampleEstimate(server.database.db);
});
afterAll(() => server.close());

/**
 * The tables a call changed (audit_log aside): those whose row count or newest row version moved, with
 * the transaction of a newer row version (none when rows were only deleted).
 */
async function changedTables(change: () => Promise<void>): Promise<{ name: string; xid?: string }[]> {
  const fingerprint = async () =>
    new Map(
      (await databaseFingerprint(server.database.db.$client, ['audit_log']))
        .split('|')
        .map((entry) => entry.split(':') as [string, string, string])
        .map(([name, rows, xid]) => [name, { rows, xid }]),
    );
  const before = await fingerprint();
  await change();
  const after = await fingerprint();
  return [...after]
    .filter(([name, now]) => !isDeepStrictEqual(before.get(name), now))
    .map(([name, now]) => ({
      name,
      // A delete can lower the newest version (the deleted row was it): only a newer one is this call's.
      xid: Number(now.xid) > Number(before.get(name)?.xid ?? 0) ? now.xid : undefined,
    }));
}

const writes = (Object.entries(ENDPOINTS) as [EndpointName, AnyEndpoint][]).filter(
  ([, endpoint]) => endpoint.method !== 'GET',
);

describe.each(writes)('%s', (name, endpoint) => {
  it('leaves one audit trail of what it changed, by its caller, without secrets', async () => {
    const pool = server.database.db.$client;
    const token = await staffHolding(server.database.db, endpoint.permission ? [endpoint.permission] : []);
    const { rows: me } = await pool.query('select admin_id from sessions where token_hash = $1', [
      hashToken(token),
    ]);
    const live = await RIDE_ACTION_SAMPLES[name]?.(server.database.db);
    const sample = live ?? SAMPLES[name] ?? {};
    const query = SAMPLES[name]?.query ? `?${new URLSearchParams(SAMPLES[name]?.query)}` : '';
    const { rows: last } = await pool.query('select coalesce(max(id), 0) as id from audit_log');
    let answer: unknown;
    const tables = await changedTables(async () => {
      const path = `${buildPath(endpoint.path, sample.params)}${query}`;
      answer = (
        await call(server.url, endpoint.method, path, { token, body: sample.body, headers: live?.headers })
      ).body;
    });
    const { rows } = await pool.query<AuditRow>(
      'select admin_id, action, before, after, xmin::text as xid from audit_log where id > $1 order by id',
      [last[0]?.id],
    );

    // Signing in is done by the admin who signs in, before any session; the code goes out after commit.
    const signIn = name === 'auth.requestCode';
    if (tables.length > 0 && !NOT_AUDITED[name]) {
      expect(rows, `changed ${tables.map((t) => t.name)}`).not.toEqual([]);
      // The last change and its audit row commit together: one of them is that transaction's.
      const xids = new Set(tables.flatMap((t) => (t.xid ? [t.xid] : [])));
      if (xids.size > 0 && !signIn)
        expect(
          rows.some((row) => xids.has(row.xid)),
          'an audit row of its own transaction',
        ).toBe(true);
    }
    for (const row of rows) {
      if (!signIn) expect(row.admin_id, row.action).toBe(me[0]?.admin_id);
      if (row.before !== null && row.after !== null)
        expect(isDeepStrictEqual(row.before, row.after), `${row.action} changed nothing`).toBe(false);
    }
    const logged = JSON.stringify(rows);
    for (const secret of [...secretsIn(sample.body), ...secretsIn(answer)])
      expect(logged, `a secret of ${name} in its audit row`).not.toContain(secret);
  });
});
