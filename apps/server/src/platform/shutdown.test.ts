import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installShutdown } from './shutdown';

/** A process stand-in: the test emits its signals and reads the exit code. */
function fakeProcess() {
  const emitter = new EventEmitter();
  const exits: number[] = [];
  return {
    emitter,
    exits,
    hooks: { on: emitter.on.bind(emitter), exit: (code: number) => void exits.push(code) },
  };
}

function install(close: () => Promise<void>) {
  const proc = fakeProcess();
  const lines: string[] = [];
  const log = {
    info: (m: string) => lines.push(`info ${m}`),
    error: (m: string) => lines.push(`error ${m}`),
  };
  installShutdown({ close, timeoutMs: 10_000, log, process: proc.hooks });
  return { ...proc, lines };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('shutdown', () => {
  it('closes on SIGTERM and exits 0, once however many signals arrive', async () => {
    const close = vi.fn(async () => {});
    const proc = install(close);
    proc.emitter.emit('SIGTERM');
    proc.emitter.emit('SIGINT');
    await vi.runAllTimersAsync();
    expect(close).toHaveBeenCalledTimes(1);
    expect(proc.exits).toEqual([0]);
    expect(proc.lines).toEqual(['info SIGTERM: shutting down…']);
  });

  it('exits 1 at the deadline when closing hangs', async () => {
    const proc = install(() => new Promise<void>(() => {}));
    proc.emitter.emit('SIGTERM');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(proc.exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(proc.exits).toEqual([1]);
    expect(proc.lines.at(-1)).toBe('error shutdown: not closed after 10000 ms, exiting anyway');
  });

  it('logs an unhandled rejection, closes the server and exits 1 so a supervisor restarts it', async () => {
    const close = vi.fn(async () => {});
    const proc = install(close);
    proc.emitter.emit('unhandledRejection', new Error('socket hang up'));
    await vi.runAllTimersAsync();
    expect(proc.lines[0]).toMatch(/^error unhandled rejection: Error: socket hang up/);
    expect(proc.lines[1]).toBe('info unhandled rejection: shutting down…');
    expect(close).toHaveBeenCalledTimes(1);
    expect(proc.exits).toEqual([1]);
  });

  it('exits 1 when closing fails, and says why', async () => {
    const proc = install(async () => {
      throw new Error('pool already ended');
    });
    proc.emitter.emit('uncaughtException', new TypeError('x is undefined'));
    await vi.runAllTimersAsync();
    expect(proc.exits).toEqual([1]);
    expect(
      proc.lines.some((l) => l.startsWith('error shutdown: closing failed: Error: pool already ended')),
    ).toBe(true);
  });
});
