import { type BankAccountBody, PAYMENT_MESSAGES, type PaymentMethod } from '@fleetdesk/contract';
import type { paymentMethods } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { reachesFleetEntity } from '../../platform/auth/reach';
import { AppError, invalidField, notFound } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import type { SecretBox } from '../../platform/secret-box';
import {
  insertPaymentMethod,
  lockPaymentMethod,
  markDeleted,
  selectDriverPaymentMethods,
  selectDriverReach,
  selectWaitingPayout,
} from './queries';

const toPaymentMethod = (row: typeof paymentMethods.$inferSelect): PaymentMethod => ({
  id: row.id,
  name: row.name,
  last_four: row.lastFour,
  routing_number: row.routingNumber,
  payment_provider: row.paymentProvider,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

/**
 * Drivers' bank accounts. The account number is sealed before it reaches the database and is never
 * read back by the product: answers and the audit log carry the last four digits only.
 */
export function createPaymentsService({ db, secretBox }: Pick<ModuleDeps, 'db'> & { secretBox: SecretBox }) {
  async function reachableDriver(caller: Caller, driverId: number) {
    const driver = await selectDriverReach(db, driverId);
    if (!driver || !reachesFleetEntity(caller, driver)) throw notFound('Driver');
  }

  async function list(caller: Caller, driverId: number) {
    await reachableDriver(caller, driverId);
    return { payment_methods: (await selectDriverPaymentMethods(db, driverId)).map(toPaymentMethod) };
  }

  async function add(caller: Caller, driverId: number, body: BankAccountBody, ip: string) {
    if (body.entity_id !== driverId) throw invalidField('entity_id', 'Must be the driver of the address');
    await reachableDriver(caller, driverId);
    const lastFour = body.account_number.slice(-4);
    const row = await db.transaction(async (tx) => {
      const stored = await insertPaymentMethod(tx, {
        driverId,
        name: body.name,
        routingNumber: body.routing_number,
        accountNumberEncrypted: secretBox.seal(body.account_number),
        lastFour,
      });
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'payment_method.add',
        entityType: 'driver',
        entityId: driverId,
        after: {
          payment_id: stored.id,
          name: body.name,
          routing_number: body.routing_number,
          last_four: lastFour,
        },
        ip,
      });
      return stored;
    });
    return { message: 'Great! You have added bank account', payout: toPaymentMethod(row) };
  }

  async function remove(caller: Caller, paymentId: number, ip: string) {
    await db.transaction(async (tx) => {
      const found = await lockPaymentMethod(tx, paymentId);
      if (!found || !reachesFleetEntity(caller, found)) throw notFound('Payment');
      // Under the account's lock: a payout request naming it checks it is live under the same lock.
      const waiting = await selectWaitingPayout(tx, paymentId);
      if (waiting) throw new AppError('conflict', PAYMENT_MESSAGES.payoutWaiting(waiting));
      await markDeleted(tx, paymentId);
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'payment_method.delete',
        entityType: 'driver',
        entityId: found.method.driverId,
        before: { payment_id: paymentId, last_four: found.method.lastFour },
        ip,
      });
    });
    return { message: PAYMENT_MESSAGES.removed };
  }

  return { list, add, remove };
}
