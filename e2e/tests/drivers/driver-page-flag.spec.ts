import { expect, test } from '@playwright/test';
import { ADMIN } from '../../support/auth';
import { shot } from '../../support/shots';
import { createDriver, openAs, signInActor } from './driver-page-api';

test('a new driver without documents is flagged on the driver page', async ({ page }) => {
  const admin = await signInActor(ADMIN);
  const driverId = await createDriver(admin, 'Nadia', 'Kowalski'); // no documents uploaded yet
  await openAs(page, admin, `/driver/${driverId}`);
  const header = page.getByRole('region', { name: 'Driver' });
  await expect(header.getByRole('heading', { name: 'Nadia Kowalski' })).toBeVisible();
  await expect(header.getByRole('alert')).toHaveText('Required documents are missing or expired');
  await shot(page, 'flag', { fullPage: true });
});
