import type { ServerModule } from '../../platform/module';
import { refreshEtasJob } from './eta';
import { expireUnassignedJob } from './no-drivers';

/**
 * Ride changes nobody clicks: ETAs of drivers on the way, and — only when RIDES_NO_DRIVER_AFTER_MINUTES
 * is set — rides no driver took in time.
 */
export const rideJobsModule: ServerModule = {
  name: 'ride-jobs',
  routes() {},
  jobs: (deps) => {
    const { noDriverAfterMinutes } = deps.config.rides;
    return [
      refreshEtasJob(deps),
      ...(noDriverAfterMinutes === undefined ? [] : [expireUnassignedJob(deps, noDriverAfterMinutes)]),
    ];
  },
};
