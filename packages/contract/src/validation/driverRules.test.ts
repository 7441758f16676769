import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailField, nameField, normalizePhone, usPhoneField } from './common';
import {
  addressStateField,
  cityField,
  cleanAddressSearchText,
  driverLicenseField,
  driverLicenseStateField,
  einField,
  formatEin,
  formatSsn,
  formatUsPhone,
  formatZip,
  normalizeEin,
  normalizeSsn,
  normalizeZip,
  refineDriverLicense,
  ssnField,
  streetField,
  tlcLicenseField,
  zipcodeField,
} from './driverRules';

type Parsed = {
  success: boolean;
  data?: unknown;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
};
const messagesOf = (result: Parsed) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('SSN: 9 digits shown 3-2-4 (spec 2 §5)', () => {
  it.each([
    ['123456789', [], '123456789'],
    ['123-45-6789', [], '123456789'],
    [' 123 45 6789 ', [], '123456789'],
    ['12345678', ['Valid SSN contains 9 characters']],
    ['1234567890', ['Valid SSN contains 9 characters']],
    ['12345678A', ['Valid SSN contains 9 characters']],
    ['', ['Required']],
    [undefined, ['Required']],
  ])('%j → %j', (input, messages, stored?) => {
    const result = ssnField.safeParse(input);
    expect(messagesOf(result)).toEqual(messages);
    if (stored) expect(result.data).toBe(stored);
  });

  it('is shown 3-2-4, as far as it is typed, and the display reads back as stored', () => {
    expect(formatSsn('123456789')).toBe('123-45-6789');
    expect(formatSsn('12345')).toBe('123-45');
    expect(formatSsn('1234')).toBe('123-4');
    expect(normalizeSsn(formatSsn('900123456'))).toBe('900123456');
    expect(ssnField.parse(formatSsn('900123456'))).toBe('900123456');
  });
});

describe('EIN: 9 digits shown 2-7, optional (spec 2 §5)', () => {
  it.each<[string | null | undefined, string[], string | null]>([
    ['123456789', [], '123456789'],
    ['12-3456789', [], '123456789'],
    ['', [], null],
    [null, [], null],
    [undefined, [], null],
    ['12-345678', ['Must be 9 characters!'], null],
    ['1234567890', ['Must be 9 characters!'], null],
  ])('%j → %j', (input, messages, stored) => {
    const result = einField.safeParse(input);
    expect(messagesOf(result)).toEqual(messages);
    if (result.success) expect(result.data).toBe(stored);
  });

  it('is shown 2-7 and reads back as stored', () => {
    expect(formatEin('123456789')).toBe('12-3456789');
    expect(formatEin('123')).toBe('12-3');
    expect(normalizeEin(formatEin('987654321'))).toBe('987654321');
    expect(einField.parse(formatEin('987654321'))).toBe('987654321');
  });
});

describe('zip: 5 or 5+4 digits, hyphen after the fifth (spec 2 §5)', () => {
  it.each([
    ['10001', [], '10001'],
    ['07302-1234', [], '07302-1234'],
    ['073021234', [], '07302-1234'],
    ['1000', ['Must be 5 or 9 characters!']],
    ['100011', ['Must be 5 or 9 characters!']],
    ['1000-11234', ['Must be 5 or 9 characters!']],
    ['10001-12345', ['Must be 5 or 9 characters!']],
    ['ABCDE', ['Must be 5 or 9 characters!']],
    ['', ['Required']],
  ])('%j → %j', (input, messages, stored?) => {
    const result = zipcodeField.safeParse(input);
    expect(messagesOf(result)).toEqual(messages);
    if (stored) expect(result.data).toBe(stored);
  });

  it('stores what it shows', () => {
    expect(formatZip('112011234')).toBe('11201-1234');
    expect(formatZip('112')).toBe('112');
    expect(normalizeZip(formatZip('11201-1234'))).toBe('11201-1234');
    expect(zipcodeField.parse(formatZip('11201'))).toBe('11201');
  });
});

describe('phone: a valid US number, stored E.164, shown (212) 555-0100 (spec 2 §5)', () => {
  it.each(['(212) 555-0100', '+1 212-555-0100', '2125550100'])('%s round-trips', (typed) => {
    expect(messagesOf(usPhoneField.safeParse(typed))).toEqual([]);
    const stored = normalizePhone(typed);
    expect(stored).toBe('+12125550100');
    expect(formatUsPhone(stored)).toBe('(212) 555-0100');
    expect(normalizePhone(formatUsPhone(stored))).toBe(stored);
  });

  it("refuses what is no US number with 'Phone is invalid'", () => {
    expect(messagesOf(usPhoneField.safeParse('(112) 555-0100'))).toEqual(['Phone is invalid']);
  });
});

describe('address and personal fields (spec 2 §5, §9)', () => {
  it('city: required, at most 32 characters', () => {
    expect(messagesOf(cityField.safeParse('x'.repeat(32)))).toEqual([]);
    expect(messagesOf(cityField.safeParse('x'.repeat(33)))).toEqual(['City must be less than 32 characters']);
    expect(messagesOf(cityField.safeParse('  '))).toEqual(['Required']);
  });

  it('street: required, too long says the max-characters message', () => {
    expect(messagesOf(streetField.safeParse('12 Main St'))).toEqual([]);
    expect(messagesOf(streetField.safeParse('x'.repeat(101)))).toEqual(['Max characters count is 100!']);
  });

  it('address state: only NY, NJ, PA, IN', () => {
    for (const state of ['NY', 'NJ', 'PA', 'in'])
      expect(messagesOf(addressStateField.safeParse(state))).toEqual([]);
    expect(messagesOf(addressStateField.safeParse('CT'))).toEqual(['State must be one of: NY, NJ, PA, IN']);
    expect(messagesOf(addressStateField.safeParse(''))).toEqual(['Required']);
  });

  it('names: the three spec messages, each when the spec says', () => {
    expect(messagesOf(nameField.safeParse('Mary-Ann (Jo)'))).toEqual([]);
    expect(messagesOf(nameField.safeParse('J'))).toEqual(['Must be at least 2 characters']);
    expect(messagesOf(nameField.safeParse('J0hn'))).toEqual([
      'Only alphabetical letters and symbols - ( ) are allowed',
    ]);
    expect(messagesOf(nameField.safeParse(' John'))).toEqual(['No leading or trailing spaces allowed']);
  });

  it('e-mail: valid, at most 40 characters', () => {
    expect(messagesOf(emailField.safeParse(`${'a'.repeat(28)}@example.com`))).toEqual([]);
    expect(messagesOf(emailField.safeParse(`${'a'.repeat(29)}@example.com`))).toEqual([
      'Must be at most 40 characters!',
    ]);
    expect(messagesOf(emailField.safeParse('john@'))).toEqual(['Invalid email address']);
  });

  it("address search text: only letters, digits, spaces and , . - ' ( ) #", () => {
    expect(cleanAddressSearchText("O'Brien St. 12-B (rear), #4")).toBe("O'Brien St. 12-B (rear), #4");
    expect(cleanAddressSearchText('12 Main St; DROP <b>"x"</b> & 1/2 ñ')).toBe('12 Main St DROP bxb  12 ñ');
  });

  it('TLC licence: optional, upper-cased', () => {
    expect(tlcLicenseField.parse('')).toBeNull();
    expect(tlcLicenseField.parse('5123456')).toBe('5123456');
    expect(messagesOf(tlcLicenseField.safeParse('5123#'))).toEqual(['Only letters and digits are allowed']);
  });
});

describe('driver licence in a body (spec 2 §5)', () => {
  const body = z
    .object({
      driver_license_state: driverLicenseStateField.optional(),
      driver_license: driverLicenseField.optional(),
    })
    .superRefine(refineDriverLicense);
  const problems = (input: object) => {
    const result = body.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('checks the number against its state and stores it upper case without separators', () => {
    expect(body.parse({ driver_license_state: 'nj', driver_license: 'a1234 56789 01234' })).toEqual({
      driver_license_state: 'NJ',
      driver_license: 'A12345678901234',
    });
    expect(problems({ driver_license_state: 'CA', driver_license: '12345678' })).toEqual([
      'driver_license: Invalid CA license format. Valid formats are: 1 letter + 7 digits',
    ]);
    expect(problems({ driver_license_state: 'NJ', driver_license: 'A123456789012345' })).toEqual([
      'driver_license: Max characters count is 15!',
    ]);
  });

  it('asks for the state of a number, and refuses a region that is not one of the 51', () => {
    expect(problems({ driver_license: 'A1234567' })).toEqual(['driver_license_state: Required']);
    expect(problems({ driver_license_state: 'PR', driver_license: 'A1234567' })).toEqual([
      'driver_license_state: State must be a US state or DC',
    ]);
    expect(problems({ driver_license_state: 'NY' })).toEqual([]);
  });
});
