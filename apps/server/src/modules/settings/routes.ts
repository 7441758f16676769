import { settings } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { createSettingsService } from './service';

export const settingsModule: ServerModule = {
  name: 'settings',
  routes(deps, { route }) {
    const service = createSettingsService(deps);
    route(settings.getSettings, ({ query, scope }) => service.getSettings(query.company_id, scope));
    route(settings.getFleets, () => service.getFleets());
    route(settings.getCompanies, ({ scope }) => service.getCompanies(scope));
    route(settings.updateFleet, ({ caller, params, body, ip }) =>
      service.updateFleet(signedIn(caller), params.id, body.display_brokers_logo, ip),
    );
  },
};
