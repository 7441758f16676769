import { randomUUID } from 'node:crypto';
import type { DriverTransactionTab } from '@fleetdesk/contract';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { reachesFleetEntity } from '../../platform/auth/reach';
import { notFound } from '../../platform/errors';
import { nextPageUrl } from '../../platform/http/next-page';
import { journalKeyOf, runIdempotent } from '../../platform/idempotency';
import type { ModuleDeps } from '../../platform/module';
import { postEntry } from './posting';
import { selectBalance, selectDriverEntries, selectMoneyDriver } from './queries';
import { linesOf } from './rules';
import { balanceView, toDriverTransaction } from './views';

interface TransactionsQuery {
  tab: DriverTransactionTab;
  page: number;
  per_page: number;
}

export function createLedgerService({ db }: Pick<ModuleDeps, 'db'>) {
  /** The driver, when the caller reaches them (the money screens are operator staff's). */
  async function reachableDriver(caller: Caller, id: number) {
    const driver = await selectMoneyDriver(db, id);
    if (!driver || !reachesFleetEntity(caller, driver)) throw notFound('Driver');
    return driver;
  }

  /** GET /drivers/{id}/transactions: one page of a tab, read one row long to know if more follow. */
  async function transactions(caller: Caller, driverId: number, query: TransactionsQuery) {
    await reachableDriver(caller, driverId);
    const rows = await selectDriverEntries(db, driverId, query.tab, {
      limit: query.per_page + 1,
      offset: (query.page - 1) * query.per_page,
    });
    const hasNext = rows.length > query.per_page;
    return {
      transactions: {
        data: rows.slice(0, query.per_page).map(toDriverTransaction),
        next_page_url: hasNext
          ? nextPageUrl(`/drivers/${driverId}/transactions`, query, caller.isFleet)
          : null,
      },
      hasNextPage: hasNext,
      balance: balanceView(await selectBalance(db, driverId)),
    };
  }

  /** POST /drivers/{id}/boost: a boost posted at once, exactly once per Idempotency-Key. */
  async function boost(
    caller: Caller,
    driverId: number,
    body: { amount: number; description?: string },
    request: { ip: string; idempotencyKey: string | undefined },
  ) {
    await reachableDriver(caller, driverId);
    const call = { adminId: caller.adminId, key: request.idempotencyKey };
    return runIdempotent(db, { ...call, route: `drivers.boost ${driverId}`, body }, async (tx) => {
      const entry = await postEntry(tx, {
        kind: 'boost',
        driverId,
        description: body.description || 'Boost',
        lines: linesOf('boost', body.amount),
        idempotencyKey: journalKeyOf(call, `boost:${randomUUID()}`),
        createdBy: caller.adminId,
      });
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'driver.boost',
        entityType: 'driver',
        entityId: driverId,
        after: { entry_id: entry.id, amount_cents: body.amount },
        ip: request.ip,
      });
      return {
        message: 'Great! You have boosted balance',
        payout: balanceView({ availableCents: entry.available, pendingCents: entry.pending }),
      };
    });
  }

  return { transactions, boost };
}
