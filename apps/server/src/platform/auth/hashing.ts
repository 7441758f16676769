import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../errors';

export interface HashingLimits {
  /** Hashes computed at once. */
  concurrency: number;
  /** Hashes allowed to wait for a free slot; past them a request is refused. */
  queue: number;
}

/** argon2 for passwords and codes, bounded per process so a flood of sign-ins cannot pin the CPU. */
export interface Hasher {
  hash(plain: string): Promise<string>;
  verify(hashed: string, plain: string): Promise<boolean>;
}

export const HASHING_BUSY = 'Too many sign-ins are being checked right now. Please try again in a moment.';

/** Runs at most `concurrency` tasks at once, queues `queue` more, and refuses the rest with 503. */
export function createWorkGate({ concurrency, queue }: HashingLimits) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < concurrency) running++;
    else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve));
    else throw new AppError('unavailable', HASHING_BUSY);
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so `running` only drops when nobody waits.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

export function createHasher(limits: HashingLimits): Hasher {
  const gate = createWorkGate(limits);
  return {
    hash: (plain) => gate(() => hash(plain)),
    verify: (hashed, plain) => gate(() => verify(hashed, plain)),
  };
}
