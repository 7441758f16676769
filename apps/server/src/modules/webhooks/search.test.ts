import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import type { DbOrTx } from '../../db/client';
import { type AttemptFilters, attemptStatements, findAttempts, insertAttempt, insertEvent } from './queries';

/**
 * A search reads its matches once for both the count and the page (searchAttempts); these are the
 * answers of the plain page-and-count statements, on every filter and page, with and without the
 * trigram indexes.
 */
let database: TestDatabase;
const AT = Date.parse('2026-03-10T15:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  for (let n = 0; n < 40; n += 1) {
    const event = await insertEvent(db, {
      direction: n % 3 ? 'outbound' : 'inbound',
      broker: 'sentry',
      type: 'ride.cancel',
      name: `Sentry cancel · trip SR-${n % 7}`,
      data: {},
    });
    // Pairs share a moment, so the id decides their order; every fifth has no payload.
    await insertAttempt(db, {
      eventId: event.id,
      name: event.name,
      method: 'POST',
      link: 'http://127.0.0.1:7070/sentry/rides',
      headers: {},
      payload:
        n % 5 === 0 ? null : { note: n % 2 ? 'Rider called' : 'Wrong_address 100%', rider: `Ann ${n}` },
      status: 'succeeded',
      vendorStatus: 'success',
      vendorId: n % 4 ? 11 : 13,
      type: n % 3 ? 'outbound' : 'inbound',
      createdAt: new Date(AT - Math.floor(n / 2) * 3_600_000),
    });
  }
});
afterAll(() => database.drop());

async function plain(db: DbOrTx, f: AttemptFilters) {
  const { page, total } = attemptStatements(db, f);
  const [rows, [counted]] = await Promise.all([page, total]);
  return { rows, total: counted?.n ?? 0 };
}

const SEARCHES = ['sr-3', 'called', 'wrong_', '100%', 'ann 1', 'sentry', 'nothing-like-it', '"note"'];
const FILTERS: Omit<AttemptFilters, 'search'>[] = [
  { limit: 10, offset: 0 },
  { limit: 5, offset: 5 },
  { limit: 25, offset: 10 },
  { limit: 10, offset: 0, vendorId: 11, direction: 'outbound' },
  { limit: 10, offset: 0, from: new Date(AT - 6 * 3_600_000), until: new Date(AT - 3_600_000) },
];

describe('the webhooks log search', () => {
  it('answers as the plain page and count for every search, filter and page', async () => {
    // Not empty answers: trip SR-3 is every seventh attempt, and '100%' is matched literally.
    expect((await findAttempts(database.db, { limit: 10, offset: 0, search: 'sr-3' })).total).toBe(6);
    expect((await findAttempts(database.db, { limit: 10, offset: 0, search: '100%' })).total).toBe(16);
    for (const search of SEARCHES)
      for (const filters of FILTERS) {
        const f = { ...filters, search };
        expect(await findAttempts(database.db, f), `${search} ${JSON.stringify(filters)}`).toEqual(
          await plain(database.db, f),
        );
      }
  });

  it('answers the same through the trigram indexes', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const search of SEARCHES) {
        const f = { limit: 10, offset: 0, search };
        expect(await findAttempts(tx, f), search).toEqual(await plain(tx, f));
      }
    });
  });
});
