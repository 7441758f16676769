import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLEET_USER } from '../../../test/api';
import { activeDrivers, fleetOfEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { auditLog, documents, documentTypes } from '../../db/schema';
import { EXPIRE_DOCUMENTS_JOB, expireDocuments, expireDocumentsJob } from './expiry';

let server: TestServer;
let driverId: number;
const db = () => server.database.db;

/** Noon in New York on 10 March 2026. */
const NOW = new Date('2026-03-10T16:00:00Z');

async function put(type: string, status: 'pending' | 'valid' | 'invalid', expiresAt: string) {
  const [t] = await db().select().from(documentTypes).where(eq(documentTypes.key, type));
  const [row] = await db()
    .insert(documents)
    .values({ driverId, typeId: t?.id as number, status, expiresAt })
    .returning({ id: documents.id });
  return row?.id as number;
}

const rowOf = async (id: number) => (await db().select().from(documents).where(eq(documents.id, id)))[0];

beforeAll(async () => {
  server = await startTestServer();
  driverId = (await activeDrivers(db(), await fleetOfEmail(db(), FLEET_USER)))[0]?.id as number;
  await db().delete(documents).where(eq(documents.driverId, driverId));
});
afterAll(() => server.close());

describe('the daily expiry job', () => {
  it('marks a document that expired yesterday invalid and not actual, and leaves one expiring tomorrow', async () => {
    const yesterday = await put('driver_license', 'valid', '2026-03-09');
    const pendingExpired = await put('ssn', 'pending', '2026-03-01');
    const tomorrow = await put('tlc_license', 'valid', '2026-03-11');
    const todayLast = await put('w9_form', 'valid', '2026-03-10');

    const marked = await expireDocuments({ db: db() }, NOW);
    expect(marked).toEqual(expect.arrayContaining([yesterday, pendingExpired]));
    expect(marked).not.toContain(tomorrow);
    expect(marked).not.toContain(todayLast);

    expect(await rowOf(yesterday)).toMatchObject({
      status: 'invalid',
      isActual: false,
      actualityMessage: 'The document expired on 2026-03-09',
    });
    expect((await rowOf(pendingExpired))?.status).toBe('invalid');
    expect(await rowOf(tomorrow)).toMatchObject({ status: 'valid', isActual: true, actualityMessage: null });
    expect((await rowOf(todayLast))?.status).toBe('valid');

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'document.expired'), inArray(auditLog.entityId, [String(yesterday)])));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ adminId: null, before: { status: 'valid' } });

    // A second run finds nothing more to mark.
    expect(await expireDocuments({ db: db() }, NOW)).not.toContain(yesterday);
  });

  it('judges the day in New York: 23:00 on the 9th there is still the 9th', async () => {
    const lastDay = await put('defensive_driving', 'valid', '2026-03-09');
    expect(await expireDocuments({ db: db() }, new Date('2026-03-10T03:00:00Z'))).not.toContain(lastDay);
    expect(await expireDocuments({ db: db() }, new Date('2026-03-10T05:00:00Z'))).toContain(lastDay);
  });

  it('runs daily after midnight in New York, once per day without retries', () => {
    const job = expireDocumentsJob({ db: db() });
    expect(job).toMatchObject({ name: EXPIRE_DOCUMENTS_JOB, cron: '10 5 * * *', retryLimit: 0 });
  });
});
