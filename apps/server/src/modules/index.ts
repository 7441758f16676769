import type { ServerModule } from '../platform/module';
import { accountModule } from './account/routes';
import { authModule } from './auth/routes';
import { metricsModule } from './metrics/routes';
import { permissionsModule } from './permissions/routes';
import { settingsModule } from './settings/routes';
import { systemModule } from './system/routes';

/** Every module of the server. Adding a module = one line here. */
export const MODULES: readonly ServerModule[] = [
  systemModule,
  authModule,
  accountModule,
  settingsModule,
  metricsModule,
  permissionsModule,
];
