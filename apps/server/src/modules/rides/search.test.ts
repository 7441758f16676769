import { MESSAGES } from '@fleetdesk/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, FLEET_USER } from '../../../test/api';
import { activeDrivers, fleetOfEmail, makeRide, tokenForEmail } from '../../../test/ride-fixtures';
import { getRides, idsWhere, listedIds } from '../../../test/rides';
import { startTestServer, type TestServer } from '../../../test/server';
import { drivers, rideAssignments, rides } from '../../db/schema';

let server: TestServer;
let staff: string;
let fleetUser: string;
/** A ride whose every searchable field holds a value no demo ride has. */
let marked: number;
let driverId: number;
/** A ride the marked driver was switched away from. */
let switchedAway: number;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  staff = await tokenForEmail(db, ADMIN);
  fleetUser = await tokenForEmail(db, FLEET_USER);
  const fleetId = await fleetOfEmail(db, FLEET_USER);
  const [driver] = await activeDrivers(db, fleetId);
  driverId = driver?.id as number;
  await db
    .update(drivers)
    .set({ firstName: 'Quentin', lastName: 'Zamboni', phoneNumber: '+17189990123' })
    .where(eq(drivers.id, driverId));
  marked = (await makeRide(db, { status: 'assigned', driverId, referenceId: 'ZQX-4812' })).id;
  await db
    .update(rides)
    .set({
      firstName: 'Philomena',
      lastName: 'Vandersloot',
      phoneNumber: '+16465550987',
      startAddress: '77 Quixotic Plaza, Queens, NY',
      destinationAddress: '12 Xylophone Avenue, Bronx, NY',
      riderReferenceId: 'MEMBER-0042',
    })
    .where(eq(rides.id, marked));
  switchedAway = (await makeRide(db, { status: 'pending', referenceId: 'ZQX-4813' })).id;
  await db.insert(rideAssignments).values({
    rideId: switchedAway,
    driverId,
    assignedAt: new Date(Date.now() - 3_600_000),
    unassignedAt: new Date(),
  });
});
afterAll(() => server.close());

const search = (text: string, fleet = false) =>
  listedIds(server.url, fleet ? fleetUser : staff, { search: text }, fleet);

describe('the search box language', () => {
  it('finds rides by id, ids, reference and rider reference', async () => {
    expect(await search(`id:${marked}`)).toEqual([marked]);
    expect(await search(`ids:${marked}, ${switchedAway}`)).toEqual(
      [marked, switchedAway].sort((a, b) => a - b),
    );
    expect(await search('ref:ZQX-481')).toEqual([marked, switchedAway].sort((a, b) => a - b));
    expect(await search('refs:ZQX-4812,NOPE-0000')).toEqual([marked]);
    expect(await search('uref:MEMBER-0042')).toEqual([marked]);
  });

  it('finds rides by pickup and drop-off address, any case', async () => {
    expect(await search('pu:quixotic plaza')).toEqual([marked]);
    expect(await search('do:XYLOPHONE')).toEqual([marked]);
    expect(await search('pu:Xylophone')).toEqual([]);
  });

  it('finds rides by passenger name and phone digits', async () => {
    expect(await search('uname:philomena vander')).toEqual([marked]);
    expect(await search('uphone:(646) 555-0987')).toEqual([marked]);
  });

  it('finds rides by current driver and by every driver they ever had', async () => {
    const current = await idsWhere(server.database.db, sql`driver_id = ${driverId}`);
    expect(await search(`did:${driverId}`)).toEqual(current);
    expect(await search('dname:quentin zam')).toEqual(current);
    expect(await search('dphone:718 999 0123')).toEqual(current);
    const ever = await search(`didr:${driverId}`);
    expect(ever).toEqual([...current, switchedAway].sort((a, b) => a - b));
  });

  it('combines terms with AND', async () => {
    expect(await search(`did:${driverId} uname:Philomena`)).toEqual([marked]);
    expect(await search(`id:${marked} uname:Somebody Else`)).toEqual([]);
  });

  it('reads bare digits as id, reference start or phone, and bare words as the passenger name', async () => {
    expect(await search(String(marked))).toContain(marked);
    expect(await search('6465550987')).toEqual([marked]);
    expect(await search('Vandersloot')).toEqual([marked]);
  });

  it('reads bare digits as a reference start only for staff, and only from 4 digits on', async () => {
    const db = server.database.db;
    const numbered = (await makeRide(db, { status: 'assigned', driverId, referenceId: '90817263' })).id;
    // A phone and an id that hold none of the digits searched, so only the reference can match.
    await db.update(rides).set({ phoneNumber: '+12125550000' }).where(eq(rides.id, numbered));
    expect(await search('9081')).toContain(numbered);
    expect(await search('908')).not.toContain(numbered);
    expect(await search(`id:${numbered}`, true)).toEqual([numbered]);
    expect(await search('90817263', true)).not.toContain(numbered);
  });

  it('treats % and _ literally', async () => {
    expect(await search('uname:%%')).toEqual([]);
    expect(await search('uname:a_')).toEqual([]);
  });
});

describe('search errors', () => {
  const error = async (text: string, fleet = false) => {
    const res = await getRides(server.url, fleet ? fleetUser : staff, { search: text }, fleet);
    expect(res.status).toBe(422);
    return res.body.message;
  };

  it('refuses short reference ids, empty values and bad numbers', async () => {
    expect(await error('ref:ZQX')).toBe(MESSAGES.referenceTooShort);
    expect(await error('refs:ZQX-4812,AB')).toBe(MESSAGES.referenceTooShort);
    expect(await error('uname:')).toBe(MESSAGES.emptySearchValue);
    expect(await error('id: ')).toBe(MESSAGES.emptySearchValue);
    expect(await error('id:abc')).toBe('id: must be a number');
  });

  it('refuses reference search to fleet users', async () => {
    expect(await error('ref:ZQX-4812', true)).toBe(MESSAGES.referenceForFleet);
    expect(await error('refs:ZQX-4812', true)).toBe(MESSAGES.referenceForFleet);
  });

  it("lets a fleet user search their own fleet's rides", async () => {
    expect(await search(`did:${driverId}`, true)).toContain(marked);
  });
});
