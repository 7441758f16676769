import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import type { DbOrTx } from '../../db/client';
import { searchCars } from './queries';

/**
 * The cars list's search reads the union of each condition's car ids; these are the answers of the former
 * statement (the conditions OR-ed across the driver's join, the title as concat_ws), on the demo's cars
 * and a few with a missing year, make or model, for searches of every kind.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function former(db: DbOrTx, search: string) {
  const text = search.trim();
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const id = /^\d{1,9}$/.test(text) ? Number(text) : null;
  const { rows } = await db.execute<{ id: number }>(sql`
    select c.id from cars c left join drivers v on v.id = c.driver_id
    where c.plate_number ilike ${pattern} or c.vin_number ilike ${pattern}
      or concat_ws(' ', c.year, c.make, c.model) ilike ${pattern}
      or v.first_name || ' ' || v.last_name ilike ${pattern} or v.phone_number ilike ${pattern}
      or c.id = ${id}
    order by c.plate_number desc, c.id desc`);
  return rows.map((r) => r.id);
}

async function current(db: DbOrTx, search: string) {
  const filter = { search, fleetId: null, reachesCars: true, today: '2026-06-15' };
  const page = { sortBy: 'plate_number', descending: true, limit: 1_000_000, offset: 0 } as const;
  const { rows, total } = await searchCars(db, filter, page);
  return { ids: rows.map((r) => r.id), total };
}

describe('the cars search', () => {
  it('answers as the former OR-ed statement for plates, VINs, titles, drivers and ids', async () => {
    const { db } = database;
    await db.execute(sql`
      insert into cars (type_id, vin_number, plate_number, color, year, make, model)
      select (select min(id) from car_types), v.vin, v.plate, 'black', v.year, v.make, v.model
      from (values ('VINZ1', 'ZQ1', null::int, null, 'Zephyrx'), ('VINZ2', 'ZQ2', 2031, null, null),
        ('VINZ3', 'ZQ3', null, 'Qmakeq', null), ('VINZ4', 'ZQ4', null, null, null),
        ('VINZ5', 'ZQ5', 2019, ' Lead', 'Trail ')) as v(vin, plate, year, make, model)`);
    const { rows } = await db.execute<{ plate: string; vin: string; make: string; model: string }>(sql`
      select plate_number as plate, vin_number as vin, make, model from cars
      where make is not null and model is not null and year is not null order by id limit 1`);
    const { rows: people } = await db.execute<{ name: string; phone: string; car: number }>(sql`
      select v.first_name || ' ' || left(v.last_name, 2) as name, v.phone_number as phone, c.id as car
      from cars c join drivers v on v.id = c.driver_id order by c.id limit 1`);
    const s = rows[0];
    const p = people[0];
    if (!s || !p) throw new Error('no sample');
    const searches = [
      s.plate,
      s.plate.slice(1, 4).toLowerCase(),
      s.vin.slice(3, 9),
      `${s.make} ${s.model}`.toUpperCase(),
      s.model.slice(0, 3),
      p.name,
      p.phone.slice(-5),
      String(p.car),
      '1',
      '20',
      'Zephyrx',
      '2031',
      '2031 ',
      'Qmakeq',
      '2019  Lead Trail',
      ' Lead',
      'a',
      '%',
      '_',
      '',
      'no such car',
    ];
    let matched = 0;
    for (const search of searches) {
      const expected = await former(db, search);
      const got = await current(db, search);
      expect({ search, ids: got.ids }).toEqual({ search, ids: expected });
      expect({ search, total: got.total }).toEqual({ search, total: expected.length });
      if (expected.length > 0) matched += 1;
    }
    expect(matched).toBeGreaterThan(14);
  });
});
