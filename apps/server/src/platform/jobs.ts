import PgBoss from 'pg-boss';
import { StartProblem } from '../start-problem';

export interface JobDefinition<T extends object> {
  name: string;
  /** Runs one job; throwing makes pg-boss retry it later. */
  handle(data: T): Promise<void>;
  /** Retries after the first try (default 3); 0 for a cron job whose next run is the retry. */
  retryLimit?: number;
  /** Seconds before the first retry (default 30); each later retry waits about twice as long. */
  retryDelaySeconds?: number;
  /** Runs on this cron schedule (in UTC) as well as when sent. */
  cron?: string;
  /**
   * Jobs a worker takes per poll (default 1). A worker waits a second between polls, so a queue of many
   * short jobs (webhook deliveries) takes them in batches; each job of a batch still fails and retries alone.
   */
  batchSize?: number;
  /**
   * Called once a job is given up: its last try failed, or its process died mid-run on every try (the job
   * then expires). Records that on the job's own rows, so nothing waits on it forever. The copy in the
   * dead-letter queue is then marked completed, its data kept.
   */
  onGiveUp?(data: T): Promise<void>;
}

export interface Jobs {
  send<T extends object>(
    name: string,
    data: T,
    options?: { startAfterSeconds?: number },
  ): Promise<string | null>;
  /** Jobs waiting to run (created or waiting for a retry) per queue; also proves pg-boss answers. */
  queueDepths(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/** The queue where a job lands once its last try failed, for an operator to read (and resend). */
export const deadLetterQueue = (name: string) => `${name}-dead`;

/**
 * A `JOBS` list naming no job of this build (a typo, a job renamed) is refused at start: silently, that
 * job would have no worker anywhere and its queue would only grow.
 */
export function refuseUnknownJobs(work: boolean | readonly string[], known: readonly string[]): void {
  if (typeof work === 'boolean') return;
  const unknown = work.filter((name) => !known.includes(name));
  if (unknown.length > 0)
    throw new StartProblem(
      `Invalid configuration: JOBS: no job is called ${unknown.join(', ')} (the jobs: ${[...new Set(known)].sort().join(', ')})`,
    );
}

/** A cron job run every minute without retries: the next minute's run replaces a failed one. */
export const everyMinute = (name: string, handle: () => Promise<unknown>): JobDefinition<object> => ({
  name,
  cron: '* * * * *',
  retryLimit: 0,
  handle: async () => {
    await handle();
  },
});

const DEFAULT_RETRY_LIMIT = 3;
const DEFAULT_RETRY_DELAY_SECONDS = 30;

function queueOptions(definition: JobDefinition<object>) {
  return {
    name: definition.name,
    retryLimit: definition.retryLimit ?? DEFAULT_RETRY_LIMIT,
    retryDelay: definition.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    deadLetter: deadLetterQueue(definition.name),
  };
}

/**
 * pg-boss inside the server process, on the application database (schema `pgboss`). Jobs are rows,
 * so a job queued before a restart is run after it. More workers = more server processes. A failed
 * job is retried with exponential backoff; after its last try it moves to `<name>-dead`, which no
 * worker reads: it stays there, with its data and last error, until someone looks.
 */
export async function startJobs(
  connectionString: string,
  definitions: readonly JobDefinition<object>[],
  options: {
    /** Work on every queue, none, or the named ones (the others' jobs wait for a process that does). */
    work: boolean | readonly string[];
    onError: (error: Error) => void;
    onJobFailed?: (message: string) => void;
  },
): Promise<Jobs> {
  const boss = new PgBoss({ connectionString, max: 4 });
  boss.on('error', options.onError);
  await boss.start();
  for (const definition of definitions) {
    const { name } = definition;
    await boss.createQueue(deadLetterQueue(name));
    const queue = queueOptions(definition);
    await boss.createQueue(name, queue);
    // createQueue keeps an existing queue as it was: bring one made by an older version up to date.
    await boss.updateQueue(name, queue);
    if (definition.cron) await boss.schedule(name, definition.cron);
    if (options.work === true || (Array.isArray(options.work) && options.work.includes(name))) {
      const work = { pollingIntervalSeconds: 1, batchSize: definition.batchSize ?? 1 };
      await boss.work<object>(name, work, async (jobs) => {
        for (const job of jobs) {
          try {
            await definition.handle(job.data);
          } catch (e) {
            const reason = e instanceof Error ? e.message : String(e);
            options.onJobFailed?.(`job ${name} ${job.id} failed: ${reason}`);
            if (jobs.length === 1) throw e;
            // In a batch the failure is this job's alone: it is retried, the others go on and complete.
            await boss.fail(name, job.id, { message: reason });
          }
        }
      });
      const { onGiveUp } = definition;
      if (onGiveUp)
        await boss.work<object>(deadLetterQueue(name), { pollingIntervalSeconds: 1 }, async (jobs) => {
          for (const job of jobs) await onGiveUp(job.data);
        });
    }
  }
  return {
    send: (name, data, sendOptions) =>
      boss.send(
        name,
        data,
        sendOptions?.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {},
      ),
    async queueDepths() {
      const queues = await boss.getQueues();
      const sizes = await Promise.all(queues.map((q) => boss.getQueueSize(q.name)));
      return Object.fromEntries(queues.map((q, i) => [q.name, sizes[i] ?? 0]));
    },
    close: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
}
