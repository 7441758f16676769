import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { createHttpBroker } from './http-broker';
import { createBrokers } from './index';
import { type BrokerSimulator, SIMULATED_CANCEL_REASONS, startBrokerSimulator } from './simulator';

let simulator: BrokerSimulator;
beforeAll(async () => {
  simulator = await startBrokerSimulator();
});
afterAll(() => simulator.close());

const request = (referenceId: string) => ({
  rideId: 1,
  adminId: 1,
  referenceId,
  body: { status: 'user_canceled' },
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
      httpStatus: 422,
      statusCode: 422,
      error: 'Trip FAIL-9 cannot be canceled at sentry: it is locked by the broker',
    });
    expect(await sentry.cancelReasons()).toEqual(SIMULATED_CANCEL_REASONS);
  });

  it('says when the broker cannot be reached', async () => {
    const gone = createHttpBroker('sentry2', { baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    const answer = await gone.call('reject', request('S2-1'));
    expect(answer.ok).toBe(false);
    expect(answer.httpStatus).toBeNull();
    expect(answer.error).toMatch(/^Sentry 2 could not be reached: /);
  });
});

describe('createBrokers', () => {
  const log = { info: () => {}, warn: () => {}, error: () => {} };

  it('refuses a broker nobody configured when others are (no silent simulation of a partner)', async () => {
    const config = loadConfig({ BROKER_SENTRY_URL: simulator.brokerUrl('sentry') });
    const brokers = createBrokers(config, log);
    const arro = await brokers.api('arro');
    const noDb = {} as Parameters<typeof arro.call>[2];
    const answer = await arro.call('take', request('A-1'), noDb);
    expect(answer).toMatchObject({
      ok: false,
      error: 'The arro broker API is not configured (set BROKER_ARRO_URL)',
    });
    await expect(arro.cancelReasons()).rejects.toThrow('not configured');
    await brokers.close();
  });

  it('starts its own simulator when no broker is configured', async () => {
    const brokers = createBrokers(loadConfig({}), log);
    const sentry = await brokers.api('sentry');
    expect(await sentry.cancelReasons()).toEqual(SIMULATED_CANCEL_REASONS);
    await brokers.close();
  });
});
