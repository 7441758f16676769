import { lateRisk } from '@fleetdesk/contract';
import type { Config } from '../../config';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { createLateRiskService } from './service';

/** How often the predictions are recomputed: the board's own refresh (spec 1 §9: every 10 s). */
export const LATE_RISK_SWEEP_MS = 10_000;

/** The sweep runs in a process that runs jobs (all of them, or `late-risk` among them). */
const isSweeping = (config: Pick<Config, 'jobs'>) =>
  config.jobs === true || (Array.isArray(config.jobs) && config.jobs.includes('late-risk'));

/** Late-pickup prediction (issue 15 point 7, decisions 149–152). */
export const lateRiskModule: ServerModule = {
  name: 'late-risk',
  worksAs: 'late-risk',
  routes(deps, { route }) {
    const service = createLateRiskService(deps);
    route(lateRisk.listLateRisks, ({ caller }) => service.list(signedIn(caller)));
  },
  // A periodic sweep rather than a hook in the location feed (decision 149): lateness grows with the
  // clock even when no position arrives, and a phone that stopped sending is exactly 'no GPS'.
  start(deps) {
    if (!isSweeping(deps.config)) return undefined;
    const service = createLateRiskService(deps);
    let running: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      // A slow sweep (a slow router) is never overlapped by the next one.
      if (running) return;
      running = service
        .sweep()
        .catch((e: Error) => deps.log.warn(`late-risk: ${e.message}`))
        .finally(() => {
          running = null;
        });
    }, LATE_RISK_SWEEP_MS);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
    };
  },
};
