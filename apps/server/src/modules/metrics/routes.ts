import { metrics, TIME_ZONE } from '@fleetdesk/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { ServerModule } from '../../platform/module';
import { countRidesByStatus, onTimeByBroker } from './queries';
import { onTimePercent, statusCounts } from './rules';

dayjs.extend(utc);
dayjs.extend(timezone);

export const metricsModule: ServerModule = {
  name: 'metrics',
  routes({ db }, { route }) {
    // A facility user's figures cover their companies' rides, a fleet user's their fleet's; fleet users
    // get no status counts (spec 1 §2.5: no ride counts for them).
    route(metrics.getOtpByVendors, async ({ query, scope }) => {
      const date = query.date ?? dayjs().tz(TIME_ZONE).format('YYYY-MM-DD');
      const [vendors, statuses] = await Promise.all([
        onTimeByBroker(db, date, scope),
        scope.fleetId === null ? countRidesByStatus(db, date, scope) : null,
      ]);
      return {
        vendors: vendors.map((v) => ({ ...v, otp: onTimePercent(v.on_time, v.total) })),
        statuses: statuses && statusCounts(statuses),
      };
    });
  },
};
