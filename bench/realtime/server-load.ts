import { monitorEventLoopDelay } from 'node:perf_hooks';
import { postgresCpuMs } from '../rides/cpu';

export interface ServerLoad {
  seconds: number;
  /** CPU of the API process and of PostgreSQL (all its backends), in % of one core over the load. */
  apiCpuPercent: number;
  postgresCpuPercent: number;
  rssPeakMb: number;
  heapPeakMb: number;
  /** How late the API's event loop ran its timers (p99, max), in ms. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

/** Watches this process (the API server) and the bench PostgreSQL while the load runs. */
export function watchServer(pgDataDir: string): { stop(): ServerLoad } {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const pgBefore = postgresCpuMs(pgDataDir);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const memory = process.memoryUsage();
    rss = Math.max(rss, memory.rss);
    heap = Math.max(heap, memory.heapUsed);
  };
  const timer = setInterval(sample, 500);
  return {
    stop() {
      clearInterval(timer);
      sample();
      loop.disable();
      const ms = performance.now() - started;
      const used = process.cpuUsage(cpu);
      return {
        seconds: ms / 1000,
        apiCpuPercent: ((used.user + used.system) / 1000 / ms) * 100,
        postgresCpuPercent: ((postgresCpuMs(pgDataDir) - pgBefore) / ms) * 100,
        rssPeakMb: rss / 2 ** 20,
        heapPeakMb: heap / 2 ** 20,
        loopDelayP99Ms: loop.percentile(99) / 1e6,
        loopDelayMaxMs: loop.max / 1e6,
      };
    },
  };
}
