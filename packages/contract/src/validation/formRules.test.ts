import { describe, expect, it } from 'vitest';
import { shortTextField, usPhoneField, usPhoneProblem } from './common';
import { reviveBody, rideUpdateBody } from './rides';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('usPhoneField (spec 1 §5)', () => {
  it.each([
    ['(212) 555-0100', null],
    ['+1 212-555-0100', null],
    ['12125550100', null],
    ['212-555-0100, 718-555-0199', 'Must be one number'],
    ['212 555 0100 / 718 555 0199', 'Must be one number'],
    ['2125550100 7185550199', 'Must be one number'],
    ['212.555.0100', 'Must be number or ( ) -'],
    ['call 2125550100', 'Must be number or ( ) -'],
    ['212-555-010', 'Phone is invalid'],
    ['(012) 555-0100', 'Phone is invalid'],
  ])('%s → %s', (text, message) => {
    expect(usPhoneProblem(text)).toBe(message);
    expect(messagesOf(usPhoneField.safeParse(text))).toEqual(message ? [message] : []);
  });

  it('is what POST /rides/{id} checks the phone with', () => {
    expect(messagesOf(rideUpdateBody.safeParse({ phone_number: '2125550100;7185550199' }))).toEqual([
      'Must be one number',
    ]);
  });
});

describe('shortTextField (spec 1 §5)', () => {
  it.each([
    ['ST-1234/A', []],
    ['  9876  ', []],
    ['---', ['Wrong format!']],
    ['#!?', ['Wrong format!']],
    ['x'.repeat(31), ['Must be at most 30 characters!']],
  ])('%s → %j', (text, messages) => {
    expect(messagesOf(shortTextField.safeParse(text))).toEqual(messages);
  });

  it('checks the new trip id of a revive and of a ride edit', () => {
    expect(messagesOf(reviveBody.safeParse({ reason: 'Broker sent it back', new_trip_id: '--' }))).toEqual([
      'Wrong format!',
    ]);
    expect(messagesOf(rideUpdateBody.safeParse({ new_trip_id: '*'.repeat(5) }))).toEqual(['Wrong format!']);
  });
});
