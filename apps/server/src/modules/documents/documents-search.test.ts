import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import type { DbOrTx } from '../../db/client';
import { countDocuments, type DocumentFilter, findDocumentViews } from './queries';

/**
 * The documents list's search reads the union of each condition's document ids; these are the answers of
 * the former statement (the conditions OR-ed across the joined type, driver and car), on the demo's
 * documents, for searches of every kind.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const TODAY = '2026-06-15';

async function former(db: DbOrTx, search: string, entityType?: 'driver' | 'car') {
  const pattern = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
  const id = /^\d{1,9}$/.test(search) ? Number(search) : null;
  const { rows } = await db.execute<{ id: number }>(sql`
    select d.id from documents d
    join document_types t on t.id = d.type_id
    left join drivers v on v.id = d.driver_id
    left join cars c on c.id = d.car_id
    where d.status <> 'deleted'
      and ${entityType === undefined ? sql`true` : sql.raw(`d.${entityType}_id is not null`)}
      and (t.title ilike ${pattern} or d.number ilike ${pattern}
        or v.first_name || ' ' || v.last_name ilike ${pattern} or c.plate_number ilike ${pattern}
        or coalesce(d.driver_id, d.car_id) = ${id})
    order by d.updated_at desc nulls last, d.id desc`);
  return rows.map((r) => r.id);
}

async function current(db: DbOrTx, search: string, entityType?: 'driver' | 'car') {
  const filter: DocumentFilter = {
    reach: { kind: 'all' },
    today: TODAY,
    statuses: ['pending', 'valid', 'invalid'],
    types: [],
    search,
    entityType,
    rangeDays: 0,
  };
  const page = { sortBy: 'updated_at', direction: 'desc', limit: 1_000_000, offset: 0 } as const;
  const rows = await findDocumentViews(db, filter, page);
  return { ids: rows.map((r) => r.id), total: await countDocuments(db, filter) };
}

describe('the documents search', () => {
  it('answers as the former OR-ed statement for names, plates, numbers, titles and ids', async () => {
    const { db } = database;
    const { rows } = await db.execute<{ last: string; full: string; plate: string; num: string }>(sql`
      select (select last_name from drivers order by id limit 1) as last,
        (select first_name || ' ' || left(last_name, 2) from drivers order by id desc limit 1) as full,
        (select plate_number from cars where id in (select car_id from documents) limit 1) as plate,
        (select number from documents where number is not null order by id limit 1) as num`);
    const s = rows[0];
    if (!s) throw new Error('no sample');
    const { rows: ids } = await db.execute<{ driver: number; car: number }>(sql`
      select (select driver_id from documents where driver_id is not null order by id limit 1) as driver,
        (select car_id from documents where car_id is not null order by id limit 1) as car`);
    const searches = [
      s.last,
      s.last.toUpperCase(),
      s.full,
      s.plate,
      s.plate.slice(1, 4),
      s.num,
      s.num.slice(0, 3),
      'licen',
      'a',
      'ZZ',
      '%',
      '_',
      'no such text at all',
      String(ids[0]?.driver),
      String(ids[0]?.car),
      '1',
      '12',
    ];
    let matched = 0;
    for (const search of searches) {
      for (const entityType of [undefined, 'driver', 'car'] as const) {
        const expected = await former(db, search, entityType);
        const got = await current(db, search, entityType);
        expect({ search, entityType, ids: got.ids }).toEqual({ search, entityType, ids: expected });
        expect({ search, entityType, total: got.total }).toEqual({
          search,
          entityType,
          total: expected.length,
        });
        if (expected.length > 0) matched += 1;
      }
    }
    expect(matched).toBeGreaterThan(20);
  });
});
