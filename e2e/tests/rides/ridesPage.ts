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
  await openSignedIn(page, email, `/rides?search=id:${rideId}`);
  await expect(page.getByRole('heading', { name: `Ride #${rideId}` })).toBeVisible({ timeout: 30_000 });
}

export const ridesTable = (page: Page) => page.getByRole('table', { name: 'Rides' });
export const detail = (page: Page) => page.getByRole('region', { name: 'Ride detail' });
