import type { Payout } from '@fleetdesk/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { paymentMethods, payouts } from '../src/db/schema';
import { insertPayout } from '../src/modules/billing/queries';
import { postEntry } from '../src/modules/ledger/posting';
import { linesOf } from '../src/modules/ledger/rules';
import { makeDriver } from './driver-fixtures';

export type PayoutsAnswer = {
  payouts: { data: Payout[]; current_page: number; per_page: number; next_page_url: string | null };
  hasNextPage: boolean;
  total: { count: number; amount: number };
  message?: string;
  errors?: Record<string, string[]>;
};
export type PayoutAnswer = { payout: Payout; message: string; errors?: Record<string, string[]> };

/** A payout stored straight in the table (no journal entries), for the list's filters. */
export async function makePayout(
  db: Db,
  values: Partial<Omit<typeof payouts.$inferInsert, 'payoutNumber'>> & { driverId: number },
): Promise<number> {
  const row = await insertPayout(db, {
    type: 'zelle',
    description: 'Payout',
    amountCents: 1000,
    ...values,
  });
  return row.id;
}

/** A driver holding `cents` available (a posted credit). */
export async function driverWithMoney(db: Db, cents: number, values = {}): Promise<number> {
  const driverId = await makeDriver(db, values);
  await db.transaction((tx) =>
    postEntry(tx, {
      kind: 'credit',
      driverId,
      description: 'Earnings',
      lines: linesOf('credit', cents),
      idempotencyKey: `payout-test-earn-${driverId}`,
      createdBy: null,
    }),
  );
  return driverId;
}

/** The driver's two balances summed from the journal itself (not the balance row), in cents. */
export async function journalBalances(db: Db, driverId: number) {
  const { rows } = await db.execute<{ account: string; cents: string }>(
    sql`select account, sum(amount_cents)::text as cents from journal_lines where driver_id = ${driverId} group by account`,
  );
  const of = (account: string) => Number(rows.find((row) => row.account === account)?.cents ?? 0);
  return { available: of('driver_available'), pending: of('driver_pending') };
}

/** A bank account of the driver (Chase •••• 6789), for ach payouts; answers its id. */
export async function bankAccountOf(db: Db, driverId: number): Promise<number> {
  const [bank] = await db
    .insert(paymentMethods)
    .values({
      driverId,
      name: 'Chase',
      routingNumber: '021000021',
      accountNumberEncrypted: 'sealed',
      lastFour: '6789',
    })
    .returning({ id: paymentMethods.id });
  return bank?.id as number;
}

export async function payoutRow(db: Db, id: number) {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
  return row;
}
