import type { PayoutType } from '@fleetdesk/contract';
import { asc, sql } from 'drizzle-orm';
import { insertPayout } from '../../modules/billing/queries';
import { postEntry, reverseEntry } from '../../modules/ledger/posting';
import { linesOf } from '../../modules/ledger/rules';
import type { DbOrTx } from '../client';
import { drivers, paymentMethods, transactionRequests } from '../schema';
import { DEFAULT_COMPANY_ID } from './companies';
import { createRandom, type Random } from './random';
import { SEED_TRANSACTION_CATEGORIES } from './reference';

/** Drivers past this many get no money history: a benchmark's 20 000 drivers would take minutes. */
const MONEY_DRIVERS_MAX = 200;
/** Routing numbers that pass the checksum (FACTS.md §2), for demo accounts only. */
const DEMO_ROUTING_NUMBERS = ['021000021', '011401533', '091000019', '111000025', '026009593', '021000089'];
const BANKS = ['Chase checking', 'Citi savings', 'BofA checking', 'Wells checking', 'TD checking'];
const PAYOUT_TYPES: readonly PayoutType[] = ['ach', 'ach', 'zelle', 'check_pickup', 'check_mail', 'cash'];
const REVIEWER = 1;

const categoryIds = (type: 'credit' | 'debit') =>
  SEED_TRANSACTION_CATEGORIES.flatMap((category, index) => (category.type === type ? [index + 1] : []));

export interface SeededMoney {
  requests: number;
  payouts: number;
  accounts: number;
}

/**
 * Each driver's money, posted through the ledger as the product would (so balances match journals):
 * approved credits and debits, requests still pending and declined, a billed credit, payout requests
 * whose payouts are pending, paid or failed (reversed), and bank accounts sealed with `seal`.
 */
export async function insertMoney(
  tx: DbOrTx,
  seal: (plain: string) => string,
  now: Date,
): Promise<SeededMoney> {
  const random = createRandom('money');
  const rows = await tx
    .select({ id: drivers.id, payoutHold: drivers.payoutHold })
    .from(drivers)
    .orderBy(asc(drivers.id))
    .limit(MONEY_DRIVERS_MAX);
  const counts: SeededMoney = { requests: 0, payouts: 0, accounts: 0 };
  for (const driver of rows) {
    const accountId = random.chance(0.7) ? await insertAccount(tx, random, driver.id, seal, now) : null;
    if (accountId) counts.accounts++;
    for (let n = random.int(2, 5); n > 0; n--) {
      await request(
        tx,
        random,
        driver.id,
        'credit',
        random.pick(['approved', 'approved', 'approved', 'pending', 'declined', 'billed']),
        now,
      );
      counts.requests++;
    }
    if (random.chance(0.5)) {
      await request(tx, random, driver.id, 'debit', random.pick(['approved', 'pending', 'declined']), now);
      counts.requests++;
    }
    if (!driver.payoutHold && random.chance(0.6)) {
      await payout(tx, random, driver.id, accountId, now);
      counts.requests++;
      counts.payouts++;
    }
  }
  return counts;
}

async function insertAccount(
  tx: DbOrTx,
  random: Random,
  driverId: number,
  seal: (plain: string) => string,
  now: Date,
) {
  const number = random.digits(random.int(8, 12));
  const [row] = await tx
    .insert(paymentMethods)
    .values({
      driverId,
      name: random.pick(BANKS),
      routingNumber: random.pick(DEMO_ROUTING_NUMBERS),
      accountNumberEncrypted: seal(number),
      lastFour: number.slice(-4),
      createdAt: daysAgo(now, random.int(30, 400)),
    })
    .returning({ id: paymentMethods.id });
  return row?.id ?? null;
}

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

async function request(
  tx: DbOrTx,
  random: Random,
  driverId: number,
  type: 'credit' | 'debit',
  status: 'approved' | 'pending' | 'declined' | 'billed',
  now: Date,
) {
  const cents = type === 'credit' ? random.int(1500, 25_000) : random.int(500, 8000);
  const categoryId = random.pick(categoryIds(type));
  const name = SEED_TRANSACTION_CATEGORIES[categoryId - 1]?.name ?? type;
  const [row] = await tx
    .insert(transactionRequests)
    .values({
      type,
      status,
      driverId,
      amountCents: cents,
      categoryId,
      companyId: DEFAULT_COMPANY_ID,
      description: name,
      requestedBy: REVIEWER,
      reviewedBy: status === 'pending' ? null : REVIEWER,
      createdAt: daysAgo(now, random.int(1, 60)),
    })
    .returning({ id: transactionRequests.id });
  if (!row || status === 'pending' || status === 'declined') return;
  await postEntry(tx, {
    kind: type,
    driverId,
    description: name,
    lines: linesOf(type, cents),
    idempotencyKey: `seed:request:${row.id}`,
    createdBy: REVIEWER,
    categoryId,
    transactionRequestId: row.id,
  });
}

/** A payout request approved with its payout: pending at the bank, paid, or failed and reversed. */
async function payout(tx: DbOrTx, random: Random, driverId: number, accountId: number | null, now: Date) {
  const type = accountId ? random.pick(PAYOUT_TYPES) : random.pick(PAYOUT_TYPES.filter((t) => t !== 'ach'));
  const outcome = random.pick(['pending', 'succeeded', 'succeeded', 'failed'] as const);
  const [balance] = (
    await tx.execute<{ available: string }>(
      sql`select available_cents as available from driver_balances where driver_id = ${driverId}`,
    )
  ).rows;
  const cents = Math.min(random.int(2000, 20_000), Number(balance?.available ?? 0));
  if (cents <= 0) return;
  const [requestRow] = await tx
    .insert(transactionRequests)
    .values({
      type: 'payout',
      status: outcome === 'succeeded' ? 'paid' : outcome === 'failed' ? 'declined' : 'approved',
      driverId,
      amountCents: cents,
      description: 'Payout',
      payoutType: type,
      paymentMethodId: type === 'ach' ? accountId : null,
      requestedBy: REVIEWER,
      reviewedBy: REVIEWER,
      createdAt: daysAgo(now, random.int(0, 14)),
    })
    .returning({ id: transactionRequests.id });
  const requestId = requestRow?.id as number;
  const payoutRow = await insertPayout(tx, {
    driverId,
    transactionRequestId: requestId,
    type,
    status: outcome,
    bankStatus: outcome,
    quickbooksStatus: outcome === 'succeeded' && random.chance(0.5) ? 'succeeded' : 'pending',
    description: 'Payout',
    amountCents: cents,
    paymentMethodId: type === 'ach' ? accountId : null,
    companyId: DEFAULT_COMPANY_ID,
    note: outcome === 'failed' ? 'Returned by the bank' : null,
    createdAt: daysAgo(now, random.int(0, 14)),
  });
  const payoutId = payoutRow.id;
  const moved = await postEntry(tx, {
    kind: 'payout',
    driverId,
    description: 'Payout',
    lines: linesOf('payout', cents),
    idempotencyKey: `seed:payout:${payoutId}`,
    createdBy: REVIEWER,
    transactionRequestId: requestId,
    payoutId,
  });
  if (outcome === 'succeeded')
    await postEntry(tx, {
      kind: 'payout_paid',
      driverId,
      description: 'Payout paid',
      lines: linesOf('payout_paid', cents),
      idempotencyKey: `seed:payout-paid:${payoutId}`,
      createdBy: REVIEWER,
      transactionRequestId: requestId,
      payoutId,
    });
  if (outcome === 'failed')
    await reverseEntry(tx, moved.id, {
      idempotencyKey: `seed:payout-failed:${payoutId}`,
      createdBy: REVIEWER,
      description: 'Payout returned by the bank',
    });
}
