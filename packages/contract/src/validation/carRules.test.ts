import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CAR_COLORS,
  CAR_PLACES_MAX,
  carColorField,
  carMakeModelField,
  carSeatsField,
  carStateField,
  carTypeIdField,
  carWavSeatsField,
  plateNumberField,
  refineCarCombination,
  vinNumberField,
} from './carRules';

type Parsed = { success: boolean; error?: { issues: { message: string }[] } };
const messagesOf = (result: Parsed) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('car details (spec 2 §5)', () => {
  it('colour: one of the 15, required', () => {
    expect(CAR_COLORS).toHaveLength(15);
    for (const color of CAR_COLORS) expect(messagesOf(carColorField.safeParse(color))).toEqual([]);
    expect(messagesOf(carColorField.safeParse(''))).toEqual(['Color is Required']);
    expect(messagesOf(carColorField.safeParse(undefined))).toEqual(['Color is Required']);
    expect(messagesOf(carColorField.safeParse('silver'))).toEqual([
      `Color must be one of: ${CAR_COLORS.join(', ')}`,
    ]);
  });

  it('seats and WAV seats: required, so a blank field is not taken as 0', () => {
    for (const field of [carSeatsField, carWavSeatsField]) {
      for (const blank of [null, '', undefined]) {
        expect(messagesOf(field.safeParse(blank))).toEqual(['Required']);
      }
      expect(field.safeParse('4').data).toBe(4);
    }
    expect(carWavSeatsField.safeParse(0).data).toBe(0);
    expect(messagesOf(carSeatsField.safeParse(0))).toHaveLength(1);
  });

  it.each([
    ['seats', 0, 'Must be at least 1'],
    ['seats', 16, `Must be at most ${CAR_PLACES_MAX}`],
    ['WAV seats', -1, 'Must be at least 0'],
    ['WAV seats', 2.5, 'Must be a whole number'],
  ])('%s %j is refused in its own words, not as missing: %s', (name, input, message) => {
    const field = name === 'seats' ? carSeatsField : carWavSeatsField;
    expect(messagesOf(field.safeParse(input))).toEqual([message]);
  });

  it.each([
    ['T12', [], 'T12'],
    ['t123456c', [], 'T123456C'],
    [' ABC1234 ', [], 'ABC1234'],
    ['T1', ['Must be 3-8 characters!']],
    ['T1234567C', ['Must be 3-8 characters!']],
    ['T12-345', ['Must be 3-8 characters!']],
    ['', ['Plate Number is Required']],
    [undefined, ['Plate Number is Required']],
  ])('plate %j → %j', (input, messages, stored?) => {
    const result = plateNumberField.safeParse(input);
    expect(messagesOf(result)).toEqual(messages);
    if (stored) expect(result.data).toBe(stored);
  });

  it('VIN: trimmed, required, at most 17', () => {
    expect(vinNumberField.parse(' 1hgcm82633a004352 ')).toBe('1HGCM82633A004352');
    expect(messagesOf(vinNumberField.safeParse('1HGCM82633A0043521'))).toEqual([
      'VIN Number must be at most 17 characters!',
    ]);
    expect(messagesOf(vinNumberField.safeParse('   '))).toEqual(['VIN Number is Required']);
    expect(messagesOf(vinNumberField.safeParse(undefined))).toEqual(['VIN Number is Required']);
  });

  it("type: 'Type is Required' when none is picked", () => {
    expect(carTypeIdField.parse('2')).toBe(2);
    expect(messagesOf(carTypeIdField.safeParse(undefined))).toEqual(['Type is Required']);
    expect(messagesOf(carTypeIdField.safeParse(0))).toEqual(['Type is Required']);
  });

  it('edit form: state required and at most 8, make and model 0–40', () => {
    expect(carStateField.parse('ny')).toBe('NY');
    expect(messagesOf(carStateField.safeParse('NEW YORK!'))).toEqual(['State must be at most 8 characters!']);
    expect(messagesOf(carStateField.safeParse(''))).toEqual(['Required']);
    expect(carMakeModelField.parse('')).toBeNull();
    expect(carMakeModelField.parse('Toyota')).toBe('Toyota');
    expect(messagesOf(carMakeModelField.safeParse('x'.repeat(41)))).toEqual([
      'Must be at most 40 characters!',
    ]);
  });
});

describe('cross-field car rules (spec 2 §5)', () => {
  const body = z
    .object({
      type_id: z.number().optional(),
      color: z.string().optional(),
      wav: z.boolean().optional(),
      s_wav: z.boolean().optional(),
    })
    .superRefine(refineCarCombination);
  const problems = (input: object) => {
    const result = body.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('NY yellow (type 2) must be yellow, NY green (type 3) green; other types any colour', () => {
    expect(problems({ type_id: 2, color: 'yellow' })).toEqual([]);
    expect(problems({ type_id: 2, color: 'black' })).toEqual([
      'color: NY Yellow cars can only have a yellow color',
    ]);
    expect(problems({ type_id: 3, color: 'green' })).toEqual([]);
    expect(problems({ type_id: 3, color: 'yellow' })).toEqual([
      'color: NY Green cars can only have a green color',
    ]);
    expect(problems({ type_id: 1, color: 'yellow' })).toEqual([]);
    expect(problems({ type_id: 2 })).toEqual([]);
  });

  it("the stretcher flag only with WAV ('Only for WAV')", () => {
    expect(problems({ wav: true, s_wav: true })).toEqual([]);
    expect(problems({ wav: false, s_wav: false })).toEqual([]);
    expect(problems({ wav: false, s_wav: true })).toEqual(['s_wav: Only for WAV']);
  });
});
