import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_FIELDS,
  DOCUMENT_MESSAGES,
  type DocumentValues,
  documentFields,
  documentNumberLabel,
  documentProblems,
  endorsementsForClass,
} from './documents';

const empty = Object.fromEntries(
  DOCUMENT_FIELDS.map((f) => [f, f === 'endorsements' || f === 'restrictions' ? [] : null]),
) as unknown as DocumentValues;

describe('document field sets (spec 2 §3)', () => {
  it('gives each named type its set and every other type the default one', () => {
    expect(documentFields('insurance_id_card')).toEqual([
      'expires_at',
      'number',
      'state',
      'insurance_company',
      'effective_date',
    ]);
    expect(documentFields('w9_form')).toEqual(['ssn']);
    expect(documentFields('ssn')).toEqual(['number']);
    expect(documentFields('tlc_license')).toEqual(['expires_at', 'number', 'state']);
  });

  it('labels the number by type', () => {
    expect(documentNumberLabel('driver_license')).toBe('Driver License Number');
    expect(documentNumberLabel('tlc_license')).toBe('TLC License Number');
    expect(documentNumberLabel('insurance_id_card')).toBe('Policy Number');
    expect(documentNumberLabel('registration')).toBe('Plate Number');
  });

  it('offers only none to classes DJ, DJMJ, M and MJ', () => {
    for (const c of ['DJ', 'DJMJ', 'M', 'MJ']) expect(endorsementsForClass(c)).toEqual(['none']);
    expect(endorsementsForClass('A')).toContain('H');
  });
});

describe('documentProblems', () => {
  it('asks for every field of the set when complete, and only for well-formed values otherwise', () => {
    expect(documentProblems('driver_license', empty, true)).toEqual({
      expires_at: 'Required',
      issue_date: 'Required',
      license_class: 'Required',
      number: 'Required',
      endorsements: DOCUMENT_MESSAGES.endorsementRequired,
      restrictions: DOCUMENT_MESSAGES.restrictionRequired,
    });
    expect(documentProblems('driver_license', empty, false)).toEqual({});
    expect(documentProblems('ssn', { ...empty, number: '1234' }, false)).toEqual({
      number: DOCUMENT_MESSAGES.nineCharacters,
    });
  });

  it('wants the effective date before the expiration date', () => {
    const values = { ...empty, effective_date: '2027-01-02', expires_at: '2027-01-01' };
    expect(documentProblems('insurance_id_card', values, false)).toEqual({
      effective_date: DOCUMENT_MESSAGES.effectiveAfterExpiry,
    });
    expect(documentProblems('insurance_id_card', { ...values, effective_date: '2026-12-31' }, false)).toEqual(
      {},
    );
  });
});
