import { MESSAGES, type Rider } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call } from '../../../test/api';
import { tokenForEmail } from '../../../test/ride-fixtures';
import { seededRider } from '../../../test/rider-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await tokenForEmail(server.database.db, ADMIN);
});
afterAll(() => server.close());

type RidersAnswer = { riders: { data: Rider[] }; next_page_url: string | null };
const findRiders = (query: string) => call<RidersAnswer>(server.url, 'GET', `/riders?${query}`, { token });

describe('GET /riders', () => {
  it('finds a rider by name in either order, by phone digits and by e-mail', async () => {
    const rider = await seededRider(server.database.db);
    const queries = [
      `${rider.firstName} ${rider.lastName}`,
      `${rider.lastName} ${rider.firstName}`.toUpperCase(),
      (rider.phoneNumber ?? '').replace(/\D/g, '').slice(-7),
      rider.email ?? '',
    ];
    for (const search of queries) {
      const res = await findRiders(new URLSearchParams({ search }).toString());
      expect(res.status).toBe(200);
      expect(
        res.body.riders.data.map((r) => r.id),
        search,
      ).toContain(rider.id);
    }
  });

  it('pages by 100 by default and limits to a company', async () => {
    const { rows } = await server.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from riders`,
    );
    const all = await findRiders('');
    expect(all.body.riders.data).toHaveLength(Math.min(100, rows[0]?.n ?? 0));
    expect(all.body.next_page_url).toBe(
      (rows[0]?.n ?? 0) > 100 ? '/api/v1/riders?page=2&per_page=100' : null,
    );
    const small = await findRiders('per_page=2&company_id=39');
    expect(small.body.riders.data).toHaveLength(2);
    expect(small.body.riders.data.every((r) => r.company_id === 39)).toBe(true);
    const next = await call<RidersAnswer>(server.url, 'GET', small.body.next_page_url as string, { token });
    expect(next.body.riders.data[0]?.id).not.toBe(small.body.riders.data[0]?.id);
  });

  it('treats LIKE wildcards as text', async () => {
    const res = await findRiders('search=%25%25%25');
    expect(res.body.riders.data).toEqual([]);
  });
});

describe('POST /riders', () => {
  it('adds a rider with a normalised phone, found by the search afterwards', async () => {
    const res = await call<{ rider: Rider }>(server.url, 'POST', '/riders', {
      token,
      body: { first_name: 'Zelda', last_name: 'Quintero', phone_number: '(212) 555-0199', company_id: 40 },
    });
    expect(res.status).toBe(200);
    expect(res.body.rider).toMatchObject({
      first_name: 'Zelda',
      phone_number: '+12125550199',
      company_id: 40,
    });
    const found = await findRiders('search=zelda%20quin');
    expect(found.body.riders.data.map((r) => r.id)).toEqual([res.body.rider.id]);
  });

  it('refuses a bad name and a bad e-mail with the form messages', async () => {
    const res = await call(server.url, 'POST', '/riders', {
      token,
      body: { first_name: 'Z', last_name: 'Quintero', email: 'zelda@nowhere' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      first_name: ['Must be at least 2 characters'],
      email: [MESSAGES.emailDomain],
    });
  });
});
