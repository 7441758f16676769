import type { DocumentView } from '@fleetdesk/contract';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { auditLog, cars, documents, documentTypes } from '../src/db/schema';
import { businessDay } from '../src/modules/documents/rules';
import { call, DISPATCHER, FLEET_USER } from './api';
import { activeDrivers, fleetOfEmail, tokenForEmail } from './ride-fixtures';
import { startTestServer, type TestServer } from './server';

/** What the documents tests share (documents-*.test.ts of modules/documents). */

export type Answer = { document: DocumentView; message: string; errors?: Record<string, string[]> };
type ListAnswer = { documents: DocumentView[]; total: number; page: number; per_page: number };
type Entity = ['driver' | 'car', number];

export const today = () => businessDay(new Date());
export const daysFromToday = (days: number) => {
  const d = new Date(`${today()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export const VALID_LICENSE = {
  status: 'valid',
  expires_at: '2031-05-01',
  issue_date: '2023-05-01',
  number: 'A1234567',
  state: 'NY',
  license_class: 'D',
  endorsements: ['none'],
  restrictions: ['B'],
};

/**
 * Starts a server for the file: the dispatcher and fleet user, a driver and a car of the fleet user's
 * fleet and a driver of another fleet, whose documents are cleared before each test.
 */
export function documentsTestServer() {
  const d = {
    server: undefined as unknown as TestServer,
    dispatcher: '',
    fleetUser: '',
    ownDriver: 0,
    otherDriver: 0,
    ownCar: 0,
    typeIds: new Map<string, number>(),
    db: () => d.server.database.db,
    list: (token: string, query: Record<string, string>, fleet = false) =>
      call<ListAnswer>(d.server.url, 'GET', `/documents?${new URLSearchParams(query)}`, { token, fleet }),
    listFor: (token: string, entity: Entity, query: Record<string, string> = {}, fleet = false) =>
      d.list(token, { entity_type: entity[0], entity_id: String(entity[1]), ...query }, fleet),
    create: (token: string, body: Record<string, unknown>, fleet = false) =>
      call<Answer>(d.server.url, 'POST', '/documents', { token, body, fleet }),
    update: (token: string, id: number, body: Record<string, unknown>, fleet = false) =>
      call<Answer>(d.server.url, 'POST', `/documents/${id}`, { token, body, fleet }),
    remove: (token: string, id: number, fleet = false) =>
      call<{ message: string }>(d.server.url, 'POST', `/documents/${id}/delete`, { token, fleet }),
    /** A document written straight to the table, in the state a test needs. */
    putDocument: async (
      entity: Entity,
      type: string,
      values: Partial<typeof documents.$inferInsert> = {},
    ) => {
      const [row] = await d
        .db()
        .insert(documents)
        .values({
          driverId: entity[0] === 'driver' ? entity[1] : null,
          carId: entity[0] === 'car' ? entity[1] : null,
          typeId: d.typeIds.get(type) as number,
          status: 'valid',
          expiresAt: daysFromToday(30),
          url: '/api/v1/files/doc.png',
          ...values,
        })
        .returning({ id: documents.id });
      return row?.id as number;
    },
    documentRow: async (id: number) => (await d.db().select().from(documents).where(eq(documents.id, id)))[0],
    auditOf: (id: number) =>
      d
        .db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'document'), eq(auditLog.entityId, String(id))))
        .orderBy(asc(auditLog.id)),
  };
  beforeAll(async () => {
    d.server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
    const db = d.db();
    d.dispatcher = await tokenForEmail(db, DISPATCHER);
    d.fleetUser = await tokenForEmail(db, FLEET_USER);
    const fleetId = await fleetOfEmail(db, FLEET_USER);
    d.ownDriver = (await activeDrivers(db, fleetId))[0]?.id as number;
    d.otherDriver = (await activeDrivers(db, fleetId, true))[0]?.id as number;
    const [car] = await db.select({ id: cars.id }).from(cars).where(eq(cars.fleetId, fleetId)).limit(1);
    d.ownCar = car?.id as number;
    for (const type of await db.select().from(documentTypes)) d.typeIds.set(type.key, type.id);
  });
  beforeEach(async () => {
    // The demo may hold documents of these entities; each test starts from none.
    await d
      .db()
      .delete(documents)
      .where(or(inArray(documents.driverId, [d.ownDriver, d.otherDriver]), eq(documents.carId, d.ownCar)));
  });
  afterAll(() => d.server.close());
  return d;
}
