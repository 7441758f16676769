import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../../db/client';
import type { Realtime } from '../../../platform/realtime';
import { createRunRecords, type RunRow } from './records';

const RUN: RunRow = {
  id: 7,
  state: 'NY',
  serviceDate: '2031-08-05',
  routeId: null,
  kind: 'compare',
  status: 'running',
  progress: 40,
  travelSource: null,
  routingService: null,
  fleetIds: [],
  companyIds: [],
  rides: 0,
  served: 0,
  routesCreated: 0,
  unserved: [],
  excluded: [],
  error: null,
  createdBy: null,
  createdAt: new Date('2031-08-04T12:00:00Z'),
  finishedAt: null,
};

/**
 * A database whose UPDATE … RETURNING answers after the given delays, one per call in order, or fails
 * where the delay is 'fails': two connections answering out of order, as a busy database may.
 */
function databaseAnsweringAfter(delays: (number | 'fails')[]) {
  let calls = 0;
  const update = () => ({
    set: (patch: Partial<RunRow>) => ({
      where: () => ({
        returning: async () => {
          const delay = delays[calls++] ?? 0;
          if (delay === 'fails') throw new Error('connection lost');
          await sleep(delay);
          const status = patch.status ?? RUN.status;
          return [{ ...RUN, status, progress: status === 'finished' ? 100 : 60 }];
        },
      }),
    }),
  });
  return { update } as unknown as DbOrTx;
}

function emittedStatuses() {
  const statuses: string[] = [];
  const realtime = {
    emit: (_type: string, payload: { run: { status: string } }) => statuses.push(payload.run.status),
  } as unknown as Realtime;
  return { statuses, realtime };
}

describe('a run’s records', () => {
  it('send a progress saved without waiting before the finish that follows it, however the answers come', async () => {
    const { statuses, realtime } = emittedStatuses();
    const records = createRunRecords(databaseAnsweringAfter([50, 0]), realtime);
    const progress = records.progress(RUN.id, 60);
    await records.finish(RUN.id, {});
    await progress;
    // The screens take the last event as the run's state: a late "running" would show it in flight again.
    expect(statuses).toEqual(['running', 'finished']);
  });

  it('go on after a write that failed', async () => {
    const { statuses, realtime } = emittedStatuses();
    const records = createRunRecords(databaseAnsweringAfter(['fails', 0]), realtime);
    await expect(records.progress(RUN.id, 60)).rejects.toThrow('connection lost');
    await records.finish(RUN.id, {});
    expect(statuses).toEqual(['finished']);
  });
});
