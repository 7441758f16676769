import { newYorkMidnight, WEBHOOK_EVENT_UPDATED_ACTION, webhooks } from '@fleetdesk/contract';
import dayjs from 'dayjs';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { AppError, forbidden, notFound } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import { createDeliveries } from './deliveries';
import { requeueDelivery } from './delivery-queries';
import {
  type EventRow,
  findAttempts,
  findBrokerCompany,
  findEvent,
  findEventAttempts,
  listBrokerVendors,
} from './queries';
import { toWebhook, toWebhookEvent } from './serialize';

const { WEBHOOK_ATTEMPTS_DAYS, WEBHOOKS_MESSAGES } = webhooks;

type ListQuery = z.output<typeof webhooks.webhooksQuery>;

/** The log is the operator's: a facility user holding the key still reaches none of it. */
function assertOperator(caller: Caller) {
  if (caller.companyIds !== null) throw forbidden();
}

export function createWebhooksService(deps: ModuleDeps) {
  const { db } = deps;
  const deliveries = createDeliveries(deps);

  async function list(caller: Caller, query: ListQuery) {
    assertOperator(caller);
    const { rows, total } = await findAttempts(db, {
      search: query.search || undefined,
      // New York days, both included: until the midnight that ends end_date.
      from: query.start_date ? newYorkMidnight(query.start_date) : undefined,
      until: query.end_date ? newYorkMidnight(query.end_date, 1) : undefined,
      vendorId: query.vendor_id,
      direction: query.type === 'all' ? undefined : query.type,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    });
    return {
      webhooks: { data: rows.map(toWebhook), total, current_page: query.page, per_page: query.per_page },
    };
  }

  async function vendors(caller: Caller) {
    assertOperator(caller);
    return { vendors: await listBrokerVendors(db) };
  }

  async function eventView(row: EventRow) {
    const since = dayjs().subtract(WEBHOOK_ATTEMPTS_DAYS, 'day').toDate();
    const [attempts, vendor] = await Promise.all([
      findEventAttempts(db, row.id, since),
      findBrokerCompany(db, row.broker),
    ]);
    return { event: toWebhookEvent(row, attempts, vendor), webhooks: attempts.map(toWebhook) };
  }

  async function event(caller: Caller, id: number) {
    assertOperator(caller);
    const row = await findEvent(db, id);
    if (!row) throw notFound('Event');
    return eventView(row);
  }

  /**
   * Replay: the delivery is queued again with its own idempotency key, whatever became of it (delivered,
   * given up), so the broker answers as the first time if it already acted, and acts if it never did.
   */
  async function replay(caller: Caller, id: number, ip: string) {
    assertOperator(caller);
    const found = await findEvent(db, id);
    if (!found) throw notFound('Event');
    if (found.deliveryStatus === null) throw new AppError('conflict', WEBHOOKS_MESSAGES.notReplayable);
    const row = await db.transaction(async (tx) => {
      const queued = await requeueDelivery(tx, id);
      if (!queued) throw new AppError('conflict', WEBHOOKS_MESSAGES.replayBusy);
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'webhook_event.replayed',
        entityType: 'webhook_event',
        entityId: id,
        before: { delivery_status: found.deliveryStatus },
        after: { delivery_status: queued.deliveryStatus },
        ip,
      });
      return queued;
    });
    deps.realtime.emit(WEBHOOK_EVENT_UPDATED_ACTION, { event_id: row.id, delivery_status: 'queued' });
    await deliveries.queue([{ eventId: row.id, generation: row.deliveryGeneration }]);
    return { ...(await eventView(row)), message: WEBHOOKS_MESSAGES.replayed };
  }

  return { list, vendors, event, replay };
}
