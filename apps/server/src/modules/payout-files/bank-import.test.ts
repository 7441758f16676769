import { MESSAGES } from '@fleetdesk/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call } from '../../../test/api';
import { balanceCents } from '../../../test/money-fixtures';
import { bankFileForm, finishedJob, type JobAnswer, madePayout } from '../../../test/payout-file-fixtures';
import { journalBalances, payoutRow } from '../../../test/payout-fixtures';
import { staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { fileJobs, transactionRequests } from '../../db/schema';

let server: TestServer;
let admin: string;
const db = () => server.database.db;
const importFile = (text: string, token = admin) =>
  call<JobAnswer>(server.url, 'POST', '/payouts/import-bank-file', { token, body: bankFileForm(text) });

/** Imports a file and waits for its job to end. */
async function imported(text: string) {
  const res = await importFile(text);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.job).toMatchObject({ kind: 'bank_file_import', status: 'queued' });
  return finishedJob(server.url, admin, res.body.job.id);
}

/** What a refused file must leave alone: every money and payout row, and the file jobs. */
async function moneyFingerprint() {
  const { rows } = await db().execute(
    sql`select (select count(*) from journal_entries) as entries, (select max(xmin::text::bigint) from payouts) as payouts,
      (select max(xmin::text::bigint) from driver_balances) as balances, (select count(*) from file_jobs) as jobs`,
  );
  return JSON.stringify(rows);
}

const requestStatus = async (id: number | null) => {
  const [row] = await db()
    .select()
    .from(transactionRequests)
    .where(eq(transactionRequests.id, id as number));
  return row?.status;
};

beforeAll(async () => {
  server = await startTestServer({ env: { JOBS: 'true', AUTH_RATE_LIMIT: '1000' } });
  admin = await tokenForEmail(db(), ADMIN);
});
afterAll(() => server.close());

describe('POST /payouts/import-bank-file', () => {
  it('settles paid payouts and returns the money of failed ones, balances matching the journal', async () => {
    const paid = await madePayout(server.url, db(), admin, { cents: 3_000 });
    const returned = await madePayout(server.url, db(), admin, { cents: 4_500, type: 'zelle' });
    expect(await balanceCents(db(), paid.driverId)).toEqual({ available: 10_000, pending: 3_000 });

    const job = await imported(
      [
        'payout_number,status,reason',
        `${paid.payout.payoutNumber},succeeded,`,
        `${returned.payout.payoutNumber},failed,"R03 No account/unable to locate account"`,
      ].join('\r\n'),
    );
    expect(job).toMatchObject({
      status: 'succeeded',
      message: 'Great! You have import Bank File!',
      done: 2,
      total: 2,
      errors: [],
    });

    expect(await payoutRow(db(), paid.payout.id)).toMatchObject({
      status: 'succeeded',
      bankStatus: 'succeeded',
    });
    expect(await requestStatus(paid.payout.transactionRequestId)).toBe('paid');
    expect(await balanceCents(db(), paid.driverId)).toEqual({ available: 10_000, pending: 0 });
    expect(await journalBalances(db(), paid.driverId)).toEqual({ available: 10_000, pending: 0 });

    expect(await payoutRow(db(), returned.payout.id)).toMatchObject({
      status: 'failed',
      bankStatus: 'failed',
    });
    expect(await requestStatus(returned.payout.transactionRequestId)).toBe('declined');
    expect(await balanceCents(db(), returned.driverId)).toEqual({ available: 14_500, pending: 0 });
    expect(await journalBalances(db(), returned.driverId)).toEqual({ available: 14_500, pending: 0 });
  });

  it('changes nothing the second time the same file comes', async () => {
    const made = await madePayout(server.url, db(), admin, { cents: 1_000 });
    const text = `payout_number,status\n${made.payout.payoutNumber},failed\n`;
    expect((await imported(text)).done).toBe(1);
    const before = await journalBalances(db(), made.driverId);
    const again = await imported(text);
    expect(again).toMatchObject({ status: 'succeeded', done: 0, total: 1 });
    expect(await journalBalances(db(), made.driverId)).toEqual(before);
    expect(before).toEqual({ available: 11_000, pending: 0 });
  });

  it('refuses a malformed file whole, naming the line, and changes nothing', async () => {
    const good = await madePayout(server.url, db(), admin, { cents: 2_000 });
    const check = await madePayout(server.url, db(), admin, { cents: 2_000, type: 'check_mail' });
    const cases: [string, string, string[]][] = [
      [
        `payout_number,status,reason\n${good.payout.payoutNumber},succeeded,\nP-999999,maybe,\n`,
        'Line 3: The status must be succeeded or failed, not "maybe".',
        ['Line 3: The status must be succeeded or failed, not "maybe".'],
      ],
      [
        `payout_number,status,reason\n${good.payout.payoutNumber},succeeded,\n\nP-999999,failed,\n${check.payout.payoutNumber},failed,\n`,
        'Line 4: There is no payout P-999999.',
        [
          'Line 4: There is no payout P-999999.',
          `Line 5: Payout ${check.payout.payoutNumber} is a check: set its bank status on the payout.`,
        ],
      ],
      [
        'number;status\nP-1;failed\n',
        'Line 1: The first line must be the header payout_number,status,reason.',
        ['Line 1: The first line must be the header payout_number,status,reason.'],
      ],
    ];
    for (const [text, message, lines] of cases) {
      const before = await moneyFingerprint();
      const res = await importFile(text);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(message);
      expect(res.body.errors?.imported_file).toEqual(lines);
      expect(await moneyFingerprint()).toBe(before);
    }
    expect(await payoutRow(db(), good.payout.id)).toMatchObject({ status: 'pending', bankStatus: 'pending' });
  });

  it('fails the job, settling nothing, when a line stopped holding after the check', async () => {
    const first = await madePayout(server.url, db(), admin, { cents: 1_500 });
    const second = await madePayout(server.url, db(), admin, { cents: 1_500 });
    // Someone else settles the second payout the other way while the import waits for its lock.
    const other = await db().$client.connect();
    await other.query('begin');
    await other.query('select id from payouts where id = $1 for update', [second.payout.id]);
    const res = await importFile(
      `payout_number,status\n${first.payout.payoutNumber},succeeded\n${second.payout.payoutNumber},succeeded\n`,
    );
    expect(res.status).toBe(200);
    await other.query(`update payouts set status = 'failed', bank_status = 'failed' where id = $1`, [
      second.payout.id,
    ]);
    await other.query('commit');
    other.release();
    const job = await finishedJob(server.url, admin, res.body.job.id);
    expect(job).toMatchObject({
      status: 'failed',
      message: 'Something went wrong',
      errors: [{ line: 3, message: `Payout ${second.payout.payoutNumber} has already failed.` }],
    });
    expect(await payoutRow(db(), first.payout.id)).toMatchObject({ status: 'pending' });
    expect(await balanceCents(db(), first.driverId)).toEqual({ available: 10_000, pending: 1_500 });
  });

  it('needs payouts.import-bank-file and a file', async () => {
    const without = await staffHolding(db(), ['payouts.export']);
    const refused = await importFile('payout_number,status\nP-1,failed\n', without);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.forbidden);
    const holder = await staffHolding(db(), ['payouts.import-bank-file']);
    const empty = await call(server.url, 'POST', '/payouts/import-bank-file', {
      token: holder,
      body: new FormData(),
    });
    expect(empty.status).toBe(422);
    expect((empty.body as { errors: Record<string, string[]> }).errors.imported_file).toEqual(['Required']);
    expect(await db().select().from(fileJobs).where(eq(fileJobs.kind, 'bank_file_import'))).not.toHaveLength(
      0,
    );
  });
});
