import { drivers } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { createDriverEdits } from './edits';
import { listDrivers, loadDriverDetail, loadRideOffers } from './list';
import { createDriversService } from './service';

/** The drivers area (spec 2 §2–§7): the grid, the driver page, its dialogs and the online state. */
export const driversModule: ServerModule = {
  name: 'drivers',
  routes(deps, { route }) {
    const service = createDriversService(deps);
    const edits = createDriverEdits(deps);
    route(drivers.listDrivers, ({ caller, query }) => listDrivers(deps, query, signedIn(caller)));
    route(drivers.getDriver, async ({ caller, params }) => ({
      driver: await loadDriverDetail(deps, params.id, signedIn(caller)),
    }));
    route(drivers.driverRideOffers, ({ caller, params }) =>
      loadRideOffers(deps, params.id, signedIn(caller)),
    );
    route(drivers.createDriver, ({ caller, body, ip }) => edits.create(signedIn(caller), body, ip));
    route(drivers.updateDriver, ({ caller, params, body, ip }) =>
      edits.update(signedIn(caller), params.id, body, ip),
    );
    route(drivers.switchDriverCompany, ({ caller, params, body, ip }) =>
      edits.switchCompany(signedIn(caller), params.id, body.company_id, ip),
    );
    route(drivers.assignDriverCar, ({ caller, params, body, ip }) =>
      edits.assignCar(signedIn(caller), params.id, body.car_id, ip),
    );
    route(drivers.setDriverState, ({ caller, params, body, ip }) =>
      service.setState(signedIn(caller), params.id, body.state, ip),
    );
  },
};
