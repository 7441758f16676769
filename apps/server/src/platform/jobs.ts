import PgBoss from 'pg-boss';

export interface JobDefinition<T extends object> {
  name: string;
  /** Runs one job; throwing makes pg-boss retry it later. */
  handle(data: T): Promise<void>;
  retryLimit?: number;
  /** Runs on this cron schedule (in UTC) as well as when sent. */
  cron?: string;
}

export interface Jobs {
  send<T extends object>(
    name: string,
    data: T,
    options?: { startAfterSeconds?: number },
  ): Promise<string | null>;
  close(): Promise<void>;
}

/**
 * pg-boss inside the server process, on the application database (schema `pgboss`). Jobs are rows,
 * so a job queued before a restart is run after it. More workers = more server processes.
 */
export async function startJobs(
  connectionString: string,
  definitions: readonly JobDefinition<object>[],
  options: { work: boolean; onError: (error: Error) => void },
): Promise<Jobs> {
  const boss = new PgBoss({ connectionString, max: 4 });
  boss.on('error', options.onError);
  await boss.start();
  for (const definition of definitions) {
    await boss.createQueue(definition.name, {
      name: definition.name,
      retryLimit: definition.retryLimit ?? 3,
    });
    if (definition.cron) await boss.schedule(definition.name, definition.cron);
    if (options.work) {
      await boss.work<object>(definition.name, { pollingIntervalSeconds: 1 }, async (jobs) => {
        for (const job of jobs) await definition.handle(job.data);
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
    close: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
}
