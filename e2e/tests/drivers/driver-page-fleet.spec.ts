import { expect, test } from '@playwright/test';
import { ADMIN, FLEET_USER } from '../../support/auth';
import { shot } from '../../support/shots';
import { createDriver, openAs, signInActor } from './driver-page-api';

test("a fleet user sees their driver without broker or money blocks, and not another fleet's driver", async ({
  page,
}) => {
  const fleet = await signInActor(FLEET_USER);
  const admin = await signInActor(ADMIN);
  const ownDriver = await createDriver(fleet, 'Tomas', 'Okafor');
  const foreignDriver = await createDriver(admin, 'Ilse', 'Brandt'); // in no fleet

  await openAs(page, fleet, `/driver/${ownDriver}`);
  await expect(page.getByRole('heading', { name: 'Tomas Okafor' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cars' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Brokers' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Balance' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Bank accounts' })).toHaveCount(0);
  await shot(page, 'fleet', { fullPage: true });

  await page.goto(`/driver/${foreignDriver}`);
  await expect(page.getByText('Driver not found.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ilse Brandt' })).toHaveCount(0);
});
