import { driverStats, newYorkMidnight, sentryBilling } from '@fleetdesk/contract';
import type { Caller } from '../../platform/auth/context';
import { nextPageUrl } from '../../platform/http/next-page';
import type { ModuleDeps } from '../../platform/module';
import { toTrip } from './present';
import { assertOperatorStaff } from './service';
import { selectTrips } from './trip-queries';

/** The Trips tab (spec 3 §2): Sentry rides by pickup day, ride id, billing status or batch. */
export function createSentryTripService({ db, fileLinks }: Pick<ModuleDeps, 'db' | 'fileLinks'>) {
  return {
    async list(caller: Caller, query: sentryBilling.SentryTripsQuery) {
      assertOperatorStaff(caller);
      const { rows, total } = await selectTrips(
        db,
        {
          search: query.search || undefined,
          billingStatus: query.billing_status,
          pickedUpBefore: query.older_than_days
            ? new Date(Date.now() - query.older_than_days * 86_400_000)
            : undefined,
          batchId: query.batch_id,
          from: query.start_date ? newYorkMidnight(query.start_date) : undefined,
          to: query.end_date ? newYorkMidnight(driverStats.addCalendarDays(query.end_date, 1)) : undefined,
        },
        { limit: query.per_page, offset: (query.page - 1) * query.per_page },
      );
      return {
        rides: {
          data: rows.map((row) => toTrip(fileLinks, row)),
          current_page: query.page,
          per_page: query.per_page,
          total,
          next_page_url:
            query.page * query.per_page < total
              ? nextPageUrl(sentryBilling.listTrips.path, query, false)
              : null,
        },
      };
    },

    statuses: () => ({ billing_statuses: [...sentryBilling.SENTRY_BILLING_STATUSES] }),
  };
}
