import type { RoutingRun } from '@fleetdesk/contract';

/** Pure: where a routing run (or a comparison, which is one) stands, and which of two views of it is newer. */

const STAGE: Record<RoutingRun['status'], number> = { queued: 0, running: 1, finished: 2, failed: 2 };

export const isRunInFlight = <T extends Pick<RoutingRun, 'status'>>(run: T | null | undefined): run is T =>
  run?.status === 'queued' || run?.status === 'running';

/**
 * The newer of two views of one run. A run only moves forward (queued, running, ended), but its views
 * may arrive out of order: an answer to the request that queued it after its first events, a page's
 * read after an event, or an event lost while the connection was down and a read that saw more.
 */
export function laterRun(known: RoutingRun | undefined, incoming: RoutingRun): RoutingRun {
  if (!known) return incoming;
  return STAGE[incoming.status] < STAGE[known.status] ? known : { ...known, ...incoming };
}
