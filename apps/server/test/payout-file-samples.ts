import type { EndpointName } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../src/db/client';
import { admins, fileJobs, paymentMethods, payouts } from '../src/db/schema';
import { secretBoxOf } from '../src/platform/secret-box';
import { makeDriver } from './driver-fixtures';
import { formWith } from './file-fixtures';
import { makePayout } from './payout-fixtures';

/**
 * Requests for the generated access and read-only tests: the ACH file needs an ach payout waiting for
 * one, the bank file import a pending payout to name, and a file job read a job that exists. The bank file
 * converter takes a workbook of issued checks.
 */
type Sample = { params?: Record<string, unknown>; body?: unknown };

/** The test server runs in demo mode: its bank accounts are sealed with the demo key. */
const box = secretBoxOf({ bankAccountKey: undefined, demoMode: true });

async function achPayout(db: Db) {
  const driverId = await makeDriver(db);
  const [bank] = await db
    .insert(paymentMethods)
    .values({
      driverId,
      name: 'Access',
      routingNumber: '021000021',
      accountNumberEncrypted: box.seal('12345678'),
      lastFour: '5678',
    })
    .returning({ id: paymentMethods.id });
  return makePayout(db, { driverId, type: 'ach', paymentMethodId: bank?.id });
}

export const PAYOUT_FILE_SAMPLES: Partial<Record<EndpointName, (db: Db) => Promise<Sample>>> = {
  'payouts.export': async () => ({ body: { company_id: 39, format: 'csv' } }),
  'payouts.exportWithFilter': async () => ({ body: { types: 'ach', format: 'xlsx' } }),
  'payouts.achFile': async (db) => {
    await achPayout(db);
    return {};
  },
  'payouts.importBankFile': async (db) => {
    const id = await makePayout(db, { driverId: await makeDriver(db) });
    const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
    const text = `payout_number,status,reason\n${row?.payoutNumber},succeeded,\n`;
    const bytes = new TextEncoder().encode(text);
    return { body: formWith('imported_file', { bytes, name: 'returns.csv', type: 'text/csv' }) };
  },
  'bankFile.convert': async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Checks').addRows([
      ['Check Number', 'Payee', 'Amount'],
      [1001, 'Maria Lopez', 120.5],
    ]);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const body = formWith('import_file', { bytes, name: 'checks.xlsx', type });
    body.append('bank_account_number', '000123456789');
    return { body };
  },
  'fileJobs.get': async (db) => {
    const [admin] = await db.select({ id: admins.id }).from(admins).limit(1);
    const [job] = await db
      .insert(fileJobs)
      .values({ kind: 'payouts_export', createdBy: admin?.id as number })
      .returning({ id: fileJobs.id });
    return { params: { id: job?.id } };
  },
};
