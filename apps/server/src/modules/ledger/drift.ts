import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { JobDefinition } from '../../platform/jobs';
import type { Logger } from '../../platform/module';

export interface BalanceDrift {
  driverId: number;
  storedAvailableCents: number;
  journalAvailableCents: number;
  storedPendingCents: number;
  journalPendingCents: number;
}

export interface LedgerCheck {
  /** Drivers whose balance row differs from the sum of their journal lines. */
  drifts: BalanceDrift[];
  /** The sum of every line of the journal: 0 when every entry balances. */
  journalTotalCents: number;
}

/**
 * Compares every driver's balance row with the sum of their journal lines, and sums the whole journal.
 * Both must hold by construction (same transaction, balanced entries); this proves it on the data.
 */
export async function checkLedger(db: DbOrTx): Promise<LedgerCheck> {
  const drifts = await db.execute<{
    driver_id: number;
    stored_available: string;
    journal_available: string;
    stored_pending: string;
    journal_pending: string;
  }>(sql`
    with journal as (
      select driver_id,
             coalesce(sum(amount_cents) filter (where account = 'driver_available'), 0) as available,
             coalesce(sum(amount_cents) filter (where account = 'driver_pending'), 0) as pending
      from journal_lines where driver_id is not null group by driver_id
    )
    select coalesce(b.driver_id, j.driver_id) as driver_id,
           coalesce(b.available_cents, 0) as stored_available, coalesce(j.available, 0) as journal_available,
           coalesce(b.pending_cents, 0) as stored_pending, coalesce(j.pending, 0) as journal_pending
    from driver_balances b full join journal j on j.driver_id = b.driver_id
    where coalesce(b.available_cents, 0) <> coalesce(j.available, 0)
       or coalesce(b.pending_cents, 0) <> coalesce(j.pending, 0)
    order by 1`);
  const [total] = (
    await db.execute<{ total: string }>(
      sql`select coalesce(sum(amount_cents), 0) as total from journal_lines`,
    )
  ).rows;
  return {
    drifts: drifts.rows.map((row) => ({
      driverId: Number(row.driver_id),
      storedAvailableCents: Number(row.stored_available),
      journalAvailableCents: Number(row.journal_available),
      storedPendingCents: Number(row.stored_pending),
      journalPendingCents: Number(row.journal_pending),
    })),
    journalTotalCents: Number(total?.total ?? 0),
  };
}

export const LEDGER_CHECK_JOB = 'ledger-check';

/** Every night at 04:00 UTC (before the New York day starts): any drift is logged as an error. */
export function ledgerCheckJob(db: DbOrTx, log: Logger): JobDefinition<object> {
  return {
    name: LEDGER_CHECK_JOB,
    cron: '0 4 * * *',
    retryLimit: 0,
    async handle() {
      const check = await checkLedger(db);
      if (check.drifts.length === 0 && check.journalTotalCents === 0) {
        log.info('ledger check: every balance matches its journal, the journal balances');
        return;
      }
      if (check.journalTotalCents !== 0)
        log.error(`ledger check: the journal sums to ${check.journalTotalCents} cents, not 0`);
      for (const drift of check.drifts)
        log.error(
          `ledger check: driver ${drift.driverId} balance ${drift.storedAvailableCents}/${drift.storedPendingCents} cents, journal ${drift.journalAvailableCents}/${drift.journalPendingCents} (available/pending)`,
        );
    },
  };
}
