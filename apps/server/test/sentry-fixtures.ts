import { newYorkMidnight } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { rides } from '../src/db/schema';
import { makeRide } from './ride-fixtures';

/** A week of 2031 no demo ride reaches: a test's batch of it holds only the test's own rides. */
export const EMPTY_WEEK = {
  from: newYorkMidnight('2031-03-03').toISOString(),
  to: new Date(newYorkMidnight('2031-03-10').getTime() - 1).toISOString(),
};

/** The demo's Sentry company (db/seed/companies.ts). */
export const SENTRY_COMPANY_ID = 1;

export interface SentryRideSetup {
  /** New York day of the pickup (noon). */
  day: string;
  status?: 'finished' | 'user_canceled' | 'in_progress';
  /** Left out: any active driver (a finished ride needs one). */
  driverId?: number | null;
  companyId?: number;
  amountCents?: number | null;
  distance?: number;
  vendorDistance?: number | null;
  isSigned?: boolean;
  referenceId?: string | null;
  newTripId?: string | null;
  billingStatus?: 'pending' | 'paid' | 'failed';
}

/** A Sentry ride with exactly the billing facts a test needs (the rest copied from a demo ride). */
export async function makeSentryRide(db: Db, setup: SentryRideSetup): Promise<number> {
  const status = setup.status ?? 'finished';
  const made = await makeRide(db, {
    status,
    companyId: setup.companyId ?? SENTRY_COMPANY_ID,
    driverId: setup.driverId,
    pickupAt: new Date(newYorkMidnight(setup.day).getTime() + 12 * 3_600_000),
    referenceId:
      setup.referenceId === undefined ? `S${Math.random().toString(36).slice(2, 10)}` : setup.referenceId,
  });
  await db
    .update(rides)
    .set({
      amountChargedCents: setup.amountCents === undefined ? 2500 : setup.amountCents,
      distance: setup.distance ?? 5,
      vendorDistance: setup.vendorDistance === undefined ? 5 : setup.vendorDistance,
      riderSignatureUrl: setup.isSigned === false ? null : '/api/v1/files/private/signatures/test.jpg',
      newTripId: setup.newTripId ?? null,
      billingStatus: setup.billingStatus ?? 'pending',
    })
    .where(eq(rides.id, made.id));
  return made.id;
}
