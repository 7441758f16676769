import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_ROLE_ID, FACILITY_ROLE_ID, PERMISSION_KEYS } from '@fleetdesk/contract';
import { hash } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../src/db/reference-data';
import { admins, auditLog } from '../src/db/schema';
import { seedDemo } from '../src/db/seed';
import { call, signIn } from './api';
import { createTestDatabase, type TestDatabase } from './db';
import { freePort, running, type Started, spawnEntry, startServerProcess } from './server-process';

/**
 * An operator's first start in production (decision 208): `npm start` with DATABASE_URL on an empty
 * database and no SEED_DEMO, then the first admin made with `npm run create-admin`, who opens every main
 * screen's data.
 */
let database: TestDatabase;
let dataDir: string;
let server: Started;
let base: string;

const env = () => ({
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  BANK_ACCOUNT_KEY: 'ab'.repeat(32),
  JOBS: 'false',
});

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  dataDir = await mkdtemp(path.join(tmpdir(), 'fleetdesk-first-start-'));
  const port = String(await freePort());
  base = `http://127.0.0.1:${port}`;
  server = await startServerProcess({ ...env(), PORT: port });
}, 180_000);

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const day = '2026-03-02';
/** The data of every main screen: lists (empty on a new database) and settings. */
const SCREEN_CALLS = [
  '/account',
  '/settings',
  '/companies',
  '/permissions',
  '/permissions/users',
  '/rides',
  '/rides/pending_rides',
  '/rides/pending_rides/stats',
  '/drivers',
  '/cars',
  '/cars/types',
  '/documents',
  '/payouts',
  '/billing/transaction-requests?type=credit',
  '/billing/transaction-requests/categories',
  '/routing/states',
  '/routing/zones',
  `/routing/stats?date=${day}`,
  `/routing/routes?date=${day}`,
  '/routing/scenarios',
  '/routing/settings',
  '/surge_zones',
  '/surge_zones/settings/hide_marketplace_trips',
  '/webhooks',
  '/standing-orders',
  '/late-risks',
  '/riders',
  '/admin/fleets',
  '/billing/sentry/batches',
  `/stats/drivers?start_date=${day}&end_date=${day}`,
  `/reports/rides-unreconciled?start_date=${day}&end_date=${day}`,
  `/reports/daily-revenue-stats?start_date=${day}&end_date=${day}`,
];

describe('the first start of a production database', () => {
  it('starts in production mode and says how to create the first admin', () => {
    expect(server.output()).toContain('Mode: production');
    expect(server.output()).toContain('No user exists yet');
    expect(server.output()).toContain('npm run create-admin -- --email');
    expect(server.output()).not.toContain('fleetdesk-demo');
  });

  it('writes the reference data every screen needs, so each answers and roles can be granted', async () => {
    const email = 'root@operator.example';
    await database.db.insert(admins).values({
      email,
      username: 'root',
      firstName: 'Root',
      lastName: 'Operator',
      passwordHash: await hash('first-start-pass'),
      superAdmin: true,
    });
    const token = await signIn(base, database.db, email, 'first-start-pass');
    for (const path of SCREEN_CALLS) {
      const answer = await call(base, 'GET', path, { token });
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
    }

    const access = (await call(base, 'GET', '/permissions', { token })).body as {
      permission_groups: { permissions: unknown[] }[];
      permissions: unknown[];
      roles: { id: number; name: string }[];
    };
    const grouped = access.permission_groups.flatMap((group) => group.permissions);
    expect(grouped.length + access.permissions.length).toBe(PERMISSION_KEYS.length);
    expect(access.roles.map((role) => role.id)).toEqual(
      expect.arrayContaining([ADMIN_ROLE_ID, FACILITY_ROLE_ID]),
    );
    const types = (await call(base, 'GET', '/cars/types', { token })).body as { types: { id: number }[] };
    // NY yellow = 2 and NY green = 3 carry the cab colours (DESIGN §3).
    expect(types.types.map((type) => type.id)).toEqual(expect.arrayContaining([2, 3]));
    const account = (await call(base, 'GET', '/account', { token })).body as { document_types: unknown[] };
    expect(account.document_types.length).toBeGreaterThan(0);
    const categories = (await call(base, 'GET', '/billing/transaction-requests/categories', { token }))
      .body as {
      categories: unknown[];
    };
    expect(categories.categories.length).toBeGreaterThan(0);

    // The users screen: a dispatcher held in the default company for new rides (39).
    const dispatcher = await call(base, 'POST', '/settings/admins', {
      token,
      body: {
        first_name: 'Dana',
        last_name: 'Dispatch',
        email: 'dana@operator.example',
        phone_number: '+12125550123',
        password: 'dispatch-pass',
        roles: [2],
        facility_companies: [39],
      },
    });
    expect(dispatcher.status).toBe(200);

    // A restart writes nothing again and undoes no change.
    expect(await ensureReferenceData(database.db)).toEqual([]);
  });

  it('creates a super admin with npm run create-admin, once, audited, who signs in', async () => {
    const args = ['--email', 'ops@operator.example', '--first-name', 'Ada', '--last-name', 'Lovelace'];
    const cli = 'apps/server/src/db/create-admin-cli.ts';
    const created = spawnEntry(cli, [...args, '--password-stdin'], env(), { input: 'stdin-secret-1\n' });
    expect(await created.exited, created.output()).toBe(0);
    expect(created.output()).toContain('Created super admin ops@operator.example');
    expect(created.output()).not.toContain('stdin-secret-1');

    const token = await signIn(base, database.db, 'ops@operator.example', 'stdin-secret-1');
    const account = await call(base, 'GET', '/account', { token });
    expect(account.body).toMatchObject({ user: { super_admin: true, email: 'ops@operator.example' } });
    const [row] = await database.db.select().from(admins).where(eq(admins.email, 'ops@operator.example'));
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(row?.id)), eq(auditLog.action, 'admin.created')));
    expect(audit).toMatchObject([{ adminId: null, entityType: 'admin', after: { super_admin: true } }]);

    // Again with the same e-mail in other letter case: refused, nothing changed; no password was generated.
    const again = spawnEntry(cli, ['--email', 'OPS@operator.example', ...args.slice(2)], env());
    expect(await again.exited).toBe(1);
    expect(again.output()).toContain(
      'No admin created: A user with the e-mail OPS@operator.example exists already',
    );
    expect(again.output()).not.toContain('Password:');

    // Without a password given, one is generated and shown once.
    const generated = spawnEntry(cli, ['--email', 'gen@operator.example', ...args.slice(2)], env());
    expect(await generated.exited).toBe(0);
    const password = generated.output().match(/^Password: (\S+)$/m)?.[1] as string;
    expect(password).toHaveLength(16);
    expect(await signIn(base, database.db, 'gen@operator.example', password)).toBeTruthy();
  }, 120_000);

  it('refuses npm run seed on a database holding users, with exit 1 and the reason', async () => {
    // Run after the admin above exists: a script or operator relying on the exit code must see the refusal.
    const seed = spawnEntry('apps/server/src/db/seed-cli.ts', ['--rides', '10'], env());
    expect(await seed.exited, seed.output()).toBe(1);
    expect(seed.output()).toContain('The database already holds data; pass --reset to start over.');
  }, 60_000);

  it('lets the demo be seeded later on a database a production start prepared', async () => {
    const prepared = await createTestDatabase({ empty: true });
    try {
      expect(await ensureReferenceData(prepared.db)).toHaveLength(5);
      const summary = await seedDemo(prepared.db, { rides: 20, drivers: 4 });
      expect(summary.companies).toBeGreaterThan(6);
      expect(await ensureReferenceData(prepared.db)).toEqual([]);
    } finally {
      await prepared.drop();
    }
  }, 60_000);
});
