import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ENDPOINTS } from '../endpoints';
import { maxCharactersMessage } from '../messages';
import { carYearField } from './carRules';
import { PASSWORD_MAX } from './common';
import { rideUpdateBody } from './rides';

/**
 * What the web's forms send the API and a user can get wrong by typing: a text too long, a number too
 * large, too small, fractional, or not a number at all. Every refusal of it must be in words written for
 * the operator (the spec's, or ours like them), never zod's own ('Too big: expected string to have
 * <=200 characters', 'Invalid input: expected number, received NaN'), nor a 'Required' for a value
 * that is there (a schema-wide `error` answering for every check).
 */
const TYPED = ['x'.repeat(100_000), '9'.repeat(20), `-${'9'.repeat(20)}`, 'abc', 1e15, -1e15, 0.123];

/** Chosen, not typed: picked from a list, a calendar or a set of boxes, or made by the page itself. */
const CHOSEN = /(^|_)(id|ids|at|date|datetime|from|to|zone_ids|companies|roles|items|plans|side)$/;
const CHOSEN_FIELDS = new Set([
  'days_of_week', // week-day boxes
  'seats', // seat selects
  'type', // document type select
  'endorsements', // licence endorsement and restriction picks
  'restrictions',
  'route_broker', // broker select
  'pickup_at_dates', // calendar
  'range', // the payouts' period select
  'degree', // rotate buttons
  'image_url',
  'imported_file', // a file picker
  'token', // the card tokeniser's answer
]);

const ZOD_WORDS =
  /^(Too big|Too small|Invalid input|Invalid string|Invalid number|Invalid ISO|Invalid date|Expected |Number must|String must|Required$)/;

/** The top-level fields of a body (through a refinement or a transform). */
function fieldsOf(schema: z.ZodType): string[] {
  const def = (schema as unknown as { _zod: { def: { shape?: object; in?: z.ZodType; left?: z.ZodType } } })
    ._zod.def;
  if (def.shape) return Object.keys(def.shape);
  if (def.in) return fieldsOf(def.in);
  if (def.left) return fieldsOf(def.left);
  return [];
}

const FORM_BODIES = Object.entries(ENDPOINTS).flatMap(([name, endpoint]) => {
  const e = endpoint as { auth: string; body?: z.ZodType };
  return e.body && (e.auth === 'user' || name.startsWith('auth.')) ? [[name, e.body] as const] : [];
});

describe('form refusals are in operator words', () => {
  it('walks the web forms’ bodies', () => {
    expect(FORM_BODIES.length).toBeGreaterThan(50);
  });

  it.each(FORM_BODIES)('%s', (_name, body) => {
    const leaks: string[] = [];
    for (const field of fieldsOf(body).filter((f) => !CHOSEN.test(f) && !CHOSEN_FIELDS.has(f))) {
      for (const value of TYPED) {
        for (const issue of body.safeParse({ [field]: value }).error?.issues ?? []) {
          // A number in a text box or a word in a switch is no typing mistake: the form cannot send it.
          const wrongKind = issue.code === 'invalid_type' && !/NaN/.test(issue.message);
          const chosen = issue.code === 'invalid_value' || issue.code === 'invalid_union';
          if (issue.path[0] === field && !wrongKind && !chosen && ZOD_WORDS.test(issue.message))
            leaks.push(`${field} ${JSON.stringify(value).slice(0, 12)}: ${issue.message}`);
        }
      }
    }
    expect([...new Set(leaks)]).toEqual([]);
  });
});

describe('the limits a form reaches, in words', () => {
  const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it.each([
    ['auth.requestCode', { email: 'ada@example.com', type: 'email', password: 'p'.repeat(201) }],
    ['account.update', { first_name: 'Ada', last_name: 'Lovelace', current_password: 'p'.repeat(201) }],
    ['adminUsers.update', { password: 'p'.repeat(201) }],
  ] as const)('%s: a password over 200 characters', (name, body) => {
    const issues = ENDPOINTS[name].body?.safeParse(body).error?.issues ?? [];
    expect(issues.filter((i) => String(i.path[0]).endsWith('password')).map((i) => i.message)).toEqual([
      maxCharactersMessage(PASSWORD_MAX),
    ]);
  });

  it('fare collected: over $99,999, not a number', () => {
    const fare = rideUpdateBody.shape.fare_collected;
    expect(messageOf(fare, '100000')).toBe('Amount must be at most $99,999.00!');
    expect(messageOf(fare, 'abc')).toBe('Must be number!');
    expect(messageOf(fare, '99999')).toBeUndefined();
  });

  it('car year: out of range', () => {
    const range = `Year must be from 1900 to ${new Date().getFullYear() + 1}!`;
    expect(messageOf(carYearField, 1899)).toBe(range);
    expect(messageOf(carYearField, new Date().getFullYear() + 2)).toBe(range);
    expect(messageOf(carYearField, 2001.5)).toBe(range);
    expect(messageOf(carYearField, 2020)).toBeUndefined();
  });
});
