/** Tracks how much of the search budget is spent, by iterations when given, else by wall clock. */
export class Budget {
  iterations = 0;
  private readonly startedAt: number;

  constructor(
    private readonly timeLimitMs: number,
    private readonly maxIterations: number | undefined,
  ) {
    this.startedAt = performance.now();
  }

  elapsedMs(): number {
    return performance.now() - this.startedAt;
  }

  /** Share of the budget used, in [0, 1]. Iteration-driven when an iteration budget is set. */
  fraction(): number {
    if (this.maxIterations !== undefined) return Math.min(1, this.iterations / this.maxIterations);
    return Math.min(1, this.elapsedMs() / this.timeLimitMs);
  }

  isExhausted(): boolean {
    return this.fraction() >= 1 || this.elapsedMs() >= this.timeLimitMs;
  }
}
