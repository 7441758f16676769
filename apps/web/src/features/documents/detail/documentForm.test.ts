import type { DocumentView } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { documentBody, documentResolver, endorsementsAfterClassChange, formValuesOf } from './documentForm';

const licence = {
  id: 1,
  type: 'driver_license',
  status: 'pending',
  expires_at: '2030-01-01',
  issue_date: null,
  effective_date: null,
  number: 'A1234567',
  state: 'NY',
  license_class: 'E',
  endorsements: [],
  restrictions: [],
  insurance_company: null,
  name: null,
  address: null,
  ssn: null,
} as unknown as DocumentView;

const resolve = (typeKey: string, values: ReturnType<typeof formValuesOf>) =>
  documentResolver(typeKey)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the document detail form', () => {
  it('asks for every field of the type only when the document is confirmed valid', async () => {
    const pending = await resolve('driver_license', formValuesOf(licence));
    expect(pending.errors).toEqual({});
    const valid = await resolve('driver_license', { ...formValuesOf(licence), status: 'valid' });
    expect(valid.errors).toMatchObject({
      issue_date: { message: 'Required' },
      endorsements: { message: 'At least one endorsement is required' },
      restrictions: { message: 'At least one restriction is required' },
    });
  });

  it('checks the effective date against the expiration date', async () => {
    const card = { ...licence, type: 'insurance_id_card', effective_date: '2031-01-01' } as DocumentView;
    const result = await resolve('insurance_id_card', formValuesOf(card));
    expect(result.errors).toMatchObject({
      effective_date: { message: 'Effective date must be before expiration date' },
    });
  });

  it("sends only the type's own fields, the status and the version the reviewer saw", () => {
    const w9 = { ...licence, type: 'w9_form', updated_at: '2026-03-10T16:00:00.123Z' } as DocumentView;
    const body = documentBody(w9, { ...formValuesOf(licence), ssn: '123456789', status: 'invalid' });
    // A document changed since it was opened is refused (409), not overwritten unseen.
    expect(body).toEqual({ ssn: '123456789', status: 'invalid', updated_at: '2026-03-10T16:00:00.123Z' });
  });

  it('keeps only none for the classes without endorsements and clears the others', () => {
    expect(endorsementsAfterClassChange('DJ', ['none', 'H'])).toEqual(['none']);
    expect(endorsementsAfterClassChange('E', ['none', 'H'])).toEqual([]);
  });
});
