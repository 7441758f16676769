import { DOCUMENT_MESSAGES, type DocumentView, FACILITY_ROLE_ID, MESSAGES } from '@fleetdesk/contract';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, DISPATCHER, FLEET_USER } from '../../../test/api';
import { activeDrivers, fleetOfEmail, staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import {
  admins,
  auditLog,
  cars,
  documents,
  documentTypes,
  permissions,
  rolePermissions,
} from '../../db/schema';
import { businessDay, yearsAfter } from './rules';

let server: TestServer;
let dispatcher: string;
let fleetUser: string;
let ownDriver: number;
let otherDriver: number;
let ownCar: number;
const typeIds = new Map<string, number>();

const db = () => server.database.db;
type Answer = { document: DocumentView; message: string; errors?: Record<string, string[]> };
type ListAnswer = { documents: DocumentView[]; total: number; page: number; per_page: number };

const today = () => businessDay(new Date());
const daysFromToday = (days: number) => {
  const d = new Date(`${today()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const list = (token: string, query: Record<string, string>, fleet = false) =>
  call<ListAnswer>(server.url, 'GET', `/documents?${new URLSearchParams(query)}`, { token, fleet });
const listFor = (
  token: string,
  entity: ['driver' | 'car', number],
  query: Record<string, string> = {},
  fleet = false,
) => list(token, { entity_type: entity[0], entity_id: String(entity[1]), ...query }, fleet);
const create = (token: string, body: Record<string, unknown>, fleet = false) =>
  call<Answer>(server.url, 'POST', '/documents', { token, body, fleet });
const update = (token: string, id: number, body: Record<string, unknown>, fleet = false) =>
  call<Answer>(server.url, 'POST', `/documents/${id}`, { token, body, fleet });
const remove = (token: string, id: number, fleet = false) =>
  call<{ message: string }>(server.url, 'POST', `/documents/${id}/delete`, { token, fleet });

/** A document written straight to the table, in the state a test needs. */
async function putDocument(
  entity: ['driver' | 'car', number],
  type: string,
  values: Partial<typeof documents.$inferInsert> = {},
): Promise<number> {
  const [row] = await db()
    .insert(documents)
    .values({
      driverId: entity[0] === 'driver' ? entity[1] : null,
      carId: entity[0] === 'car' ? entity[1] : null,
      typeId: typeIds.get(type) as number,
      status: 'valid',
      expiresAt: daysFromToday(30),
      url: '/api/v1/files/doc.png',
      ...values,
    })
    .returning({ id: documents.id });
  return row?.id as number;
}

const documentRow = async (id: number) =>
  (await db().select().from(documents).where(eq(documents.id, id)))[0];
const auditOf = (id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'document'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));

const VALID_LICENSE = {
  status: 'valid',
  expires_at: '2031-05-01',
  issue_date: '2023-05-01',
  number: 'A1234567',
  state: 'NY',
  license_class: 'D',
  endorsements: ['none'],
  restrictions: ['B'],
};

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
  dispatcher = await tokenForEmail(db(), DISPATCHER);
  fleetUser = await tokenForEmail(db(), FLEET_USER);
  const fleetId = await fleetOfEmail(db(), FLEET_USER);
  ownDriver = (await activeDrivers(db(), fleetId))[0]?.id as number;
  otherDriver = (await activeDrivers(db(), fleetId, true))[0]?.id as number;
  const [car] = await db().select({ id: cars.id }).from(cars).where(eq(cars.fleetId, fleetId)).limit(1);
  ownCar = car?.id as number;
  for (const t of await db().select().from(documentTypes)) typeIds.set(t.key, t.id);
});
beforeEach(async () => {
  // The demo may hold documents of these entities; each test starts from none.
  await db()
    .delete(documents)
    .where(or(inArray(documents.driverId, [ownDriver, otherDriver]), eq(documents.carId, ownCar)));
});
afterAll(() => server.close());

describe('GET /documents', () => {
  it('lists valid documents by default, 75 a page, and each status and type asked for as comma lists', async () => {
    const valid = await putDocument(['driver', ownDriver], 'driver_license');
    const pending = await putDocument(['driver', ownDriver], 'tlc_license', { status: 'pending' });
    const invalid = await putDocument(['driver', ownDriver], 'ssn', { status: 'invalid' });

    const byDefault = await listFor(dispatcher, ['driver', ownDriver]);
    expect(byDefault.status).toBe(200);
    expect(byDefault.body).toMatchObject({ total: 1, page: 1, per_page: 75 });
    expect(byDefault.body.documents.map((d) => d.id)).toEqual([valid]);

    const two = await listFor(dispatcher, ['driver', ownDriver], { statuses: 'pending,invalid' });
    expect(two.body.documents.map((d) => d.id).sort()).toEqual([pending, invalid].sort());
    const typed = await listFor(dispatcher, ['driver', ownDriver], {
      statuses: 'pending,valid,invalid',
      types: 'ssn,tlc_license',
    });
    expect(typed.body.documents.map((d) => d.type).sort()).toEqual(['ssn', 'tlc_license']);
    expect((await list(dispatcher, { statuses: 'valid,deleted' })).status).toBe(422);
  });

  it("keeps 'With URL Image' to documents with an image and searches names, titles and numbers", async () => {
    await putDocument(['driver', ownDriver], 'driver_license', { number: 'Q7654321' });
    const bare = await putDocument(['driver', ownDriver], 'tlc_license', { url: null });
    const all = await listFor(dispatcher, ['driver', ownDriver]);
    expect(all.body.total).toBe(2);
    const withImage = await listFor(dispatcher, ['driver', ownDriver], { with_url_image: 'true' });
    expect(withImage.body.documents.map((d) => d.id)).not.toContain(bare);
    expect(withImage.body.total).toBe(1);
    const searched = await listFor(dispatcher, ['driver', ownDriver], { search: 'q765' });
    expect(searched.body.documents.map((d) => d.number)).toEqual(['Q7654321']);
  });

  it('keeps to documents expiring within 120 days by default; range widens it, 0 lifts it', async () => {
    const soon = await putDocument(['driver', ownDriver], 'driver_license', {
      expiresAt: daysFromToday(119),
    });
    const late = await putDocument(['driver', ownDriver], 'tlc_license', { expiresAt: daysFromToday(200) });
    const undated = await putDocument(['driver', ownDriver], 'w9_form', { expiresAt: null });
    const ids = async (query: Record<string, string>) =>
      (await listFor(dispatcher, ['driver', ownDriver], query)).body.documents.map((d) => d.id).sort();
    expect(await ids({})).toEqual([soon, undated].sort());
    expect(await ids({ range: '200' })).toEqual([soon, late, undated].sort());
    expect(await ids({ range: '0' })).toEqual([soon, late, undated].sort());
  });

  it('pages from 5 to 250 rows and sorts by the columns of the spec', async () => {
    for (const type of [
      'driver_license',
      'tlc_license',
      'ssn',
      'w9_form',
      'defensive_driving',
      'drug_test',
    ]) {
      await putDocument(['driver', ownDriver], type);
    }
    const first = await listFor(dispatcher, ['driver', ownDriver], {
      per_page: '5',
      sort_by: 'title',
      sort_by_type: 'asc',
    });
    expect(first.body).toMatchObject({ total: 6, per_page: 5 });
    const titles = first.body.documents.map((d) => d.title);
    expect(titles).toEqual([...titles].sort());
    const second = await listFor(dispatcher, ['driver', ownDriver], {
      per_page: '5',
      page: '2',
      sort_by: 'title',
      sort_by_type: 'asc',
    });
    expect(second.body.documents).toHaveLength(1);
    expect((second.body.documents[0]?.title ?? '') > (titles[4] as string)).toBe(true);
    for (const per_page of ['4', '251']) {
      expect((await list(dispatcher, { per_page })).status).toBe(422);
    }
    expect((await list(dispatcher, { per_page: '250' })).status).toBe(200);
    expect((await list(dispatcher, { sort_by: 'number' })).status).toBe(422);
  });

  it('shows an expired document as invalid and expired, and flags entities missing a required document', async () => {
    await putDocument(['driver', ownDriver], 'driver_license', { expiresAt: daysFromToday(-1) });
    await putDocument(['driver', ownDriver], 'tlc_license');
    const answer = await listFor(dispatcher, ['driver', ownDriver], { statuses: 'invalid,valid' });
    const license = answer.body.documents.find((d) => d.type === 'driver_license');
    expect(license).toMatchObject({ status: 'invalid', expired: true, entity_documents_complete: false });
    expect((await listFor(dispatcher, ['driver', ownDriver])).body.documents.map((d) => d.type)).toEqual([
      'tlc_license',
    ]);

    await db()
      .update(documents)
      .set({ expiresAt: daysFromToday(0) })
      .where(eq(documents.driverId, ownDriver));
    const renewed = await listFor(dispatcher, ['driver', ownDriver]);
    expect(renewed.body.documents).toHaveLength(2);
    expect(renewed.body.documents.every((d) => d.entity_documents_complete && !d.expired)).toBe(true);
  });

  it('warns when the open-data expiry differs from the one on the photo', async () => {
    await putDocument(['driver', ownDriver], 'tlc_license', {
      expiresAt: daysFromToday(10),
      openDataExpiresAt: daysFromToday(40),
    });
    const [row] = (await listFor(dispatcher, ['driver', ownDriver])).body.documents;
    expect(row?.open_data_warning).toBe(DOCUMENT_MESSAGES.openDataMismatch);
  });
});

describe('POST /documents (add)', () => {
  it('adds a pending, public, actual document expiring a year from today, with an audit row', async () => {
    const answer = await create(dispatcher, {
      entity_type: 'driver',
      entity_id: ownDriver,
      type: 'driver_license',
      url: '/api/v1/files/license.png',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(DOCUMENT_MESSAGES.added);
    expect(answer.body.document).toMatchObject({
      type: 'driver_license',
      entity_type: 'driver',
      entity_id: ownDriver,
      status: 'pending',
      public: true,
      is_actual: true,
      expires_at: yearsAfter(today(), 1),
      url: '/api/v1/files/license.png',
    });
    const audit = await auditOf(answer.body.document.id);
    expect(audit.map((a) => a.action)).toEqual(['document.create']);
  });

  it("refuses a type of the other entity, an entity that does not exist, and a bad value's form", async () => {
    const wrongType = await create(dispatcher, {
      entity_type: 'car',
      entity_id: ownCar,
      type: 'ssn',
      url: '/x.png',
    });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors?.type).toEqual(['Unknown car document type']);
    const missing = await create(dispatcher, {
      entity_type: 'car',
      entity_id: 999_999,
      type: 'registration',
      url: '/x.png',
    });
    expect(missing.status).toBe(404);
    const badPlate = await create(dispatcher, {
      entity_type: 'car',
      entity_id: ownCar,
      type: 'registration',
      url: '/x.png',
      number: 'AB',
    });
    expect(badPlate.status).toBe(422);
    expect(badPlate.body.errors?.number).toEqual([DOCUMENT_MESSAGES.plateFormat]);
  });
});

describe('POST /documents/{id} (review)', () => {
  it('confirms a driver licence with every field of its set and ignores fields of other types', async () => {
    const id = await putDocument(['driver', ownDriver], 'driver_license', { status: 'pending' });
    const answer = await update(dispatcher, id, { ...VALID_LICENSE, insurance_company: 'Acme' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(DOCUMENT_MESSAGES.updated);
    expect(answer.body.document).toMatchObject({ status: 'valid', license_class: 'D', restrictions: ['B'] });
    const row = await documentRow(id);
    expect(row).toMatchObject({
      status: 'valid',
      number: 'A1234567',
      insuranceCompany: null,
      expiresAt: '2031-05-01',
    });
    expect(row?.reviewedAt).not.toBeNull();
    const audit = await auditOf(id);
    expect(audit.at(-1)).toMatchObject({
      action: 'document.update',
      before: expect.objectContaining({ status: 'pending' }),
    });
  });

  it.each([
    ['driver_license', { ...VALID_LICENSE, issue_date: null }, 'issue_date', MESSAGES.required],
    ['driver_license', { ...VALID_LICENSE, license_class: null }, 'license_class', MESSAGES.required],
    [
      'driver_license',
      { ...VALID_LICENSE, endorsements: [] },
      'endorsements',
      DOCUMENT_MESSAGES.endorsementRequired,
    ],
    [
      'driver_license',
      { ...VALID_LICENSE, restrictions: [] },
      'restrictions',
      DOCUMENT_MESSAGES.restrictionRequired,
    ],
    [
      'driver_license',
      { ...VALID_LICENSE, license_class: 'M', endorsements: ['H'] },
      'endorsements',
      'Class M allows only none',
    ],
    [
      'driver_license',
      { ...VALID_LICENSE, number: '12' },
      'number',
      expect.stringMatching(/^Invalid NY license format\. Valid formats are: /),
    ],
    [
      'insurance_id_card',
      {
        status: 'valid',
        number: 'P-1',
        expires_at: '2030-01-01',
        insurance_company: 'Acme',
        effective_date: '2030-01-01',
      },
      'effective_date',
      DOCUMENT_MESSAGES.effectiveAfterExpiry,
    ],
    [
      'insurance_id_card',
      { status: 'valid', number: 'P-1', expires_at: '2030-01-01', effective_date: '2029-01-01' },
      'insurance_company',
      MESSAGES.required,
    ],
    [
      'registration',
      { status: 'valid', number: 'T123456C', expires_at: '2030-01-01', state: '' },
      'state',
      MESSAGES.required,
    ],
    [
      'rate_card',
      { status: 'valid', number: 'T123456C', expires_at: '2030-01-01', address: '1 Main St' },
      'name',
      MESSAGES.required,
    ],
    ['ssn', { status: 'valid', number: '12345678' }, 'number', DOCUMENT_MESSAGES.nineCharacters],
    ['w9_form', { status: 'valid', ssn: '123-45-678' }, 'ssn', DOCUMENT_MESSAGES.nineCharacters],
    [
      'tlc_license',
      { status: 'valid', number: '5551234', expires_at: daysFromToday(-1) },
      'expires_at',
      DOCUMENT_MESSAGES.expiredCannotBeValid,
    ],
  ])('refuses %s with %j: 422 on %s', async (type, body, field, message) => {
    const car = type === 'insurance_id_card' || type === 'registration' || type === 'rate_card';
    const id = await putDocument(car ? ['car', ownCar] : ['driver', ownDriver], type, { status: 'pending' });
    const before = await documentRow(id);
    const answer = await update(dispatcher, id, body);
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.[field]).toEqual([message]);
    expect(await documentRow(id)).toEqual(before);
  });

  it('accepts each field set when complete, and rejects a document without filling it in', async () => {
    const ok = [
      [
        'car',
        'insurance_id_card',
        {
          status: 'valid',
          number: 'P-1',
          expires_at: '2030-01-01',
          insurance_company: 'Acme',
          effective_date: '2029-01-01',
        },
      ],
      [
        'car',
        'rate_card',
        {
          status: 'valid',
          number: 'T123456C',
          expires_at: '2030-01-01',
          address: '1 Main St',
          name: 'Ann Lee',
        },
      ],
      ['driver', 'w9_form', { status: 'valid', ssn: '123-45-6789' }],
      ['driver', 'ssn', { status: 'valid', number: '123456789' }],
    ] as const;
    for (const [entity, type, body] of ok) {
      const id = await putDocument([entity, entity === 'car' ? ownCar : ownDriver], type, {
        status: 'pending',
        expiresAt: null,
      });
      const answer = await update(dispatcher, id, body);
      expect(answer.status, type).toBe(200);
    }
    const [w9] = await db()
      .select()
      .from(documents)
      .where(and(eq(documents.typeId, typeIds.get('w9_form') as number), eq(documents.driverId, ownDriver)));
    expect(w9?.ssn).toBe('123456789');
    const blank = await putDocument(['driver', ownDriver], 'driver_license', { status: 'pending' });
    const rejected = await update(dispatcher, blank, { status: 'invalid' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.document.status).toBe('invalid');
  });
});

describe('POST /documents/{id}/delete', () => {
  it('deletes for good: the document is gone from lists and calls, and the type can be added again', async () => {
    const body = {
      entity_type: 'car',
      entity_id: ownCar,
      type: 'registration',
      url: '/api/v1/files/reg.png',
    };
    const first = await create(dispatcher, body);
    const again = await create(dispatcher, body);
    expect(again.status).toBe(422);
    expect(again.body.errors?.type).toEqual([DOCUMENT_MESSAGES.alreadyExists]);

    const id = first.body.document.id;
    const deleted = await remove(dispatcher, id);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(DOCUMENT_MESSAGES.deleted);
    expect(await documentRow(id)).toMatchObject({ status: 'deleted', deletedAt: expect.any(Date) });
    expect((await remove(dispatcher, id)).status).toBe(404);
    expect((await update(dispatcher, id, { status: 'valid' })).status).toBe(404);
    const listed = await listFor(dispatcher, ['car', ownCar], { statuses: 'pending,valid,invalid' });
    expect(listed.body.documents.map((d) => d.id)).not.toContain(id);

    const readded = await create(dispatcher, body);
    expect(readded.status).toBe(200);
    expect(readded.body.document.id).not.toBe(id);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['document.create', 'document.delete']);
  });
});

describe('who may see and change documents', () => {
  it("gives a fleet user their fleet's documents only; another fleet's answer as missing", async () => {
    const own = await putDocument(['driver', ownDriver], 'tlc_license');
    const other = await putDocument(['driver', otherDriver], 'tlc_license');
    const listed = await list(
      fleetUser,
      { statuses: 'valid', range: '0', per_page: '250', types: 'tlc_license' },
      true,
    );
    expect(listed.status).toBe(200);
    const ids = listed.body.documents.map((d) => d.id);
    expect(ids).toContain(own);
    expect(ids).not.toContain(other);
    expect((await listFor(fleetUser, ['driver', otherDriver], {}, true)).body.total).toBe(0);

    expect((await update(fleetUser, other, { status: 'invalid' }, true)).status).toBe(404);
    expect((await remove(fleetUser, other, true)).status).toBe(404);
    const foreign = await create(
      fleetUser,
      { entity_type: 'driver', entity_id: otherDriver, type: 'ssn', url: '/x.png' },
      true,
    );
    expect(foreign.status).toBe(404);
    expect((await documentRow(other))?.status).toBe('valid');

    expect((await update(fleetUser, own, { status: 'invalid' }, true)).status).toBe(200);
    expect((await remove(fleetUser, own, true)).status).toBe(200);
  });

  it('lists nothing to a facility user and answers their writes as missing', async () => {
    const id = await putDocument(['driver', ownDriver], 'tlc_license');
    // The facility role holds the key here, so only the reach can refuse.
    const [key] = await db().select().from(permissions).where(eq(permissions.key, 'drivers.edit-documents'));
    await db()
      .insert(rolePermissions)
      .values({ roleId: FACILITY_ROLE_ID, permissionId: key?.id as number })
      .onConflictDoNothing();
    const facility = await tokenForEmail(db(), 'facility@fleetdesk.test');
    const listed = await list(facility, { range: '0' });
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(0);
    expect((await update(facility, id, { status: 'invalid' })).status).toBe(404);
    expect((await remove(facility, id)).status).toBe(404);
    const added = await create(facility, {
      entity_type: 'driver',
      entity_id: ownDriver,
      type: 'ssn',
      url: '/x.png',
    });
    expect(added.status).toBe(404);
    expect((await documentRow(id))?.status).toBe('valid');
  });

  it('needs drivers.edit-documents to write (403 without), none to read', async () => {
    const id = await putDocument(['driver', ownDriver], 'tlc_license');
    const reader = await staffHolding(db(), []);
    expect((await listFor(reader, ['driver', ownDriver])).status).toBe(200);
    const refused = await update(reader, id, { status: 'invalid' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.forbidden);
    expect((await remove(reader, id)).status).toBe(403);
    expect(
      (await create(reader, { entity_type: 'driver', entity_id: ownDriver, type: 'ssn', url: '/x.png' }))
        .status,
    ).toBe(403);

    const reviewer = await staffHolding(db(), ['drivers.edit-documents']);
    expect((await update(reviewer, id, { status: 'invalid' })).status).toBe(200);
  });

  it('refuses every write to a read-only admin and lets them read', async () => {
    const id = await putDocument(['driver', ownDriver], 'tlc_license');
    const email = 'read-only.documents@fleetdesk.test';
    await db().insert(admins).values({
      email,
      username: email,
      firstName: 'Read',
      lastName: 'Only',
      passwordHash: 'x',
      isReadOnly: true,
      superAdmin: true,
    });
    const token = await tokenForEmail(db(), email);
    expect((await listFor(token, ['driver', ownDriver])).status).toBe(200);
    expect((await update(token, id, { status: 'invalid' })).status).toBe(403);
    expect((await remove(token, id)).status).toBe(403);
    expect((await documentRow(id))?.status).toBe('valid');
  });
});
