import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpBroker } from './http-broker';
import { type BrokerSimulator, startBrokerSimulator } from './simulator';
import { TRIP_STATUS_BATCH } from './trip-status';

let simulator: BrokerSimulator;
beforeAll(async () => {
  simulator = await startBrokerSimulator();
});
afterAll(() => simulator.close());

const client = (key: 'sentry' | 'arro', baseUrl = simulator.brokerUrl(key)) =>
  createHttpBroker(key, { baseUrl, timeoutMs: 2_000 });
const AT = '2090-01-10T12:00:00.000Z';

describe('trip-status lookup against the simulator', () => {
  it('answers the trips the broker knows, in batches, and leaves unknown ones out', async () => {
    const ids = Array.from({ length: TRIP_STATUS_BATCH + 5 }, (_, i) => `B${i}`);
    simulator.trips.seed(
      'sentry',
      ids.map((referenceId, i) => ({
        referenceId,
        status: i % 2 ? 'completed' : 'scheduled',
        updatedAt: AT,
      })),
    );
    const before = simulator.received().length;
    const lookup = await client('sentry').tripStates([...ids, 'NOT-KNOWN', 'B0']);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.states).toHaveLength(ids.length);
    expect(lookup.states.find((s) => s.referenceId === 'B1')).toEqual({
      referenceId: 'B1',
      status: 'completed',
      updatedAt: AT,
    });
    const calls = simulator.received().slice(before);
    expect(calls.map((c) => c.path)).toEqual(['/sentry/trips/status', '/sentry/trips/status']);
    // Another broker's trips are its own.
    expect((await client('arro').tripStates(['B1'])).states).toEqual([]);
  });

  it('a ride action the broker accepted changes its trip; a replayed key changes nothing again', async () => {
    simulator.trips.seed('arro', [{ referenceId: 'R1', status: 'offered', updatedAt: AT }]);
    const arro = client('arro');
    const take = await arro.call('take', { referenceId: 'R1', body: {}, idempotencyKey: 'k-take' });
    expect(take.ok).toBe(true);
    expect((await arro.tripStates(['R1'])).states[0]?.status).toBe('scheduled');
    await arro.call('reject', { referenceId: 'R1', body: {}, idempotencyKey: 'k-reject' });
    expect((await arro.tripStates(['R1'])).states[0]?.status).toBe('offered');
    await arro.call('take', { referenceId: 'R1', body: {}, idempotencyKey: 'k-take' });
    expect((await arro.tripStates(['R1'])).states[0]?.status).toBe('offered');
    const refused = await arro.call('cancel', { referenceId: 'R1-FAIL', body: {}, idempotencyKey: 'k-fail' });
    expect(refused.ok).toBe(false);
    expect(simulator.trips.lookup('arro', ['R1-FAIL'])).toEqual([]);
  });

  it("throws the broker's words when it refuses, and refuses an answer in another shape", async () => {
    await expect(client('sentry').tripStates(['X-FAIL'])).rejects.toThrow(
      'Trip X-FAIL cannot be looked up now',
    );
    // The simulator's seed endpoint answers JSON that is not a lookup answer.
    const wrong = createHttpBroker('sentry', { baseUrl: `${simulator.url}/nowhere`, timeoutMs: 2_000 });
    await expect(wrong.tripStates(['B1'])).rejects.toThrow(/Unknown broker call/);
  });

  it('tests outside the process seed and read the trips over HTTP', async () => {
    const put = await fetch(`${simulator.url}/__trips/arro`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ trips: [{ trip_id: 'H1', status: 'no_show', updated_at: AT }] }),
    });
    expect(await put.json()).toEqual({ seeded: 1 });
    expect((await client('arro').tripStates(['H1'])).states[0]?.status).toBe('no_show');
    const bad = await fetch(`${simulator.url}/__trips/arro`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ trips: [{ trip_id: 'H2', status: 'lost' }] }),
    });
    expect(bad.status).toBe(422);
  });
});
