import type { Config } from '../../../config';
import type { Logger } from '../../module';
import { createOsrmRouter } from './osrm';
import type { Router } from './router';
import { createStraightLineRouter } from './straight-line';

export type { LatLon, RouteResult, Router, TableResult } from './router';

/** OSRM when `OSRM_URL` is set, else the straight-line estimate (which is also OSRM's fallback). */
export function createRouter(config: Config, log?: Logger): Router {
  const straightLine = createStraightLineRouter();
  if (!config.routing.osrmUrl) return straightLine;
  return createOsrmRouter({
    url: config.routing.osrmUrl,
    timeoutMs: config.routing.timeoutMs,
    fallback: straightLine,
    log,
  });
}
