import type { ServerModule } from '../../platform/module';
import { refreshEtasJob } from './eta';
import { expireUnassignedJob } from './no-drivers';

/** Ride changes nobody clicks: ETAs of drivers on the way, and rides no driver took in time. */
export const rideJobsModule: ServerModule = {
  name: 'ride-jobs',
  routes() {},
  jobs: (deps) => [refreshEtasJob(deps), expireUnassignedJob(deps)],
};
