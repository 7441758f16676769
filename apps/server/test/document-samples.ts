import type { EndpointName } from '@fleetdesk/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { documents, documentTypes } from '../src/db/schema';
import { activeDrivers, fleetOfEmail } from './ride-fixtures';

/**
 * Live requests for the generated access test: a driver holds one live document per type, so each
 * call first clears the sample type from a driver of the demo fleet user's fleet (and, to review or
 * delete, adds a fresh pending one).
 */
type Sample = { params?: Record<string, unknown>; body?: unknown };

const FLEET_USER = 'fleet@fleetdesk.test';
const SAMPLE_TYPE = 'drug_test';

async function clearedDriver(db: Db): Promise<{ driverId: number; typeId: number }> {
  const [driver] = await activeDrivers(db, await fleetOfEmail(db, FLEET_USER));
  const [type] = await db.select().from(documentTypes).where(eq(documentTypes.key, SAMPLE_TYPE));
  const driverId = driver?.id as number;
  const typeId = type?.id as number;
  await db
    .update(documents)
    .set({ status: 'deleted', deletedAt: new Date() })
    .where(
      and(eq(documents.driverId, driverId), eq(documents.typeId, typeId), ne(documents.status, 'deleted')),
    );
  return { driverId, typeId };
}

async function freshDocument(db: Db): Promise<number> {
  const { driverId, typeId } = await clearedDriver(db);
  const [row] = await db.insert(documents).values({ driverId, typeId }).returning({ id: documents.id });
  return row?.id as number;
}

export const DOCUMENT_SAMPLES: Partial<Record<EndpointName, (db: Db) => Promise<Sample>>> = {
  'documents.create': async (db) => ({
    body: {
      entity_type: 'driver',
      entity_id: (await clearedDriver(db)).driverId,
      type: SAMPLE_TYPE,
      url: '/api/v1/files/sample.png',
    },
  }),
  'documents.update': async (db) => ({
    params: { id: await freshDocument(db) },
    body: { status: 'invalid' },
  }),
  'documents.delete': async (db) => ({ params: { id: await freshDocument(db) } }),
};
