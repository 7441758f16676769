/** Milliseconds on some monotonic clock; only differences are used. */
export type Clock = () => number;

const wallClock: Clock = () => performance.now();

/**
 * Tracks how much of the search budget is spent, by iterations when given, else by time on `clock`
 * (wall clock by default; a benchmark on a shared machine may pass this process's CPU time instead).
 */
export class Budget {
  iterations = 0;
  private readonly startedAt: number;

  constructor(
    private readonly timeLimitMs: number,
    private readonly maxIterations: number | undefined,
    private readonly clock: Clock = wallClock,
  ) {
    this.startedAt = clock();
  }

  elapsedMs(): number {
    return this.clock() - this.startedAt;
  }

  /** Share of the budget used, in [0, 1]. Iteration-driven when an iteration budget is set. */
  fraction(): number {
    if (this.maxIterations !== undefined) return Math.min(1, this.iterations / this.maxIterations);
    return Math.min(1, this.elapsedMs() / this.timeLimitMs);
  }

  /** One clock reading: on a CPU-time clock the reading itself is a system call. */
  isExhausted(): boolean {
    if (this.maxIterations !== undefined && this.iterations >= this.maxIterations) return true;
    return this.elapsedMs() >= this.timeLimitMs;
  }
}
