import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpTokeniser, PaymentsUnavailableError } from './http';
import { createTestModeTokeniser } from './test-mode';
import { CardDeclinedError } from './tokeniser';

const VISA = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', postal_code: '10001' };

describe('test-mode tokeniser', () => {
  const tokeniser = createTestModeTokeniser();

  it('issues a token holding brand, last four and expiry, never the number', async () => {
    const card = await tokeniser.tokenise(VISA);
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 });
    expect(card.token).not.toContain('424242424242');
    expect(await tokeniser.describe(card.token)).toEqual(card);
  });

  it('declines a mistyped number, an expired card and a token it did not issue', async () => {
    await expect(tokeniser.tokenise({ ...VISA, number: '4242424242424241' })).rejects.toThrow(
      CardDeclinedError,
    );
    await expect(tokeniser.tokenise({ ...VISA, exp_year: 2020 })).rejects.toThrow('Expiry Date is invalid');
    await expect(tokeniser.describe('tok_forged')).rejects.toThrow(CardDeclinedError);
  });
});

describe('HTTP tokeniser against a fake provider', () => {
  let server: Server | undefined;
  const received: { method: string; url: string; auth: string | undefined; body: string }[] = [];

  async function fakeProvider(answer: (req: IncomingMessage, res: ServerResponse) => void) {
    received.length = 0;
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push({
          method: req.method ?? '',
          url: req.url ?? '',
          auth: req.headers.authorization,
          body,
        });
        answer(req, res);
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });

  const reply = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const tokenObject = {
    id: 'tok_live_1',
    card: { brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2030 },
  };

  it('posts the card form with the secret key and keeps what the token object says', async () => {
    const url = await fakeProvider((_req, res) => reply(res, 200, tokenObject));
    const card = await createHttpTokeniser({ url, key: 'sk_test_1' }).tokenise(VISA);
    expect(card).toEqual({
      token: 'tok_live_1',
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2030,
    });
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/tokens', auth: 'Bearer sk_test_1' });
    const form = new URLSearchParams(request?.body);
    expect(form.get('card[number]')).toBe(VISA.number);
    expect(form.get('card[cvc]')).toBe('123');
    expect(form.get('card[address_zip]')).toBe('10001');
  });

  it('reads a token back with GET /v1/tokens/{id}', async () => {
    const url = await fakeProvider((_req, res) => reply(res, 200, tokenObject));
    const card = await createHttpTokeniser({ url }).describe('tok_live_1');
    expect(card.last4).toBe('4242');
    expect(received[0]).toMatchObject({ method: 'GET', url: '/v1/tokens/tok_live_1', auth: undefined });
  });

  it("passes a decline on with the provider's words", async () => {
    const url = await fakeProvider((_req, res) =>
      reply(res, 402, { error: { message: 'Your card was declined.' } }),
    );
    const failure = createHttpTokeniser({ url }).tokenise(VISA);
    await expect(failure).rejects.toThrow(CardDeclinedError);
    await expect(failure).rejects.toThrow('Your card was declined.');
  });

  it('tells a provider failure from a decline: errors, nonsense and silence', async () => {
    const broken = await fakeProvider((_req, res) => reply(res, 500, { error: { message: 'boom' } }));
    await expect(createHttpTokeniser({ url: broken }).tokenise(VISA)).rejects.toThrow(
      PaymentsUnavailableError,
    );
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    const odd = await fakeProvider((_req, res) =>
      reply(res, 200, { id: 'tok', card: { number: VISA.number } }),
    );
    await expect(createHttpTokeniser({ url: odd }).tokenise(VISA)).rejects.toThrow(PaymentsUnavailableError);
    await expect(createHttpTokeniser({ url: 'http://127.0.0.1:1' }).tokenise(VISA)).rejects.toThrow(
      PaymentsUnavailableError,
    );
  });
});
