import { expect as baseExpect, type Page, test } from '@playwright/test';
import { DISPATCHER } from '../../support/auth';
import { shot } from '../../support/shots';
import { openSignedIn } from '../platform/signedIn';
import { findRide, ridesTable } from './ridesPage';

test.use({ viewport: { width: 1600, height: 900 } });
// Each test reloads the app more than once: on a busy machine a load can take most of the defaults.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const chipLabels = (page: Page) =>
  page.getByRole('group', { name: 'Search chips' }).getByRole('button').allTextContents();

/** Types a search and finishes it with Enter, which makes it a chip. */
async function addChip(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Search rides' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test("a ?search= link shows only the link's chip; chips are newest first and an 11th drops the oldest", async ({
  page,
}) => {
  const rideId = Number(await findRide(`r.status = 'finished' and c.broker_key is null`, 2));
  await openSignedIn(page, DISPATCHER, '/rides');
  await addChip(page, 'uname:zz');
  await addChip(page, 'pu:main');
  await expect.poll(() => chipLabels(page)).toEqual(['pu:main', 'uname:zz']);

  await page.goto(`/rides?search=id:${rideId}`);
  await expect.poll(() => chipLabels(page)).toEqual([`id:${rideId}`]);
  await expect(ridesTable(page).locator('tbody tr')).toHaveCount(1);
  await expect(ridesTable(page).locator('tbody tr').first()).toHaveAttribute('data-ride-id', String(rideId));
  // The link is used once: the address drops it, so a reload keeps the chips made afterwards.
  await expect(page).toHaveURL(/\/rides$/);

  const added = Array.from({ length: 10 }, (_, i) => `id:${rideId + i + 1}`);
  for (const chip of added) await addChip(page, chip);
  // Ten chips at most, newest first: the link's chip, the oldest, is gone.
  const expected = [...added].reverse();
  await expect.poll(() => chipLabels(page)).toEqual(expected);
  await page.reload();
  await expect.poll(() => chipLabels(page)).toEqual(expected);
  await shot(page, 'h4-search-chips');
});
