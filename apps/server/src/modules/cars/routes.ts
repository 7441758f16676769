import { cars } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { createCarsService } from './service';

/** The cars area (spec 2): the cars page, the add-car wizard and the edit dialogs. */
export const carsModule: ServerModule = {
  name: 'cars',
  routes(deps, { route }) {
    const service = createCarsService(deps);
    route(cars.listCars, ({ caller, query }) => service.list(signedIn(caller), query));
    route(cars.carTypes, ({ query }) => service.types(query.state));
    route(cars.getCar, ({ caller, params }) => service.get(signedIn(caller), params.id));
    route(cars.createCar, ({ caller, body, ip }) => service.create(signedIn(caller), body, ip));
    route(cars.updateCar, ({ caller, params, body, ip }) =>
      service.update(signedIn(caller), params.id, body, ip),
    );
    route(cars.saveTemporaryCar, ({ caller, params, body, ip }) =>
      service.saveTemporary(signedIn(caller), params.id, body, ip),
    );
    route(cars.removeCar, ({ caller, params, ip }) => service.remove(signedIn(caller), params.id, ip));
    route(cars.activateCar, ({ caller, params, ip }) => service.activate(signedIn(caller), params.id, ip));
  },
};
