import { MessageType } from 'socket.io-adapter';
import { describe, expect, it } from 'vitest';
import { deliverLocallyFirst } from './realtime';

/** A cluster adapter that records what it delivers here and what it announces, and answers announcements when told. */
function recordingAdapter() {
  const log: string[] = [];
  const pending: (() => void)[] = [];
  const adapter = {
    broadcast(packet: unknown, opts: { flags?: { local?: boolean } }) {
      log.push(`here ${packet} local=${opts.flags?.local === true}`);
    },
    publishAndReturnOffset(message: { type: MessageType; data: { packet: unknown } }) {
      log.push(`announce ${message.data.packet} type=${message.type}`);
      return new Promise<void>((resolve) => pending.push(resolve));
    },
  };
  const answerNext = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { adapter, log, answerNext };
}

const everyone = (flags: { local?: boolean } = {}) => ({
  rooms: new Set(['staff']),
  except: new Set<string>(),
  flags,
});

describe('deliverLocallyFirst', () => {
  it("delivers to this instance's sockets at once and announces to the others one after another, in order", async () => {
    const { adapter, log, answerNext } = recordingAdapter();
    deliverLocallyFirst(adapter);
    adapter.broadcast('a', everyone());
    adapter.broadcast('b', everyone());
    await new Promise((resolve) => setImmediate(resolve));
    // Both reached this instance's sockets while the first announcement is still unanswered.
    expect(log).toEqual([
      'here a local=true',
      'here b local=true',
      `announce a type=${MessageType.BROADCAST}`,
    ]);
    await answerNext();
    expect(log.at(-1)).toBe(`announce b type=${MessageType.BROADCAST}`);
  });

  it('announces nothing for a broadcast meant for this instance only', async () => {
    const { adapter, log } = recordingAdapter();
    deliverLocallyFirst(adapter);
    adapter.broadcast('c', everyone({ local: true }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['here c local=true']);
  });
});
