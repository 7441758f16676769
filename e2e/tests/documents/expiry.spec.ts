import { expect, test } from '@playwright/test';
import { createDb } from '../../../apps/server/src/db/client';
import { expireDocuments } from '../../../apps/server/src/modules/documents/expiry';
import { ADMIN } from '../../support/auth';
import { query } from '../../support/db';
import { e2eDatabaseUrl } from '../../support/env';
import { type Actor, createDriver, openAs, signInActor } from '../drivers/driver-page-api';
import { addDriverDocument, inDays } from './documentsApi';

/** Adds a document and confirms it valid with every field its type asks for. */
async function addValidDocument(
  admin: Actor,
  driverId: number,
  type: string,
  fields: Record<string, unknown>,
) {
  const id = await addDriverDocument(admin, driverId, type, inDays(300));
  await admin.call('POST', `/documents/${id}`, { ...fields, expires_at: inDays(300), status: 'valid' });
  return id;
}

/** The daily job, run now against the e2e database (the server runs it at 05:10 UTC). */
async function runExpiryJob() {
  const db = createDb(e2eDatabaseUrl(), { max: 1 });
  try {
    return await expireDocuments({ db });
  } finally {
    await (db.$client as { end: () => Promise<void> }).end();
  }
}

test('the missing-or-expired flag appears on the driver and in the grid once a document expires and the job runs', async ({
  page,
}) => {
  const admin = await signInActor(ADMIN);
  const driverId = await createDriver(admin, 'Ezra', 'Expiring');
  await addValidDocument(admin, driverId, 'driver_license', {
    number: '123456789',
    state: 'NY',
    issue_date: inDays(-400),
    license_class: 'E',
    endorsements: ['none'],
    restrictions: ['none'],
  });
  const tlc = await addValidDocument(admin, driverId, 'tlc_license', { number: '5123456', state: 'NY' });

  await openAs(page, admin, `/driver/${driverId}`);
  await expect(page.getByRole('heading', { name: 'Ezra Expiring' })).toBeVisible();
  await expect(page.getByText('Required documents are missing or expired')).toBeHidden();

  await query('update documents set expires_at = $2 where id = $1', [tlc, inDays(-1)]);
  expect(await runExpiryJob()).toContain(tlc);
  const [stored] = await query<{ status: string }>('select status from documents where id = $1', [tlc]);
  expect(stored?.status).toBe('invalid');

  await page.reload();
  await expect(page.getByText('Required documents are missing or expired')).toBeVisible();
  // Spec 2 §4: an expired document shows as invalid; its date carries the warning.
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByText('invalid', { exact: true })).toBeVisible();
  await expect(documents.getByLabel('Expired')).toBeVisible();

  await page.goto('/drivers?search=Ezra Expiring');
  await page.getByLabel('Missing or expired documents').check();
  const row = page.getByRole('row').filter({ hasText: 'Ezra Expiring' });
  await expect(row.getByLabel('Documents missing or expired')).toBeVisible();
});
