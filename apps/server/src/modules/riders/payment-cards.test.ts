import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { issueTestCardToken, MESSAGES, type PaymentCard } from '@fleetdesk/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call } from '../../../test/api';
import { tokenForEmail } from '../../../test/ride-fixtures';
import { seededRider } from '../../../test/rider-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { paymentCards } from '../../db/schema';
import { createTestModeTokeniser } from '../../platform/adapters/payments/test-mode';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await tokenForEmail(server.database.db, ADMIN);
});
afterAll(() => server.close());

async function savedCard(on: TestServer, cardId: number) {
  const [row] = await on.database.db.select().from(paymentCards).where(eq(paymentCards.id, cardId));
  return row;
}

describe('payment cards', () => {
  const card = {
    number: '4242 4242 4242 4242',
    exp_month: 12,
    exp_year: 2031,
    cvc: '123',
    postal_code: '10001',
  };

  it('tokenises card fields and keeps only brand and last four', async () => {
    const rider = await seededRider(server.database.db);
    const res = await call<{ card: PaymentCard; message: string }>(
      server.url,
      'POST',
      `/riders/${rider.id}/payment_methods`,
      { token, body: card },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MESSAGES.cardSaved);
    expect(res.body.card).toMatchObject({ number: '**** **** **** 4242', brand: 'visa', exp_year: 2031 });
    const row = await savedCard(server, res.body.card.id);
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
    const rider = await seededRider(server.database.db);
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

  it("saves a token the browser's test-mode tokeniser issued (squareCard without a publishable key)", async () => {
    const form = await call(server.url, 'GET', '/riders/card-form', { token });
    expect(form.body).toEqual({ browser_tokeniser: 'test_mode', publishable_key: null });
    const rider = await seededRider(server.database.db);
    // What the squareCard dialog does in the browser: only this token leaves it.
    const issued = issueTestCardToken({ number: '378282246310005', exp_month: 7, exp_year: 2031 });
    if (!('card' in issued)) throw new Error(`declined: ${issued.declined}`);
    const res = await call<{ card: PaymentCard; message: string }>(
      server.url,
      'POST',
      `/riders/${rider.id}/payment_cards`,
      { token, body: { token: issued.card.token } },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MESSAGES.cardSaved);
    expect(res.body.card).toMatchObject({ brand: 'amex', number: '**** **** **** 0005', exp_month: 7 });
    const row = await savedCard(server, res.body.card.id);
    expect(row).toMatchObject({
      riderId: rider.id,
      providerToken: issued.card.token,
      brand: 'amex',
      last4: '0005',
      expMonth: 7,
      expYear: 2031,
    });
  });

  it('answers the dialog messages for a missing token, an unknown rider and a declined card', async () => {
    const rider = await seededRider(server.database.db);
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
  let withBrowserForm: TestServer | undefined;
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
    await withBrowserForm?.close();
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
    const row = await savedCard(withProvider, res.body.card.id);
    expect(row).toMatchObject({ providerToken: 'tok_provider_7', brand: 'visa', last4: '1881' });

    failing = true;
    const down = await call(withProvider.url, 'POST', '/riders/1/payment_methods', {
      token: adminToken,
      body: fields,
    });
    expect(down.status).toBe(502);
    expect(down.body.message).toBe(MESSAGES.cardSaveFailed);
  });

  it('offers no browser card form without a publishable key: its test-mode tokens would be refused', async () => {
    const adminToken = await tokenForEmail(withProvider.database.db, ADMIN);
    const form = await call(withProvider.url, 'GET', '/riders/card-form', { token: adminToken });
    expect(form.body).toEqual({ browser_tokeniser: null, publishable_key: null });
    const csp = (await fetch(`${withProvider.url}/api/v1/version`)).headers.get('content-security-policy');
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('stripe.com');
  });

  it('hands Stripe.js its publishable key, lets the page load it, and saves the token it makes', async () => {
    withBrowserForm = await startTestServer({
      database: withProvider.database,
      env: {
        PAYMENTS_API_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}`,
        PAYMENTS_API_KEY: 'sk_test_9',
        PAYMENTS_PUBLISHABLE_KEY: 'pk_test_9',
      },
    });
    const adminToken = await tokenForEmail(withBrowserForm.database.db, ADMIN);
    const form = await call(withBrowserForm.url, 'GET', '/riders/card-form', { token: adminToken });
    expect(form.body).toEqual({ browser_tokeniser: 'stripe', publishable_key: 'pk_test_9' });
    const csp = (await fetch(`${withBrowserForm.url}/api/v1/version`)).headers.get('content-security-policy');
    expect(csp).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com;");
    expect(csp).toContain(
      "frame-src 'self' blob: https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
    );
    expect(csp).toContain("connect-src 'self' https://api.stripe.com;");

    failing = false;
    const res = await call<{ card: PaymentCard }>(withBrowserForm.url, 'POST', '/riders/1/payment_cards', {
      token: adminToken,
      body: { token: 'tok_provider_7' },
    });
    expect(res.status).toBe(200);
    expect(res.body.card).toMatchObject({ brand: 'visa', number: '**** **** **** 1881' });

    // Card fields are refused here, whoever sends them: the number stays off this server.
    const cardsBefore = await withBrowserForm.database.db.$count(paymentCards);
    const fields = await call(withBrowserForm.url, 'POST', '/riders/1/payment_methods', {
      token: adminToken,
      body: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', postal_code: '10001' },
    });
    expect(fields.status).toBe(409);
    expect(fields.body.message).toBe(MESSAGES.cardFieldsRefused);
    expect(await withBrowserForm.database.db.$count(paymentCards)).toBe(cardsBefore);
  });
});
