import { DOCUMENT_MESSAGES, MESSAGES } from '@fleetdesk/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { daysFromToday, documentsTestServer, today, VALID_LICENSE } from '../../../test/document-test-setup';
import { documents } from '../../db/schema';
import { yearsAfter } from './rules';

const d = documentsTestServer();
const { db, listFor, create, update, remove, putDocument, documentRow, auditOf, typeIds } = d;

describe('POST /documents (add)', () => {
  it('adds a pending, public, actual document expiring a year from today, with an audit row', async () => {
    const answer = await create(d.dispatcher, {
      entity_type: 'driver',
      entity_id: d.ownDriver,
      type: 'driver_license',
      url: '/api/v1/files/license.png',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(DOCUMENT_MESSAGES.added);
    expect(answer.body.document).toMatchObject({
      type: 'driver_license',
      entity_type: 'driver',
      entity_id: d.ownDriver,
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
    const wrongType = await create(d.dispatcher, {
      entity_type: 'car',
      entity_id: d.ownCar,
      type: 'ssn',
      url: '/x.png',
    });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors?.type).toEqual(['Unknown car document type']);
    const missing = await create(d.dispatcher, {
      entity_type: 'car',
      entity_id: 999_999,
      type: 'registration',
      url: '/x.png',
    });
    expect(missing.status).toBe(404);
    const badPlate = await create(d.dispatcher, {
      entity_type: 'car',
      entity_id: d.ownCar,
      type: 'registration',
      url: '/x.png',
      number: 'AB',
    });
    expect(badPlate.status).toBe(422);
    expect(badPlate.body.errors?.number).toEqual([DOCUMENT_MESSAGES.plateFormat]);
  });
});

describe('image addresses', () => {
  it.each(['http://[', '/api/v1/files/%E0%A4%A', 'javascript:alert(1)//x.pdf', 'data:text/html,<b>x</b>'])(
    'refuses %s as a document image with 422, on add and on review',
    async (url) => {
      const added = await create(d.dispatcher, {
        entity_type: 'car',
        entity_id: d.ownCar,
        type: 'registration',
        url,
      });
      expect(added.status).toBe(422);
      expect(added.body.errors?.url).toEqual([DOCUMENT_MESSAGES.badImageUrl]);
      const id = await putDocument(['car', d.ownCar], 'registration', { status: 'pending' });
      const reviewed = await update(d.dispatcher, id, { url });
      expect(reviewed.status).toBe(422);
    },
  );
});

describe('POST /documents/{id} (review)', () => {
  it('confirms a driver licence with every field of its set and ignores fields of other types', async () => {
    const id = await putDocument(['driver', d.ownDriver], 'driver_license', { status: 'pending' });
    const answer = await update(d.dispatcher, id, { ...VALID_LICENSE, insurance_company: 'Acme' });
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
    ['tlc_license', { expires_at: '2031-02-30' }, 'expires_at', 'Must be a date (YYYY-MM-DD)'],
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
    const id = await putDocument(car ? ['car', d.ownCar] : ['driver', d.ownDriver], type, {
      status: 'pending',
    });
    const before = await documentRow(id);
    const answer = await update(d.dispatcher, id, body);
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.[field]).toEqual([message]);
    expect(await documentRow(id)).toEqual(before);
  });

  it('refuses a review based on a copy someone changed since (409), and keeps their change', async () => {
    const id = await putDocument(['driver', d.ownDriver], 'driver_license', { status: 'pending' });
    const [seen] = (await listFor(d.dispatcher, ['driver', d.ownDriver], { statuses: 'pending' })).body
      .documents;
    const rejected = await update(d.fleetUser, id, { status: 'invalid', updated_at: seen?.updated_at }, true);
    expect(rejected.status).toBe(200);
    // Twice within one millisecond still reads as two versions.
    const again = await update(d.dispatcher, id, { updated_at: rejected.body.document.updated_at });
    expect(again.status).toBe(200);
    expect(again.body.document.updated_at).not.toBe(rejected.body.document.updated_at);

    const stale = await update(d.dispatcher, id, { ...VALID_LICENSE, updated_at: seen?.updated_at });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(DOCUMENT_MESSAGES.changedMeanwhile);
    expect((await documentRow(id))?.status).toBe('invalid');
    const fresh = await update(d.dispatcher, id, {
      ...VALID_LICENSE,
      updated_at: again.body.document.updated_at,
    });
    expect(fresh.status).toBe(200);
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
      const id = await putDocument([entity, entity === 'car' ? d.ownCar : d.ownDriver], type, {
        status: 'pending',
        expiresAt: null,
      });
      const answer = await update(d.dispatcher, id, body);
      expect(answer.status, type).toBe(200);
    }
    const [w9] = await db()
      .select()
      .from(documents)
      .where(
        and(eq(documents.typeId, typeIds.get('w9_form') as number), eq(documents.driverId, d.ownDriver)),
      );
    expect(w9?.ssn).toBe('123456789');
    const blank = await putDocument(['driver', d.ownDriver], 'driver_license', { status: 'pending' });
    const rejected = await update(d.dispatcher, blank, { status: 'invalid' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.document.status).toBe('invalid');
  });
});

describe('POST /documents/{id}/delete', () => {
  it('deletes for good: the document is gone from lists and calls, and the type can be added again', async () => {
    const body = {
      entity_type: 'car',
      entity_id: d.ownCar,
      type: 'registration',
      url: '/api/v1/files/reg.png',
    };
    const first = await create(d.dispatcher, body);
    const again = await create(d.dispatcher, body);
    expect(again.status).toBe(422);
    expect(again.body.errors?.type).toEqual([DOCUMENT_MESSAGES.alreadyExists]);

    const id = first.body.document.id;
    const deleted = await remove(d.dispatcher, id);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(DOCUMENT_MESSAGES.deleted);
    expect(await documentRow(id)).toMatchObject({ status: 'deleted', deletedAt: expect.any(Date) });
    expect((await remove(d.dispatcher, id)).status).toBe(404);
    expect((await update(d.dispatcher, id, { status: 'valid' })).status).toBe(404);
    const listed = await listFor(d.dispatcher, ['car', d.ownCar], { statuses: 'pending,valid,invalid' });
    expect(listed.body.documents.map((d) => d.id)).not.toContain(id);

    const readded = await create(d.dispatcher, body);
    expect(readded.status).toBe(200);
    expect(readded.body.document.id).not.toBe(id);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['document.create', 'document.delete']);
  });
});
