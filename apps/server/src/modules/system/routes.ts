import { metrics } from '@fleetdesk/contract';
import type { ServerModule } from '../../platform/module';

export const systemModule: ServerModule = {
  name: 'system',
  routes({ config }, { route }) {
    route(metrics.getVersion, async () => ({ version: config.version() }));
    route(metrics.getMapStyle, async () => ({ style_url: config.mapStyleUrl }));
  },
};
