import { standingOrders as contract, type PermissionKey, type standingOrders } from '@fleetdesk/contract';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { assertCompanyInReach, companiesHolding, reachesCompany } from '../../platform/auth/reach';
import { AppError, invalidField, notFound } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import { STANDING_ORDERS_QUEUE } from './job';
import {
  findOrder,
  findRiderCompany,
  findRideTypeCompany,
  insertOrder,
  listOrders,
  lockOrder,
  type StandingOrderRecord,
  updateOrder,
} from './queries';
import { orderValues, toStandingOrder } from './views';

const { STANDING_ORDER_ACTION, STANDING_ORDER_MESSAGES: TEXT, STANDING_ORDER_PAGE_SIZE } = contract;
type ListQuery = z.output<NonNullable<typeof standingOrders.listStandingOrders.query>>;
type StandingOrderBody = standingOrders.StandingOrderBody;
type StandingOrderStatus = standingOrders.StandingOrderStatus;
type UpdateBody = z.output<typeof standingOrders.standingOrderUpdateBody>;

const STANDING_ORDERS_KEY: PermissionKey = 'rides.standing-orders';

/** Where the caller may work with standing orders: the companies where they hold its key. */
const orderReach = (caller: Caller) => ({
  companyIds: companiesHolding(caller, STANDING_ORDERS_KEY),
});

export function createStandingOrdersService({
  db,
  realtime,
  jobs,
}: Pick<ModuleDeps, 'db' | 'realtime' | 'jobs'>) {
  /** The rider and the ride type must be the company's own; the company must be in the caller's reach. */
  async function checkBody(caller: Caller, body: StandingOrderBody) {
    assertCompanyInReach(orderReach(caller), body.company_id);
    const rider = await findRiderCompany(db, body.rider_id);
    if (rider?.companyId !== body.company_id) throw invalidField('rider_id', TEXT.riderOfCompany);
    // The ride wizard's rule (spec 1 §5): outside facilities a rider is booked with an e-mail.
    if (!rider.isFacility && !rider.email) throw invalidField('rider_id', TEXT.riderEmailNeeded);
    const type = await findRideTypeCompany(db, body.ride_type_id);
    if (type?.companyId !== body.company_id) throw invalidField('ride_type_id', TEXT.rideTypeOfCompany);
  }

  async function readOrder(caller: Caller, id: number) {
    const row = await findOrder(db, id, orderReach(caller).companyIds);
    if (!row) throw notFound('Standing order');
    return toStandingOrder(row);
  }

  /** After commit: staff and the company's facility staff read it again; the job makes its days soon. */
  async function announce(order: StandingOrderRecord) {
    const payload = { standing_order_id: order.id };
    realtime.emit(STANDING_ORDER_ACTION, payload, null);
    realtime.emitToCompany(STANDING_ORDER_ACTION, payload, order.companyId);
    if (order.status === 'active') await jobs.send(STANDING_ORDERS_QUEUE, { standingOrderId: order.id });
  }

  async function list(caller: Caller, query: ListQuery) {
    const filter = {
      companyIds: orderReach(caller).companyIds,
      status: query.status,
      companyId: query.company_id,
      search: query.search,
    };
    const { rows, total } = await listOrders(db, filter, query.page, STANDING_ORDER_PAGE_SIZE);
    const now = new Date();
    return {
      standing_orders: {
        data: rows.map((row) => toStandingOrder(row, now)),
        total,
        per_page: STANDING_ORDER_PAGE_SIZE,
      },
    };
  }

  async function create(caller: Caller, body: StandingOrderBody, ip: string) {
    await checkBody(caller, body);
    const order = await db.transaction(async (tx) => {
      const row = await insertOrder(tx, {
        ...orderValues(body),
        createdBy: caller.adminId,
        updatedBy: caller.adminId,
      });
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'standing_order.created',
        entityType: 'standing_order',
        entityId: row.id,
        after: row,
        ip,
      });
      return row;
    });
    await announce(order);
    return { standing_order: await readOrder(caller, order.id), message: TEXT.created };
  }

  /**
   * A change under the row lock, refused when the order changed since the caller read it. Only days
   * not created yet follow it: rides already made keep their details (decision 141).
   */
  async function change(
    caller: Caller,
    id: number,
    seenUpdatedAt: string | undefined,
    ip: string,
    values: Parameters<typeof updateOrder>[2],
  ) {
    const order = await db.transaction(async (tx) => {
      const before = await lockOrder(tx, id);
      if (!before || !reachesCompany(orderReach(caller), before.companyId)) throw notFound('Standing order');
      if (seenUpdatedAt && new Date(seenUpdatedAt).getTime() !== before.updatedAt.getTime())
        throw new AppError('conflict', TEXT.changedMeanwhile);
      const after = await updateOrder(tx, id, { ...values, updatedBy: caller.adminId });
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'standing_order.updated',
        entityType: 'standing_order',
        entityId: id,
        before,
        after,
        ip,
      });
      return after;
    });
    await announce(order);
    return readOrder(caller, id);
  }

  async function update(caller: Caller, id: number, body: UpdateBody, ip: string) {
    await checkBody(caller, body);
    const order = await change(caller, id, body.updated_at, ip, orderValues(body));
    const message =
      order.rides_ahead > 0
        ? `${TEXT.updated} ${contract.ridesAheadKeptMessage(order.rides_ahead)}`
        : TEXT.updated;
    return { standing_order: order, message };
  }

  async function setStatus(
    caller: Caller,
    id: number,
    body: { status: StandingOrderStatus; updated_at?: string },
    ip: string,
  ) {
    // A pause creates nothing more; rides already made stay booked (decision 141).
    const order = await change(caller, id, body.updated_at, ip, { status: body.status });
    return { standing_order: order, message: body.status === 'paused' ? TEXT.paused : TEXT.resumed };
  }

  return { list, get: readOrder, create, update, setStatus };
}
