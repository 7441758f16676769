import { rides } from '@fleetdesk/contract';
import { notFound } from '../../platform/errors';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { listRides } from './list';
import { loadDrivenRoute, loadDriverWaypoints, loadRideLocation } from './map';
import { createViewers } from './viewers';
import { loadRideDetail, rideViewerOf } from './views';

/** The rides list, one ride, its map data and who is viewing it. Actions live in ride-actions, notes in notes. */
export const ridesModule: ServerModule = {
  name: 'rides',
  routes({ db, realtime, router, fileLinks }, { route }) {
    const viewers = createViewers(db, realtime, fileLinks);
    const viewerOf = (caller: Parameters<typeof signedIn>[0]) => rideViewerOf(signedIn(caller), fileLinks);

    route(rides.listRides, ({ caller, query }) => listRides(db, query, viewerOf(caller)));
    route(rides.getRide, async ({ caller, params }) => {
      const ride = await loadRideDetail(db, params.id, viewerOf(caller));
      if (!ride) throw notFound('Ride');
      return { ride };
    });
    route(rides.rideLocation, ({ caller, params }) => loadRideLocation(db, params.id, viewerOf(caller)));
    route(rides.drivenRoute, ({ caller, params }) => loadDrivenRoute(db, params.id, viewerOf(caller)));
    route(rides.driverWaypoints, ({ caller, query }) =>
      loadDriverWaypoints(db, router, query.driver_id, viewerOf(caller)),
    );
    route(rides.openRide, ({ caller, params }) => viewers.open(signedIn(caller), params.id));
    route(rides.leaveRide, ({ caller, params }) => viewers.leave(signedIn(caller), params.id));
  },
};
