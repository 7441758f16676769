import { describe, expect, it } from 'vitest';
import { createWorkGate, HASHING_BUSY } from './hashing';

/** A task the test finishes by hand, so the gate's state is known at every step. */
function heldTask() {
  let finish = () => {};
  let started = false;
  const task = () =>
    new Promise<string>((resolve) => {
      started = true;
      finish = () => resolve('done');
    });
  return { task, finish: () => finish(), started: () => started };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the work gate', () => {
  it('runs up to the limit at once, queues the next, refuses the rest with 503', async () => {
    const run = createWorkGate({ concurrency: 1, queue: 1 });
    const first = heldTask();
    const second = heldTask();
    const firstDone = run(first.task);
    const secondDone = run(second.task);
    await tick();
    expect(first.started()).toBe(true);
    expect(second.started()).toBe(false);
    await expect(run(async () => 'third')).rejects.toMatchObject({ status: 503, message: HASHING_BUSY });

    first.finish();
    expect(await firstDone).toBe('done');
    await tick();
    expect(second.started()).toBe(true);
    second.finish();
    expect(await secondDone).toBe('done');
    // Once idle, the gate takes work again.
    expect(await run(async () => 'again')).toBe('again');
  });

  it('frees the slot when a task fails', async () => {
    const run = createWorkGate({ concurrency: 1, queue: 0 });
    await expect(run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await run(async () => 'next')).toBe('next');
  });
});
