import { expect, test } from '@playwright/test';
import { DISPATCHER } from '../../support/auth';
import { openSignedIn } from '../platform/signedIn';

test('explore', async ({ page }) => {
  await openSignedIn(page, DISPATCHER, '/rides');
  await expect(page.getByRole('table', { name: 'Rides' })).toBeVisible();
  await page.waitForTimeout(4000);
  await page.screenshot({ path: '/tmp/shots/h4-page.png' });
});
