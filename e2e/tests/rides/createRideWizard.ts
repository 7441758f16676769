import { expect, type Page } from '@playwright/test';
import { DISPATCHER } from '../../support/auth';
import { query } from '../../support/db';
import { openSignedIn } from '../platform/signedIn';

/** Steps of the new-ride wizard, shared by its specs. */
/** A New York date `days` from today, YYYY-MM-DD. */
export function nyDate(days: number): string {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(now);
}

/** Letters only: rider names may hold no digits. */
export function uniqueName(prefix: string): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${prefix}${letters.join('')}`;
}

export async function openWizard(page: Page) {
  await openSignedIn(page, DISPATCHER, '/rides');
  await page.getByRole('button', { name: 'Ride', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New ride' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function chooseOption(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Start and destination with their coordinates, then Next: the trip is priced. */
export async function fillRouteAndPrice(page: Page, startAddress = '462 1st Avenue, New York, NY 10016') {
  const dialog = page.getByRole('dialog', { name: 'New ride' });
  const latitudes = dialog.getByLabel(/Latitude/);
  const longitudes = dialog.getByLabel(/Longitude/);
  await dialog.getByLabel(/Start address/).fill(startAddress);
  await latitudes.first().fill('40.7394');
  await longitudes.first().fill('-73.9754');
  await dialog.getByLabel(/Destination address/).fill('215 W 125th St, New York, NY 10027');
  await latitudes.nth(1).fill('40.8095');
  await longitudes.nth(1).fill('-73.9485');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByLabel(/Pickup time/)).toBeVisible();
}

export async function fillPassenger(
  page: Page,
  firstName: string,
  email: string | null,
  startAddress?: string,
) {
  const dialog = page.getByRole('dialog', { name: 'New ride' });
  await dialog.getByLabel(/First name/).fill(firstName);
  await dialog.getByLabel(/Last name/).fill('Wizard');
  if (email) await dialog.getByLabel(/Email/).fill(email);
  await fillRouteAndPrice(page, startAddress);
}

export async function fillRideDetails(page: Page, dates: string[], paymentType: string) {
  const dialog = page.getByRole('dialog', { name: 'New ride' });
  for (const date of dates) {
    await dialog.getByLabel('Pickup date', { exact: true }).fill(date);
    await dialog.getByRole('button', { name: 'Add date' }).click();
  }
  await dialog.getByLabel(/Pickup time/).fill('10:30');
  await dialog.getByRole('radiogroup', { name: 'Ride estimate' }).getByRole('radio').first().check();
  await chooseOption(page, /Payment type/, paymentType);
  await expect(dialog.getByLabel('Price breakdown')).toContainText(`× ${dates.length}`);
}

export const ridesOf = (firstName: string) =>
  query<{ id: number; company_id: number; pickup_day: string; payment_type: string }>(
    `select id, company_id, payment_type,
            to_char(pickup_at at time zone 'America/New_York', 'YYYY-MM-DD') as pickup_day
     from rides where first_name = $1 order by pickup_at`,
    [firstName],
  );
