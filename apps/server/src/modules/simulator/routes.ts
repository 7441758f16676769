import type { Config } from '../../config';
import type { ServerModule } from '../../platform/module';
import { createSimulator, SIMULATOR_TICK_MS } from './simulator';

/** On by default in demo mode (SIMULATOR=false stops it), and only in a process that runs jobs. */
export const isSimulatorOn = (config: Pick<Config, 'locations' | 'jobs'>) =>
  config.locations.simulator &&
  (config.jobs === true || (Array.isArray(config.jobs) && config.jobs.includes('simulator')));

/** The server's own address, as a phone on the same machine would reach it. */
const loopbackUrl = (config: Pick<Config, 'host' | 'port'>) =>
  `http://${config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host}:${config.port}`;

/** The demo simulator (decision 139): a living city for a newcomer, through the real feed and actions. */
export const simulatorModule: ServerModule = {
  name: 'simulator',
  worksAs: 'simulator',
  routes() {},
  start(deps) {
    if (!isSimulatorOn(deps.config)) return undefined;
    const simulator = createSimulator(deps, loopbackUrl(deps.config));
    let running: Promise<void> | null = null;
    const timer = setInterval(() => {
      // A slow tick (a slow router) is never overlapped by the next one.
      if (running) return;
      running = simulator
        .tick()
        .catch((e: Error) => deps.log.warn(`simulator: ${e.message}`))
        .finally(() => {
          running = null;
        });
    }, SIMULATOR_TICK_MS);
    timer.unref();
    deps.log.info('simulator: driving the demo drivers (SIMULATOR=false stops it)');
    return async () => {
      clearInterval(timer);
      await running;
    };
  },
};
