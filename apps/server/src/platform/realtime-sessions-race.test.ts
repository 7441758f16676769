import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DbOrTx } from '../db/client';
import { followSessions, type RealtimeServer } from './realtime-sessions';

/** A socket as the session check sees it: its session, once authenticated, and whether it was ended. */
const fakeSocket = (sessionId?: number) => ({ data: { sessionId }, disconnect: vi.fn() });

/** An instance holding these sockets. */
const fakeIo = (sockets: ReturnType<typeof fakeSocket>[]) =>
  ({
    of: () => ({ sockets: new Map(sockets.map((socket, i) => [String(i), socket])) }),
  }) as unknown as RealtimeServer;

/** A database whose live-sessions query answers only when told, with these session ids. */
function slowDb() {
  let answer: (rows: { id: number }[]) => void = () => {};
  const rows = new Promise<{ id: number }[]>((resolve) => {
    answer = resolve;
  });
  const chain = { from: () => chain, innerJoin: () => chain, where: () => rows };
  return {
    db: { select: () => chain } as unknown as DbOrTx,
    answer: (ids: number[]) => answer(ids.map((id) => ({ id }))),
  };
}

afterEach(() => vi.useRealTimers());

describe('the session check', () => {
  it('leaves a socket that authenticated while the check was asking the database', async () => {
    vi.useFakeTimers();
    const live = fakeSocket(1);
    const arriving = fakeSocket(); // connected, not yet authenticated when the check starts
    const { db, answer } = slowDb();
    const stop = followSessions(fakeIo([live, arriving]), db, 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    arriving.data.sessionId = 2; // its authenticate lands meanwhile, with a valid session
    answer([1]);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    expect(live.disconnect).not.toHaveBeenCalled();
    expect(arriving.disconnect).not.toHaveBeenCalled();
  });

  it('still ends a socket whose session was found ended', async () => {
    vi.useFakeTimers();
    const ended = fakeSocket(3);
    const { db, answer } = slowDb();
    const stop = followSessions(fakeIo([ended]), db, 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    answer([]);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    expect(ended.disconnect).toHaveBeenCalledWith(true);
  });
});
