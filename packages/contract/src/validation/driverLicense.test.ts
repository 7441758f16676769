import { describe, expect, it } from 'vitest';
import {
  driverLicenseProblem,
  formatDriverLicense,
  invalidLicenseMessage,
  normalizeDriverLicense,
} from './driverLicense';
import { DRIVER_LICENSE_FORMATS, US_REGIONS, type UsRegionCode } from './licenceFormats';

/**
 * For every region, numbers it issues and numbers it does not, from the NTSI table (FACTS.md §1). The
 * invalid ones sit just outside a format (one digit short or long, a letter where a digit goes) or are
 * another region's shape, so each tells the rule apart from a looser one.
 */
const SAMPLES: Record<UsRegionCode, { valid: string[]; invalid: string[] }> = {
  AK: { valid: ['1', '1234567'], invalid: ['12345678', 'A123456'] },
  AL: { valid: ['12345678'], invalid: ['123456789'] },
  AR: { valid: ['1234', '123456789'], invalid: ['123', '1234567890'] },
  AZ: { valid: ['A12345678', '123456789'], invalid: ['AB1234567', 'A1234567'] },
  CA: { valid: ['A1234567', 'b7654321'], invalid: ['12345678', 'A12345678'] },
  CO: { valid: ['123456789', 'A123', 'A123456', 'AB12', 'AB12345'], invalid: ['A1234567', 'AB123456'] },
  CT: { valid: ['123456789'], invalid: ['12345678', 'A12345678'] },
  DC: { valid: ['1234567', '123456789'], invalid: ['12345678'] },
  DE: { valid: ['1234567'], invalid: ['12345678', 'A123456'] },
  FL: { valid: ['S123-456-78-901-2'], invalid: ['S12345678901', 'S1234567890123'] },
  GA: { valid: ['1234567', '123456789'], invalid: ['123456', '1234567890'] },
  HI: { valid: ['H12345678', '123456789'], invalid: ['H1234567'] },
  IA: { valid: ['123456789', '123AB4567'], invalid: ['12AB34567'] },
  ID: { valid: ['AB123456C', '123456789'], invalid: ['AB1234567'] },
  IL: { valid: ['A12345678901', 'A123456789012'], invalid: ['A1234567890', 'A1234567890123'] },
  IN: { valid: ['A123456789', '123456789', '1234567890'], invalid: ['12345678', 'A12345678'] },
  KS: { valid: ['K1L2M', 'K12345678', '123456789'], invalid: ['K1L2', 'KK12345678'] },
  KY: { valid: ['A12345678', 'A123456789', '123456789'], invalid: ['A1234567'] },
  LA: { valid: ['1', '123456789'], invalid: ['1234567890'] },
  MA: { valid: ['S12345678', '123456789'], invalid: ['SA1234567'] },
  MD: { valid: ['M123456789012'], invalid: ['123456789012', 'M12345678901'] },
  ME: { valid: ['1234567', '1234567X', '12345678'], invalid: ['123456', '123456789'] },
  MI: { valid: ['A1234567890', 'A123456789012'], invalid: ['A12345678901'] },
  MN: { valid: ['A123456789012'], invalid: ['A12345678901'] },
  MO: {
    valid: ['A12345', 'A123456789', 'A123456R', '12345678AB', '123456789A', '123456789'],
    invalid: ['1234567', '123A456789'],
  },
  MS: { valid: ['123456789'], invalid: ['12345678'] },
  MT: { valid: ['A12345678', '123456789', '1234567890123', '12345678901234'], invalid: ['123456789012'] },
  NC: { valid: ['1', '123456789012'], invalid: ['1234567890123', 'A1234567'] },
  ND: { valid: ['ABC123456', '123456789'], invalid: ['AB1234567'] },
  NE: { valid: ['A123456', 'A12345678'], invalid: ['1234567', 'A12345'] },
  NH: { valid: ['12ABC34567'], invalid: ['ABC12345678', '12AB345678'] },
  NJ: { valid: ['A12345678901234', 'a1234 56789 01234'], invalid: ['A1234567890123', '123456789012345'] },
  NM: { valid: ['12345678', '123456789'], invalid: ['1234567'] },
  NV: {
    valid: ['123456789', '1234567890', '123456789012', 'X12345678'],
    invalid: ['12345678901', 'Y12345678'],
  },
  NY: {
    valid: ['A1234567', 'A123456789012345678', '12345678', '123 456 789', '1234567890123456', 'ABCDEFGH'],
    invalid: ['AB123456', '1234567', 'ABCDEFG'],
  },
  OH: { valid: ['A1234', 'A12345678', 'AB123', 'AB1234567', '12345678'], invalid: ['1234567', 'ABC123'] },
  OK: { valid: ['A123456789', '123456789'], invalid: ['A12345678'] },
  OR: { valid: ['1', '123456789'], invalid: ['A123456', '1234567890'] },
  PA: { valid: ['12 345 678'], invalid: ['123456789', '1234567'] },
  RI: { valid: ['1234567', 'A123456'], invalid: ['12345678'] },
  SC: { valid: ['12345', '12345678901'], invalid: ['1234', '123456789012'] },
  SD: { valid: ['123456', '1234567890', '123456789012'], invalid: ['12345678901', '12345'] },
  TN: { valid: ['1234567', '123456789'], invalid: ['123456', '1234567890'] },
  TX: { valid: ['1234567', '12345678'], invalid: ['123456', '123456789'] },
  UT: { valid: ['1234', '1234567890'], invalid: ['123', '12345678901'] },
  VA: { valid: ['A12345678', 'A12345678901', '123456789'], invalid: ['A1234567', 'A123456789012'] },
  VT: { valid: ['12345678', '1234567A'], invalid: ['1234567B', '123456789'] },
  WA: { valid: ['WDL12345678X', 'SMITHJD123AB', 'DOE**J123AB4'], invalid: ['WDL1234567', '123456789012'] },
  WI: { valid: ['A1234567890123'], invalid: ['A123456789012'] },
  WV: { valid: ['1234567', 'A12345', 'AB123456'], invalid: ['ABC12345', '123456'] },
  WY: { valid: ['123456789', '1234567890'], invalid: ['12345678'] },
};

describe('driver licence formats of the 51 regions (spec 2 §5, NTSI table)', () => {
  it('covers 50 states and DC, each with its formats and samples', () => {
    expect(US_REGIONS).toHaveLength(51);
    expect(Object.keys(SAMPLES).sort()).toEqual(US_REGIONS.map((region) => region.code).sort());
    for (const { code } of US_REGIONS) expect(DRIVER_LICENSE_FORMATS[code].length).toBeGreaterThan(0);
  });

  describe.each(US_REGIONS.map(({ code }) => [code, SAMPLES[code]] as const))('%s', (state, samples) => {
    it.each(samples.valid)('accepts %s', (number) => {
      expect(driverLicenseProblem(state, number)).toBeNull();
    });
    it.each(samples.invalid)('refuses %s naming its formats', (number) => {
      expect(driverLicenseProblem(state, number)).toBe(invalidLicenseMessage(state));
    });
  });

  it('words the refusal as the spec does, listing the formats', () => {
    expect(driverLicenseProblem('NY', 'AB123456')).toBe(
      'Invalid NY license format. Valid formats are: 1 letter + 7 digits, 1 letter + 18 digits, ' +
        '8 or 9 digits, 16 digits, 8 letters',
    );
    expect(driverLicenseProblem('CA', '12345678')).toBe(
      'Invalid CA license format. Valid formats are: 1 letter + 7 digits',
    );
  });
});

describe('New Jersey numbers (spec 2 §5, §9)', () => {
  it('refuses more than 15 characters with the max-characters message', () => {
    expect(driverLicenseProblem('NJ', 'A123456789012345')).toBe('Max characters count is 15!');
    expect(driverLicenseProblem('NJ', 'A1234 56789 01234')).toBeNull();
  });

  it('shows the number in groups of five as it is typed, and stores it without them', () => {
    expect(formatDriverLicense('NJ', 'a12345678901234')).toBe('A1234 56789 01234');
    expect(formatDriverLicense('NJ', 'A123456')).toBe('A1234 56');
    expect(formatDriverLicense('NJ', 'A1234567890123456')).toBe('A1234 56789 01234');
    expect(normalizeDriverLicense(formatDriverLicense('NJ', 'A12345678901234'))).toBe('A12345678901234');
    expect(formatDriverLicense('NY', 'a1234567')).toBe('A1234567');
  });
});
