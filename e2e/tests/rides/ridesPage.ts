import { expect, type Page } from '@playwright/test';
import { query } from '../../support/db';
import { openSignedIn } from '../platform/signedIn';

/** A demo ride matching `where` (SQL over rides r joined to companies c), skipping `skip` matches. */
export async function findRide(where: string, skip = 0, values: unknown[] = []): Promise<number> {
  const [row] = await query<{ id: number }>(
    `select r.id from rides r join companies c on c.id = r.company_id
     where ${where} order by r.pickup_at desc offset ${skip} limit 1`,
    values,
  );
  if (!row) throw new Error(`The demo has no ride where ${where}`);
  return row.id;
}

export async function rideRow(id: number) {
  const [row] = await query<{ status: string; driver_id: number | null }>(
    'select status, driver_id from rides where id = $1',
    [id],
  );
  return row;
}

/** /rides signed in as `email`, showing one ride through the ?search= chip. */
export async function openRideFor(page: Page, email: string, rideId: number) {
  const session = await openSignedIn(page, email, `/rides?search=id:${rideId}`);
  await expect(page.getByRole('heading', { name: `Ride #${rideId}` })).toBeVisible({ timeout: 30_000 });
  return session;
}

export const ridesTable = (page: Page) => page.getByRole('table', { name: 'Rides' });
export const detail = (page: Page) => page.getByRole('region', { name: 'Ride detail' });

export interface ClaimedRideState {
  status: string;
  marketplace?: boolean;
  /** Keep the ride's driver (and car and fleet); false leaves the ride without one. */
  withDriver?: boolean;
  /** Give the ride to this driver (without a car) instead. */
  driverId?: number;
  /** Pickup this many minutes from now (negative: in the past). */
  pickupInMinutes?: number;
  arrivedMinutesAgo?: number | null;
}

/**
 * Gives a test a ride of its own in the state it needs: an older finished demo ride matching `where`
 * (SQL over rides r joined to companies c) is rewritten in place. Finished rides always have a driver,
 * and skipping the newest `skip` leaves alone the ones other specs read; `skip locked` keeps two
 * parallel workers from claiming the same ride.
 */
export async function claimRide(where: string, state: ClaimedRideState, skip = 10): Promise<number> {
  const keepDriver = state.withDriver ?? true;
  const [row] = await query<{ id: number }>(
    `update rides set status = $1, is_marketplace_ride = $2,
       driver_id = case when $6::int is not null then $6::int when $3 then driver_id end,
       car_id = case when $6::int is null and $3 then car_id end,
       fleet_id = case when $6::int is not null then (select fleet_id from drivers where id = $6::int)
                       when $3 then fleet_id end,
       pickup_at = now() + $4::int * interval '1 minute',
       arrived_at = case when $5::int is null then null else now() - $5::int * interval '1 minute' end,
       picked_up_at = null, actual_pickup_at = null, dropoff_at = null, actual_dropoff_at = null,
       updated_at = now()
     where id = (select r.id from rides r join companies c on c.id = r.company_id
                 where r.status = 'finished' and ${where}
                 order by r.pickup_at desc offset ${skip} limit 1 for update of r skip locked)
     returning id`,
    [
      state.status,
      state.marketplace ?? false,
      keepDriver,
      state.pickupInMinutes ?? 120,
      state.arrivedMinutesAgo ?? null,
      state.driverId ?? null,
    ],
  );
  if (!row) throw new Error(`The demo has no finished ride left where ${where}`);
  return Number(row.id);
}

/** A disabled action button of the detail, and the tooltip it explains itself with. */
export async function expectDisabledWithTooltip(page: Page, name: string, tooltip: string) {
  const button = detail(page).getByRole('button', { name, exact: true });
  await expect(button).toBeDisabled();
  // A disabled button gets no pointer events: its wrapping span carries the tooltip.
  await button.locator('..').hover();
  await expect(page.getByRole('tooltip')).toHaveText(tooltip);
}
