import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { createHttpBroker } from './http-broker';
import { createBrokers } from './index';
import { type BrokerSimulator, SIMULATED_CANCEL_REASONS, startBrokerSimulator } from './simulator';

let simulator: BrokerSimulator;
beforeAll(async () => {
  simulator = await startBrokerSimulator({ slowMs: 800 });
});
afterAll(() => simulator.close());

const request = (referenceId: string, idempotencyKey: string = randomUUID()) => ({
  referenceId,
  body: { status: 'user_canceled' },
  idempotencyKey,
});

describe('the HTTP broker client against the simulator', () => {
  it('sends the trip and its body, and reads a status_code 200 as a yes', async () => {
    const arro = createHttpBroker('arro', { baseUrl: simulator.brokerUrl('arro'), timeoutMs: 2000 });
    const answer = await arro.call('take', request('A 1/2'));
    expect(answer).toMatchObject({ ok: true, httpStatus: 200, statusCode: 200, error: '' });
    expect(simulator.received().at(-1)).toMatchObject({
      method: 'POST',
      path: '/arro/rides/A%201%2F2/take',
      body: { status: 'user_canceled' },
    });
  });

  it("reads a refusal in the broker's words", async () => {
    const sentry = createHttpBroker('sentry', { baseUrl: simulator.brokerUrl('sentry'), timeoutMs: 2000 });
    const answer = await sentry.call('cancel', request('FAIL-9'));
    expect(answer).toMatchObject({
      ok: false,
      settled: true,
      httpStatus: 422,
      statusCode: 422,
      error: 'Trip FAIL-9 cannot be canceled at sentry: it is locked by the broker',
    });
    expect(await sentry.cancelReasons()).toEqual(SIMULATED_CANCEL_REASONS);
  });

  it('says when the broker cannot be reached', async () => {
    const gone = createHttpBroker('sentry2', { baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    const answer = await gone.call('reject', request('S2-1'));
    expect(answer).toMatchObject({ ok: false, settled: false, timedOut: false, httpStatus: null });
    expect(answer.error).toMatch(/^Sentry 2 could not be reached: /);
  });

  it('sends the idempotency key: a repeat gets the first answer and has no second effect', async () => {
    const sentry = createHttpBroker('sentry', { baseUrl: simulator.brokerUrl('sentry'), timeoutMs: 2000 });
    const first = await sentry.call('cancel', request('S-77', 'key-77'));
    const again = await sentry.call('cancel', request('S-77', 'key-77'));
    expect(again).toEqual(first);
    expect(simulator.received().slice(-2)).toMatchObject([
      { path: '/sentry/rides/S-77/cancel', idempotencyKey: 'key-77', replayed: false },
      { path: '/sentry/rides/S-77/cancel', idempotencyKey: 'key-77', replayed: true },
    ]);
  });

  it('reads no answer in time as unsettled: the broker may still act', async () => {
    const sentry = createHttpBroker('sentry', { baseUrl: simulator.brokerUrl('sentry'), timeoutMs: 200 });
    const answer = await sentry.call('cancel', request('S-SLOW-1', 'key-slow'));
    expect(answer).toMatchObject({ ok: false, settled: false, timedOut: true, httpStatus: null });
    expect(answer.error).toBe('Sentry could not be reached: no answer within 200 ms');
    // Asked again with the same key once the broker is done: its first answer, a yes.
    const patient = createHttpBroker('sentry', { baseUrl: simulator.brokerUrl('sentry'), timeoutMs: 2000 });
    expect(await patient.call('cancel', request('S-SLOW-1', 'key-slow'))).toMatchObject({
      ok: true,
      settled: true,
    });
  });
});

/** A broker that sends its headers and the start of a body, then stops: hangs up, or goes silent. */
async function brokerCutOff(after: 'hang up' | 'go silent'): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"status_code":2');
    if (after === 'hang up') setTimeout(() => res.socket?.destroy(), 20);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('a broker whose answer breaks off after its headers', () => {
  it.each([
    ['hang up', false],
    ['go silent', true],
  ] as const)('reads a body cut off (%s) as no answer, not as an error', async (after, timedOut) => {
    const { url, server } = await brokerCutOff(after);
    try {
      const sentry = createHttpBroker('sentry', { baseUrl: url, timeoutMs: 300 });
      // The broker may have acted: only a resend with the key can tell, so the call must stay open.
      const answer = await sentry.call('cancel', request('S-CUT-1'));
      expect(answer).toMatchObject({ ok: false, settled: false, timedOut, httpStatus: null });
      expect(answer.error).toMatch(/^Sentry could not be reached: /);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('createBrokers', () => {
  const log = { info: () => {}, warn: () => {}, error: () => {} };

  it('refuses a broker nobody configured when others are (no silent simulation of a partner)', async () => {
    const config = loadConfig({ BROKER_SENTRY_URL: simulator.brokerUrl('sentry') });
    const brokers = createBrokers(config, log);
    await expect(brokers.api('arro')).rejects.toMatchObject({
      status: 503,
      message: 'The Arro API is not configured.',
    });
    expect(await (await brokers.api('sentry')).cancelReasons()).toEqual(SIMULATED_CANCEL_REASONS);
    await brokers.close();
  });

  it('refuses every broker outside demo mode when none is configured', async () => {
    const production = loadConfig({ DATABASE_URL: 'postgres://db.example.com/fleetdesk' });
    const lines: string[] = [];
    const brokers = createBrokers(production, { ...log, warn: (line) => lines.push(line) });
    await expect(brokers.api('sentry')).rejects.toMatchObject({
      status: 503,
      message: 'The Sentry API is not configured.',
    });
    expect(lines).toEqual([expect.stringContaining('sentry not configured (its actions answer 503)')]);
    await brokers.close();
  });

  it('starts its own simulator when no broker is configured', async () => {
    const brokers = createBrokers(loadConfig({}), log);
    const sentry = await brokers.api('sentry');
    expect(await sentry.cancelReasons()).toEqual(SIMULATED_CANCEL_REASONS);
    await brokers.close();
  });
});
