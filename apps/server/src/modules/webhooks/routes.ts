import { webhooks } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { deliveryJobs } from './deliveries';
import { demoBrokerJobs } from './demo-brokers';
import { createExchangeLog } from './exchange-log';
import { createInbound } from './inbound';
import { createWebhooksService } from './service';

export const webhooksModule: ServerModule = {
  name: 'webhooks',
  routes(deps, { route }) {
    // Every outbound broker call, the ride actions' and the deliveries' alike, lands in the log.
    deps.brokers.observe(createExchangeLog(deps.db, deps.realtime));
    const service = createWebhooksService(deps);
    const inbound = createInbound(deps);
    route(webhooks.listWebhooks, ({ caller, query }) => service.list(signedIn(caller), query));
    route(webhooks.listVendors, ({ caller }) => service.vendors(signedIn(caller)));
    route(webhooks.getEvent, ({ caller, params }) => service.event(signedIn(caller), params.id));
    route(webhooks.replayEvent, ({ caller, params, ip }) => service.replay(signedIn(caller), params.id, ip));
    route(webhooks.receiveBrokerEvent, ({ params, body, raw }) =>
      inbound.receive({
        broker: params.broker,
        body,
        raw: raw as NonNullable<typeof raw>,
        started: performance.now(),
      }),
    );
  },
  jobs: ({ jobs, ...deps }) => {
    if (!jobs) throw new Error('webhooks: the delivery sweep needs the job queue');
    return [...deliveryJobs({ ...deps, jobs }), ...demoBrokerJobs(deps)];
  },
};
