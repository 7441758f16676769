import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN, FLEET_USER } from '../../support/auth';
import { closingContexts } from '../../support/contexts';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { signInActor } from '../drivers/driver-page-api';
import { openSignedIn } from '../platform/signedIn';
import { detail, openRideFor, ridesTable } from '../rides/ridesPage';

const VIEWPORT = { width: 1600, height: 900 };

/** A demo ride of the fleet user's fleet whose company a broker serves, with the fleet and the broker. */
async function brokerRideOfTheFleet() {
  const [row] = await query<{ ride_id: number; fleet_id: number; fleet_name: string; broker_key: string }>(
    `select r.id as ride_id, f.id as fleet_id, f.name as fleet_name, c.broker_key
     from rides r join companies c on c.id = r.company_id join fleets f on f.id = r.fleet_id
     where c.broker_key in ('sentry', 'sentry2', 'arro', 'mta')
       and r.fleet_id = (select fleet_id from admins where email = $1)
     order by r.pickup_at desc limit 1`,
    [FLEET_USER],
  );
  if (!row) throw new Error("The demo has no broker ride of the fleet user's fleet");
  return row;
}

const BROKER_LOGO_NAMES: Record<string, string> = {
  sentry: 'Sentry logo',
  sentry2: 'Sentry 2 logo',
  arro: 'Arro logo',
  mta: 'MTA logo',
};

const newContext = closingContexts();

async function pageOf(browser: Browser): Promise<Page> {
  const context = await newContext(browser, { viewport: VIEWPORT });
  return context.newPage();
}

test("an admin turns a fleet's broker logos on and off; the fleet's board and ride show them live", async ({
  browser,
}) => {
  const ride = await brokerRideOfTheFleet();
  const admin = await signInActor(ADMIN);
  await admin.call('POST', `/admin/fleets/${ride.fleet_id}`, { display_brokers_logo: false });
  const logoName = BROKER_LOGO_NAMES[ride.broker_key] as string;

  const fleetPage = await pageOf(browser);
  await openRideFor(fleetPage, FLEET_USER, ride.ride_id);
  const row = ridesTable(fleetPage).locator(`tr[data-ride-id="${ride.ride_id}"]`);
  await expect(row).toBeVisible();
  await expect(
    ridesTable(fleetPage)
      .locator('thead th')
      .filter({ hasText: /^Broker$/ }),
  ).toHaveCount(0);
  await expect(fleetPage.getByRole('img', { name: logoName })).toHaveCount(0);

  const adminPage = await pageOf(browser);
  await openSignedIn(adminPage, ADMIN, '/settings/fleets');
  await expect(adminPage.getByRole('heading', { name: 'Fleet Settings' })).toBeVisible();
  const fleets = adminPage.getByRole('table', { name: 'Fleets' });
  for (const header of ['Name', 'Status', "Display Broker's Logo"])
    await expect(fleets.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  const fleetRow = fleets.getByRole('row').filter({ hasText: ride.fleet_name });
  await expect(fleetRow).toContainText('Active');
  const box = fleetRow.getByRole('checkbox', { name: `Display Broker's Logo for ${ride.fleet_name}` });
  await expect(box).not.toBeChecked();

  // The box follows the server's answer, so it is clicked, not `check()`ed (which wants it ticked at once).
  await box.click();
  await expect(adminPage.getByText('Fleet updated successfully')).toBeVisible();
  await expect(box).toBeChecked();
  await shot(adminPage, 'fleet-settings-on');

  // The fleet's open board hears the change (fleet.updated) and shows the logo on the row and the ride.
  await expect(row.getByRole('img', { name: logoName })).toBeVisible();
  await expect(
    ridesTable(fleetPage)
      .locator('thead th')
      .filter({ hasText: /^Broker$/ }),
  ).toHaveCount(1);
  await expect(detail(fleetPage).getByRole('img', { name: logoName })).toBeVisible();
  await shot(fleetPage, 'fleet-rides-broker-logo');

  // The ride's own dialog (Open ride) shows it by the company too.
  await detail(fleetPage).getByRole('button', { name: 'Open ride' }).click();
  const dialog = fleetPage.getByRole('dialog');
  await expect(
    dialog.getByRole('region', { name: 'Ride information' }).getByRole('img', { name: logoName }),
  ).toBeVisible();
  await shot(fleetPage, 'fleet-ride-dialog-broker-logo');
  await fleetPage.keyboard.press('Escape');

  // Persisted: a reload still shows it checked; unticking takes the logos away.
  await adminPage.reload();
  await expect(box).toBeChecked();
  await box.click();
  await expect(box).not.toBeChecked();
  await expect(adminPage.getByText('Fleet updated successfully').first()).toBeVisible();
  await expect(row.getByRole('img', { name: logoName })).toHaveCount(0);
  await expect(detail(fleetPage).getByRole('img', { name: logoName })).toHaveCount(0);
});

test('Fleet Settings is not a fleet user’s: they are sent to access denied', async ({ page }) => {
  await openSignedIn(page, FLEET_USER, '/settings/fleets');
  await expect(page).toHaveURL(/\/access-denied$/);
  await expect(page.getByRole('heading', { name: 'Fleet Settings' })).toHaveCount(0);
});
