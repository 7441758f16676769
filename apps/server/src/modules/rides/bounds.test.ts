import { defaultRideDays, MESSAGES, RIDES_OFFSET_MAX, rideDaysToDatetimes } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call } from '../../../test/api';
import { makeRide, tokenForEmail } from '../../../test/ride-fixtures';
import { idsWhere, type RidesAnswer } from '../../../test/rides';
import { startTestServer, type TestServer } from '../../../test/server';

let server: TestServer;
let staff: string;
beforeAll(async () => {
  server = await startTestServer();
  staff = await tokenForEmail(server.database.db, ADMIN);
});
afterAll(() => server.close());

const db = () => server.database.db;
const DAY_MS = 24 * 3600 * 1000;
/** GET /rides exactly as given: no window added by a helper. */
const rides = (query: Record<string, string>) =>
  call<RidesAnswer>(server.url, 'GET', `/rides?${new URLSearchParams(query)}`, { token: staff });
const follow = (url: string) => call<RidesAnswer>(server.url, 'GET', url, { token: staff });
const ids = (res: { body: RidesAnswer }) => res.body.rides.data.map((r) => r.id);

describe('GET /rides bounds', () => {
  it('refuses a search term of one character: it would match inside nearly every row', async () => {
    for (const search of ['a', 'pu:M', 'uphone:(7']) {
      const res = await rides({ search });
      expect(res.status, search).toBe(422);
      expect(res.body).toMatchObject({
        message: MESSAGES.searchTermTooShort,
        errors: { search: [MESSAGES.searchTermTooShort] },
      });
    }
  });

  it('lists yesterday to 120 days ahead when no dates and no search are given; a search looks through all time', async () => {
    const longAgo = await makeRide(db(), { status: 'pending', pickupAt: new Date(Date.now() - 30 * DAY_MS) });
    const farAhead = await makeRide(db(), {
      status: 'pending',
      pickupAt: new Date(Date.now() + 200 * DAY_MS),
    });
    const soon = await makeRide(db(), { status: 'pending', pickupAt: new Date(Date.now() + 2 * DAY_MS) });

    const res = await rides({ per_page: '500' });
    expect(res.status).toBe(200);
    const listed = ids(res).sort((a, b) => a - b);
    const window = rideDaysToDatetimes(defaultRideDays(Date.now()));
    expect(listed).toEqual(
      await idsWhere(db(), sql`pickup_at between ${window.from_datetime} and ${window.to_datetime}`),
    );
    expect(listed).toContain(soon.id);
    expect(listed).not.toContain(longAgo.id);
    expect(listed).not.toContain(farAhead.id);

    const searched = await rides({ search: `ids:${longAgo.id},${farAhead.id}` });
    expect(ids(searched).sort((a, b) => a - b)).toEqual([longAgo.id, farAhead.id]);
  });

  it("keeps the previous 24 hours in view: a ride from 20 hours ago and one from yesterday's first minute in New York", async () => {
    const yesterdayMidnight = Date.parse(rideDaysToDatetimes(defaultRideDays(Date.now())).from_datetime);
    const lastNight = await makeRide(db(), {
      status: 'in_progress',
      pickupAt: new Date(Date.now() - 20 * 3600 * 1000),
    });
    // More than 24 hours ago (unless this runs in the first second of a New York day).
    const earlyYesterday = await makeRide(db(), {
      status: 'assigned',
      pickupAt: new Date(yesterdayMidnight + 1000),
    });
    const dayBefore = await makeRide(db(), {
      status: 'assigned',
      pickupAt: new Date(yesterdayMidnight - 60_000),
    });

    const listed = ids(await rides({ per_page: '500' }));
    expect(listed).toContain(lastNight.id);
    expect(listed).toContain(earlyYesterday.id);
    expect(listed).not.toContain(dayBefore.id);
  });

  it('carries the default window into next_page_url, so the pages list the same rows', async () => {
    const res = await rides({ per_page: '5' });
    const next = new URL(res.body.next_page_url as string, server.url);
    expect(next.searchParams.get('page')).toBe('2');
    const window = rideDaysToDatetimes(defaultRideDays(Date.now()));
    expect(Date.parse(next.searchParams.get('from_datetime') as string)).toBe(
      Date.parse(window.from_datetime),
    );
    expect(Date.parse(next.searchParams.get('to_datetime') as string)).toBe(Date.parse(window.to_datetime));
  });
});

describe('GET /rides past row 10 000', () => {
  const year = { from_datetime: '2031-01-01T00:00:00Z', to_datetime: '2031-12-31T00:00:00Z' };
  const perPage = 500;
  const lastOffsetPage = RIDES_OFFSET_MAX / perPage;
  let inYear: number[];

  beforeAll(async () => {
    // 10 100 copies of one demo ride, a minute apart in 2031 (two share each minute, so the cursor's
    // id decides between them).
    await db().execute(sql`
      insert into rides
      select copy.*
      from (select * from rides where status = 'pending' order by id limit 1) r,
        generate_series(1, 10100) g,
        lateral jsonb_populate_record(null::rides, to_jsonb(r) || jsonb_build_object(
          'id', nextval(pg_get_serial_sequence('rides', 'id')),
          'pickup_at', timestamptz '2031-03-01T00:00:00Z' + ((g / 2) || ' minutes')::interval,
          'reference_id', null)) copy`);
    const { rows } = await db().execute<{ id: string }>(
      sql`select id from rides where pickup_at >= ${year.from_datetime} and pickup_at <= ${year.to_datetime}
          order by pickup_at, id`,
    );
    inYear = rows.map((r) => Number(r.id));
  });

  it('refuses a page past the cap by number, and continues it by the cursor next_page_url carries', async () => {
    const deep = await rides({ ...year, per_page: String(perPage), page: String(lastOffsetPage + 1) });
    expect(deep.status).toBe(422);
    expect(deep.body).toMatchObject({
      message: MESSAGES.pageTooDeep,
      errors: { page: [MESSAGES.pageTooDeep] },
    });

    const last = await rides({ ...year, per_page: String(perPage), page: String(lastOffsetPage) });
    expect(last.status).toBe(200);
    expect(ids(last)).toEqual(inYear.slice(RIDES_OFFSET_MAX - perPage, RIDES_OFFSET_MAX));
    const next = new URL(last.body.next_page_url as string, server.url);
    expect(next.searchParams.get('page')).toBe(String(lastOffsetPage + 1));
    const lastRow = last.body.rides.data.at(-1);
    expect(next.searchParams.get('after')).toBe(`${lastRow?.pickup_at},${lastRow?.id}`);

    const beyond = await follow(last.body.next_page_url as string);
    expect(beyond.status, JSON.stringify(beyond.body)).toBe(200);
    expect(beyond.body.rides.current_page).toBe(lastOffsetPage + 1);
    expect(ids(beyond)).toEqual(inYear.slice(RIDES_OFFSET_MAX, RIDES_OFFSET_MAX + perPage));
    // The last page says so.
    expect(beyond.body.next_page_url).toBeNull();
  });

  it('pages by cursor in an id sort too, and refuses a cursor of another sort', async () => {
    const byId = { ...year, per_page: String(perPage), sort: '-rides.id' };
    const descending = [...inYear].sort((a, b) => b - a);
    const res = await rides({ ...byId, page: String(lastOffsetPage + 1), after: String(descending[9_999]) });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(descending.slice(10_000, 10_500));

    const wrong = await rides({ ...byId, after: '2031-03-01T00:00:00.000Z,5' });
    expect(wrong.status).toBe(422);
    expect((wrong.body as { errors?: unknown }).errors).toEqual({
      after: ['This cursor does not belong to the sort -rides.id'],
    });
  });
});
