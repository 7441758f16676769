import type { EndpointName } from '@fleetdesk/contract';
import type { Db } from '../src/db/client';
import { paymentMethods, transactionRequests } from '../src/db/schema';
import { postEntry } from '../src/modules/ledger/posting';
import { linesOf } from '../src/modules/ledger/rules';
import { makeDriver } from './driver-fixtures';
import { COMPANY, CREDIT_CATEGORY } from './money-fixtures';
import { makePayout } from './payout-fixtures';
import { fleetOfEmail } from './ride-fixtures';

/**
 * Requests for the generated access test: money writes get a driver of the demo fleet user's fleet
 * (so fleet-reachable calls are in reach) and, where they review one, a fresh pending request.
 */
type Sample = { params?: Record<string, unknown>; body?: unknown };

const FLEET_USER = 'fleet@fleetdesk.test';
const CREDIT = {
  type: 'credit',
  amount: 1,
  description: 'Access check',
  category_id: CREDIT_CATEGORY,
  company_id: COMPANY,
};
const PAYOUT = { amount: 1, description: 'Access check', payout_type: 'zelle' };

/** A new driver of the fleet user's fleet holding $10 available. */
async function fleetDriverWithMoney(db: Db): Promise<number> {
  const driverId = await makeDriver(db, { fleetId: await fleetOfEmail(db, FLEET_USER) });
  await db.transaction((tx) =>
    postEntry(tx, {
      kind: 'credit',
      driverId,
      description: 'Access check',
      lines: linesOf('credit', 1000),
      idempotencyKey: `access-${driverId}`,
      createdBy: null,
    }),
  );
  return driverId;
}

async function pendingRequest(db: Db, type: 'credit' | 'payout'): Promise<number> {
  const driverId = await fleetDriverWithMoney(db);
  const [row] = await db
    .insert(transactionRequests)
    .values({
      type,
      driverId,
      amountCents: 100,
      description: 'Access check',
      categoryId: type === 'credit' ? CREDIT_CATEGORY : null,
      companyId: type === 'credit' ? COMPANY : null,
      payoutType: type === 'payout' ? 'zelle' : null,
    })
    .returning({ id: transactionRequests.id });
  return row?.id as number;
}

async function bankAccount(db: Db): Promise<number> {
  const [row] = await db
    .insert(paymentMethods)
    .values({
      driverId: await fleetDriverWithMoney(db),
      name: 'Access',
      routingNumber: '021000021',
      accountNumberEncrypted: 'sealed',
      lastFour: '5678',
    })
    .returning({ id: paymentMethods.id });
  return row?.id as number;
}

const onDriver = (body: unknown) => async (db: Db) => ({
  params: { id: await fleetDriverWithMoney(db) },
  body,
});
/** A payout of a new driver: pending, a check, so every field of the edit dialog applies. */
const onPayout = (body: unknown) => async (db: Db) => ({
  params: { id: await makePayout(db, { driverId: await makeDriver(db), type: 'check_mail' }) },
  body,
});
const onRequest = (type: 'credit' | 'payout', body: unknown) => async (db: Db) => ({
  params: { id: await pendingRequest(db, type) },
  body,
});

export const MONEY_SAMPLES: Partial<Record<EndpointName, (db: Db) => Promise<Sample>>> = {
  'drivers.transactions': onDriver(undefined),
  'drivers.boost': onDriver({ amount: 1 }),
  'billing.get': onRequest('credit', undefined),
  'billing.create': onDriver(CREDIT),
  'billing.quickCreate': onDriver(CREDIT),
  'billing.update': onRequest('credit', { description: 'Reviewed in the access check' }),
  'billing.createPayout': onDriver(PAYOUT),
  'billing.quickCreatePayout': onDriver(PAYOUT),
  'payments.byDriver': onDriver(undefined),
  'payments.addBank': async (db) => {
    const id = await fleetDriverWithMoney(db);
    const body = {
      entity_id: id,
      entity_type: 'driver',
      name: 'Access',
      routing_number: '021000021',
      account_number: '12345678',
    };
    return { params: { entity_id: id }, body };
  },
  'payments.delete': async (db) => ({ params: { payment_id: await bankAccount(db) } }),
  'billing.updatePayout': onRequest('payout', { description: 'Reviewed in the access check' }),
  'payouts.get': onPayout(undefined),
  'payouts.update': onPayout({ note: 'Access check' }),
};
