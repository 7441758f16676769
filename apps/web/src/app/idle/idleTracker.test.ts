import { IDLE_TIMEOUT_SECONDS } from '@fleetdesk/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIdleTracker } from './idleTracker';

const TIMEOUT_MS = IDLE_TIMEOUT_SECONDS * 1000;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function track() {
  const target = new EventTarget();
  const onIdle = vi.fn();
  const onActive = vi.fn();
  const stop = startIdleTracker({ timeoutMs: TIMEOUT_MS, onIdle, onActive, target });
  return { target, onIdle, onActive, stop };
}

describe('startIdleTracker', () => {
  it('goes idle once after 180 s without activity', () => {
    const { onIdle } = track();
    vi.advanceTimersByTime(TIMEOUT_MS - 1000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    vi.advanceTimersByTime(TIMEOUT_MS);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('restarts the wait on activity', () => {
    const { target, onIdle } = track();
    vi.advanceTimersByTime(TIMEOUT_MS - 5000);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(TIMEOUT_MS - 5000);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('becomes active again at the first activity after going idle', () => {
    const { target, onActive } = track();
    vi.advanceTimersByTime(TIMEOUT_MS + 1000);
    target.dispatchEvent(new Event('pointermove'));
    target.dispatchEvent(new Event('pointermove'));
    expect(onActive).toHaveBeenCalledOnce();
  });

  it('stops listening when stopped', () => {
    const { onIdle, stop } = track();
    stop();
    vi.advanceTimersByTime(TIMEOUT_MS * 2);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
