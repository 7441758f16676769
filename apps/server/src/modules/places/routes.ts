import { places } from '@fleetdesk/contract';
import { createGeocoder } from '../../platform/adapters/geocoder';
import type { ServerModule } from '../../platform/module';

/** Address suggestions for the ride forms (spec 1 §7); the geocoder is this module's own adapter. */
export const placesModule: ServerModule = {
  name: 'places',
  routes({ config, db, log }, { route }) {
    const geocoder = createGeocoder(config, db, log);
    route(places.autocomplete, async ({ query, scope }) => ({
      places: await geocoder.search(query.q, query.limit, scope.companyIds),
    }));
  },
};
