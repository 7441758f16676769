import { MESSAGES, newYorkMidnight } from '@fleetdesk/contract';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { companiesHolding } from '../../platform/auth/reach';
import { businessDay } from '../../platform/business-day';
import type { RideChange } from '../rides/publish';
import { lockUnreleasedMarketplaceRides, releaseRides } from './queries';

/** Tomorrow's New York business day, [midnight, next midnight), whatever the server's zone. */
export function nextBusinessDay(now: Date): { from: Date; to: Date } {
  const today = businessDay(now);
  return { from: newYorkMidnight(today, 1), to: newYorkMidnight(today, 2) };
}

/**
 * "Release MP": tomorrow's pending marketplace rides become visible to drivers (and so to every
 * fleet, which may give them to its drivers). One transaction, one log line per ride, one audit row.
 */
export async function releaseNextDayRides(
  db: Db,
  caller: Caller,
  ip: string,
  publish: (changes: readonly RideChange[]) => Promise<void>,
) {
  const { from, to } = nextBusinessDay(new Date());
  const released = await db.transaction(async (tx) => {
    // A facility user releases the rides of the companies where they hold the key, no others.
    const companyIds = companiesHolding(caller, 'admin_settings.release_rides');
    const rows = await lockUnreleasedMarketplaceRides(tx, { from, to }, companyIds);
    const ids = rows.map((r) => r.id);
    await releaseRides(tx, ids, caller.adminId);
    await writeAudit(tx, {
      adminId: caller.adminId,
      action: 'rides.released_next_day',
      entityType: 'ride',
      entityId: null,
      after: { ride_ids: ids, from: from.toISOString(), to: to.toISOString() },
      ip,
    });
    return rows;
  });
  await publish(
    released.map((r) => ({
      rideId: r.id,
      event: 'updated',
      fleetBefore: r.fleetId,
      fleetAfter: r.fleetId,
    })),
  );
  return { released: released.length, message: MESSAGES.releasedMarketplace };
}
