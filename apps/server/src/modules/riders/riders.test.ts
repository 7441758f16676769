import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES, type PaymentCard, type Rider } from '@fleetdesk/contract';
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call } from '../../../test/api';
import { tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { paymentCards, riders } from '../../db/schema';
import { createTestModeTokeniser } from '../../platform/adapters/payments/test-mode';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await tokenForEmail(server.database.db, ADMIN);
});
afterAll(() => server.close());

type RidersAnswer = { riders: { data: Rider[] }; next_page_url: string | null };
const findRiders = (query: string) => call<RidersAnswer>(server.url, 'GET', `/riders?${query}`, { token });

async function aSeededRider() {
  const [row] = await server.database.db
    .select()
    .from(riders)
    .where(isNotNull(riders.email))
    .orderBy(asc(riders.id))
    .limit(1);
  return row as NonNullable<typeof row>;
}

describe('GET /riders', () => {
  it('finds a rider by name in either order, by phone digits and by e-mail', async () => {
    const rider = await aSeededRider();
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

describe('payment cards', () => {
  const card = {
    number: '4242 4242 4242 4242',
    exp_month: 12,
    exp_year: 2031,
    cvc: '123',
    postal_code: '10001',
  };

  it('tokenises card fields and keeps only brand and last four', async () => {
    const rider = await aSeededRider();
    const res = await call<{ card: PaymentCard; message: string }>(
      server.url,
      'POST',
      `/riders/${rider.id}/payment_methods`,
      { token, body: card },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MESSAGES.cardSaved);
    expect(res.body.card).toMatchObject({ number: '**** **** **** 4242', brand: 'visa', exp_year: 2031 });
    const [row] = await server.database.db
      .select()
      .from(paymentCards)
      .where(eq(paymentCards.id, res.body.card.id));
    expect(row).toMatchObject({ riderId: rider.id, last4: '4242', brand: 'visa' });
    // the full number is nowhere: not in the card row, not in the audit log
    const { rows } = await server.database.db.execute<{ found: number }>(sql`
      select (select count(*) from payment_cards p where p::text like '%4242424242424242%')
           + (select count(*) from audit_log a where a::text like '%4242424242424242%') as found`);
    expect(Number(rows[0]?.found)).toBe(0);
    const listed = await call<{ cards: PaymentCard[] }>(
      server.url,
      'GET',
      `/riders/${rider.id}/payment_cards`,
      {
        token,
      },
    );
    expect(listed.body.cards.map((c) => c.id)).toContain(res.body.card.id);
  });

  it('saves a card from a provider token', async () => {
    const rider = await aSeededRider();
    const issued = await createTestModeTokeniser().tokenise({ ...card, number: '5555555555554444' });
    const res = await call<{ card: PaymentCard; message: string }>(
      server.url,
      'POST',
      `/riders/${rider.id}/payment_cards`,
      { token, body: { token: issued.token } },
    );
    expect(res.status).toBe(200);
    expect(res.body.card).toMatchObject({ brand: 'mastercard', number: '**** **** **** 4444' });
  });

  it('answers the dialog messages for a missing token, an unknown rider and a declined card', async () => {
    const rider = await aSeededRider();
    const empty = await call(server.url, 'POST', `/riders/${rider.id}/payment_cards`, {
      token,
      body: { token: '' },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe(MESSAGES.cardMissingToken);
    const nobody = await call(server.url, 'POST', '/riders/999999/payment_methods', { token, body: card });
    expect(nobody.status).toBe(404);
    expect(nobody.body.message).toBe(MESSAGES.cardMissingToken);
    const forged = await call(server.url, 'POST', `/riders/${rider.id}/payment_cards`, {
      token,
      body: { token: 'tok_forged' },
    });
    expect(forged.status).toBe(422);
    const mistyped = await call(server.url, 'POST', `/riders/${rider.id}/payment_methods`, {
      token,
      body: { ...card, number: '4242424242424241' },
    });
    expect(mistyped.status).toBe(422);
    expect(mistyped.body.message).toBe('Card Number is invalid');
    const badCvv = await call(server.url, 'POST', `/riders/${rider.id}/payment_methods`, {
      token,
      body: { ...card, cvc: '12' },
    });
    expect(badCvv.body.errors).toMatchObject({ cvc: ['CVV is invalid'] });
  });
});

describe('with a payment provider configured', () => {
  let provider: Server;
  let withProvider: TestServer;
  const forms: URLSearchParams[] = [];
  let failing = false;

  beforeAll(async () => {
    provider = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        forms.push(new URLSearchParams(body));
        res.writeHead(failing ? 503 : 200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            failing
              ? { error: { message: 'maintenance' } }
              : {
                  id: 'tok_provider_7',
                  card: { brand: 'Visa', last4: '1881', exp_month: 3, exp_year: 2032 },
                },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    withProvider = await startTestServer({ env: { PAYMENTS_API_URL: url, PAYMENTS_API_KEY: 'sk_test_9' } });
  });
  afterAll(async () => {
    await withProvider.close();
    provider.closeAllConnections();
    await new Promise((resolve) => provider.close(resolve));
  });

  it("sends the card to the provider and keeps the provider's token, brand and last four", async () => {
    const adminToken = await tokenForEmail(withProvider.database.db, ADMIN);
    const fields = {
      number: '4012888888881881',
      exp_month: 3,
      exp_year: 2032,
      cvc: '321',
      postal_code: '11201',
    };
    const res = await call<{ card: PaymentCard }>(withProvider.url, 'POST', '/riders/1/payment_methods', {
      token: adminToken,
      body: fields,
    });
    expect(res.status).toBe(200);
    expect(forms.at(-1)?.get('card[number]')).toBe(fields.number);
    const [row] = await withProvider.database.db
      .select()
      .from(paymentCards)
      .where(eq(paymentCards.id, res.body.card.id));
    expect(row).toMatchObject({ providerToken: 'tok_provider_7', brand: 'visa', last4: '1881' });

    failing = true;
    const down = await call(withProvider.url, 'POST', '/riders/1/payment_methods', {
      token: adminToken,
      body: fields,
    });
    expect(down.status).toBe(502);
    expect(down.body.message).toBe(MESSAGES.cardSaveFailed);
  });
});
