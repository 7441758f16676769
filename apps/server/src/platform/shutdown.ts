/** What the shutdown needs of the process; a test passes a fake. */
export interface ProcessHooks {
  on(
    event: 'SIGINT' | 'SIGTERM' | 'unhandledRejection' | 'uncaughtException',
    listener: (arg: unknown) => void,
  ): unknown;
  exit(code: number): void;
}

export interface ShutdownOptions {
  /** Closes the server: stop accepting, finish requests in flight, stop jobs, close the database. */
  close(): Promise<void>;
  /** How long the close may take before the process exits anyway. */
  timeoutMs: number;
  log: { info(message: string): void; error(message: string): void };
  process?: ProcessHooks;
}

const describe = (error: unknown) =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);

/**
 * Stops the server once, whatever asked first. A signal closes it and exits 0. An unhandled rejection or
 * exception is logged, then the server is closed the same way and the process exits 1, so a supervisor
 * restarts it rather than leaving it half-alive. A close that hangs past the deadline exits 1 anyway.
 */
export function installShutdown(
  options: ShutdownOptions,
): (reason: string, exitCode: number) => Promise<void> {
  const proc = options.process ?? process;
  let stopping: Promise<void> | undefined;

  async function stop(reason: string, exitCode: number) {
    options.log.info(`${reason}: shutting down…`);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), options.timeoutMs);
    });
    const closed = options.close().then(
      () => 'closed' as const,
      (e: unknown) => {
        options.log.error(`shutdown: closing failed: ${describe(e)}`);
        return 'failed' as const;
      },
    );
    const result = await Promise.race([closed, deadline]);
    clearTimeout(timer);
    if (result === 'late')
      options.log.error(`shutdown: not closed after ${options.timeoutMs} ms, exiting anyway`);
    proc.exit(result === 'closed' ? exitCode : 1);
  }

  const shutdown = (reason: string, exitCode: number) => {
    stopping ??= stop(reason, exitCode);
    return stopping;
  };
  proc.on('SIGINT', () => void shutdown('SIGINT', 0));
  proc.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  proc.on('unhandledRejection', (reason) => {
    options.log.error(`unhandled rejection: ${describe(reason)}`);
    void shutdown('unhandled rejection', 1);
  });
  proc.on('uncaughtException', (error) => {
    options.log.error(`uncaught exception: ${describe(error)}`);
    void shutdown('uncaught exception', 1);
  });
  return shutdown;
}
