import { FILE_JOB_UPDATED_ACTION, type FileJob, MESSAGES } from '@fleetdesk/contract';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call } from '../../../test/api';
import { download, finishedJob, type JobAnswer, madePayout } from '../../../test/payout-file-fixtures';
import { staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { createSocketSet, eventually } from '../../../test/sockets';
import { companies, fileJobs, payouts } from '../../db/schema';

let server: TestServer;
let admin: string;
const db = () => server.database.db;
const sockets = createSocketSet();
const post = (path: string, body: unknown, token = admin) =>
  call<JobAnswer>(server.url, 'POST', path, { token, body });

/** Runs an export to its end and answers the job and the file's rows (header first). */
async function exported(path: string, body: Record<string, unknown>, token = admin) {
  const res = await post(path, body, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.job).toMatchObject({ kind: 'payouts_export', status: 'queued', url: null });
  const job = await finishedJob(server.url, token, res.body.job.id);
  expect(job).toMatchObject({ status: 'succeeded', message: 'Great! You have exported payouts' });
  const file = await download(server.url, job.url as string);
  expect(file.status).toBe(200);
  return { job, file };
}

const csvRows = (bytes: Buffer) => parse(bytes.toString('utf8'), { bom: true }) as string[][];

let evil: Awaited<ReturnType<typeof madePayout>>;
let plain: Awaited<ReturnType<typeof madePayout>>;

beforeAll(async () => {
  server = await startTestServer({ env: { JOBS: 'true', AUTH_RATE_LIMIT: '1000' } });
  admin = await tokenForEmail(db(), ADMIN);
  evil = await madePayout(server.url, db(), admin, {
    cents: 1234,
    driver: { firstName: 'Evil', lastName: 'Hacker', businessName: '=cmd|" /C calc"!A0' },
  });
  plain = await madePayout(server.url, db(), admin, { cents: 5000, type: 'zelle' });
  await db()
    .update(payouts)
    .set({ note: '@SUM(1+1)', reference: '+REF', companyId: 39 })
    .where(eq(payouts.id, evil.payout.id));
});
afterAll(async () => {
  sockets.closeAll();
  await server.close();
});

describe('POST /payouts/export-with-filter', () => {
  it('writes the matching payouts to CSV with the list columns, formulas neutralised', async () => {
    const { job, file } = await exported('/payouts/export-with-filter', {
      search: 'evil hacker',
      format: 'csv',
    });
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toBe('attachment');
    expect(job.file_name).toMatch(/^payouts-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
    const [header, ...rows] = csvRows(file.bytes);
    expect(header).toEqual([
      'ID',
      'Driver',
      'Name',
      'Company',
      'Driver ID',
      'TLC',
      'Type',
      'Receiver',
      'Payee Bank',
      'Requested on',
      'Amount',
      'Status',
      'Bank Status',
      'QB Status',
      'QB ID',
      'Ref. no.',
      'Note',
    ]);
    const [company] = await db().select().from(companies).where(eq(companies.id, 39));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      0: evil.payout.payoutNumber,
      1: 'Evil Hacker',
      2: `'=cmd|" /C calc"!A0`,
      3: company?.name,
      4: String(evil.driverId),
      6: 'ACH',
      8: `Chase Checking ****${evil.accountNumber.slice(-4)}`,
      10: '12.34',
      11: 'Pending',
      15: "'+REF",
      16: "'@SUM(1+1)",
    });
    expect(job).toMatchObject({ done: 1, total: 1 });
  });

  it('writes XLSX: the amount a number, formulas as text', async () => {
    const { file } = await exported('/payouts/export-with-filter', {
      search: evil.payout.payoutNumber.toLowerCase(),
      format: 'xlsx',
    });
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Payouts');
    expect(sheet?.rowCount).toBe(2);
    const row = sheet?.getRow(2);
    expect(row?.getCell(1).value).toBe(evil.payout.payoutNumber);
    expect(row?.getCell(3).value).toBe(`'=cmd|" /C calc"!A0`);
    expect(row?.getCell(3).formula).toBeUndefined();
    expect(row?.getCell(11).value).toBe(12.34);
  });

  it('honours the type and status filters, and refuses a bad filter before any job', async () => {
    const zelle = await exported('/payouts/export-with-filter', { types: 'zelle', format: 'csv' });
    const numbers = csvRows(zelle.file.bytes).map((r) => r[0]);
    expect(numbers).toContain(plain.payout.payoutNumber);
    expect(numbers).not.toContain(evil.payout.payoutNumber);
    const before = await db().select().from(fileJobs);
    const bad = await post('/payouts/export-with-filter', { time_range: 'custom', format: 'csv' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.from).toEqual(['Required']);
    expect(await db().select().from(fileJobs)).toHaveLength(before.length);
  });
});

describe('POST /payouts/export', () => {
  it("exports one company's payouts when company_id is given, all otherwise", async () => {
    const one = csvRows((await exported('/payouts/export', { company_id: 39 })).file.bytes);
    expect(one.map((r) => r[0])).toContain(evil.payout.payoutNumber);
    expect(one.map((r) => r[0])).not.toContain(plain.payout.payoutNumber);
    const all = csvRows((await exported('/payouts/export', {})).file.bytes).map((r) => r[0]);
    expect(all).toEqual(expect.arrayContaining([evil.payout.payoutNumber, plain.payout.payoutNumber]));
  });

  it('tells only the admin who asked how the job goes, ending with the signed link', async () => {
    const other = await staffHolding(db(), []);
    const mine = await sockets.listen(server.url, admin);
    const theirs = await sockets.listen(server.url, other);
    const res = await post('/payouts/export', { format: 'xlsx' });
    const jobOf = (a: { payload: Record<string, unknown> }) => a.payload.job as FileJob;
    await eventually(() => {
      const last = mine
        .filter((a) => a.type === FILE_JOB_UPDATED_ACTION)
        .map(jobOf)
        .at(-1);
      expect(last).toMatchObject({ id: res.body.job.id, status: 'succeeded' });
      expect(last?.url).toMatch(/^\/api\/v1\/files\/private\/exports\/.+\.xlsx\?expires=\d+&signature=/);
    });
    expect(mine.filter((a) => a.type === FILE_JOB_UPDATED_ACTION).map((a) => jobOf(a).status)).toContain(
      'running',
    );
    expect(theirs.filter((a) => a.type === FILE_JOB_UPDATED_ACTION)).toEqual([]);
    // Another admin reads how it went, without the link; the file needs its signature.
    const job = await finishedJob(server.url, admin, res.body.job.id);
    const foreign = await call<{ job: FileJob }>(server.url, 'GET', `/file-jobs/${job.id}`, { token: other });
    expect(foreign.body.job).toEqual({ ...job, url: null });
    const facility = await staffHolding(db(), ['payouts.export'], 50);
    expect((await call(server.url, 'GET', `/file-jobs/${job.id}`, { token: facility })).status).toBe(403);
    expect((await call(server.url, 'GET', '/file-jobs/999999', { token: admin })).status).toBe(404);
    const unsigned = (job.url as string).split('?')[0] as string;
    expect((await download(server.url, unsigned)).status).toBe(403);
  });
});

describe('who may export', () => {
  it('needs payouts.export, and operator staff', async () => {
    const without = await staffHolding(db(), ['payouts.import-bank-file']);
    for (const path of ['/payouts/export', '/payouts/export-with-filter', '/payouts/ach-file']) {
      const res = await post(path, {}, without);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: MESSAGES.forbidden });
    }
    const facility = await staffHolding(db(), ['payouts.export'], 50);
    expect((await post('/payouts/export', {}, facility)).status).toBe(403);
    const holder = await staffHolding(db(), ['payouts.export']);
    const ok = await post('/payouts/export', { format: 'csv' }, holder);
    expect(ok.status).toBe(200);
    expect((await finishedJob(server.url, holder, ok.body.job.id)).status).toBe('succeeded');
  });
});
