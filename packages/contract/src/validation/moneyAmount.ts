import { z } from 'zod';
import { CURRENCY, LOCALE } from '../constants';
import { MESSAGES } from '../messages';

/** An amount field holds at most this many characters (spec 2 §5). */
export const AMOUNT_MAX_CHARACTERS = 10;

/**
 * The largest amount anything takes, $9,999,999.99 (our rule; the specs give only the 10 characters): it
 * fits a ride's price column and an ACH entry's 10-digit amount, which a larger payout would stop the
 * whole bank file on.
 */
export const AMOUNT_MAX_CENTS = 999_999_999;

/** Spec 2 §5: the credit form (and a boost) says 'Amount is required'; debit and payout say 'Required'. */
export const AMOUNT_REQUIRED = 'Amount is required';

/** A money amount has whole cents at most. */
export const CENTS_ONLY = 'At most 2 decimal places (cents)!';

/** Typed text that is no number (spec 1 §5's amount rule). */
export const NOT_A_NUMBER = 'Must be number!';

/** An amount over the most a field takes, `maxDollars` shown as money. */
export const amountAtMostMessage = (maxDollars: number) => `Amount must be at most ${formatUsd(maxDollars)}!`;

/**
 * Why `text` is no money amount, or null when it is (spec 2 §5; texts of spec 1 §5's shared amount rule),
 * one message at a time: required, at most 10 characters, a number, not negative and above zero, whole
 * cents, at most AMOUNT_MAX_CENTS.
 */
export function amountProblem(text: string, requiredMessage = AMOUNT_REQUIRED): string | null {
  const value = text.trim();
  if (value === '') return requiredMessage;
  if (value.length > AMOUNT_MAX_CHARACTERS)
    return `Amount must be at most ${AMOUNT_MAX_CHARACTERS} characters!`;
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(value)) return NOT_A_NUMBER;
  if (Number(value) <= 0) return 'Amount must be greater than 0!';
  if (!/^\d*(\.\d{0,2})?$/.test(value)) return CENTS_ONLY;
  if (dollarsToCents(value) > AMOUNT_MAX_CENTS) return amountAtMostMessage(centsToDollars(AMOUNT_MAX_CENTS));
  return null;
}

/** Dollars as the user typed them ("12.5") → integer cents (1250), without floating point. */
export function dollarsToCents(text: string): number {
  const [whole = '', fraction = ''] = text.trim().split('.');
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * A whole-cent amount in dollars, as a number (a JSON body's 0.29) → integer cents. × 100 is off in
 * floating point (1.15 × 100 = 114.99999999999999) by far less than half a cent for any amount we take,
 * so rounding gives the exact cents. A fraction of a cent has no right rounding (1.005 went down, 10.005
 * up): the field refuses it first with `multipleOf(0.01, CENTS_ONLY)`, and one that slips through throws
 * here rather than being stored rounded.
 */
export function dollarAmountToCents(dollars: number): number {
  const cents = Math.round(dollars * 100);
  if (Math.abs(cents - dollars * 100) > 1e-6) throw new Error(`${dollars} is not in whole cents`);
  return cents;
}

const usd = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });

/** Dollars as the product shows money: en-US with a $ prefix. */
export const formatUsd = (dollars: number): string => usd.format(dollars);

/** Integer cents → the API's dollars with two decimals (a number). */
export const centsToDollars = (cents: number): number => cents / 100;

/**
 * A money amount in a request body: a number or numeric text in dollars, checked by `amountProblem`,
 * parsed to integer cents.
 */
export const amountCentsField = (requiredMessage = AMOUNT_REQUIRED) =>
  z.union([z.string(), z.number()], { error: requiredMessage }).transform((raw, ctx) => {
    const text = typeof raw === 'number' ? String(raw) : raw;
    const problem = amountProblem(text, requiredMessage);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return dollarsToCents(text);
  });

/** Required text with the spec's 'Required' (debit and payout forms). */
export const requiredMoneyText = (max: number) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(max, `Max characters count is ${max}!`);

/** A form's amount field: the same checks, the typed text kept (the server parses it to cents). */
export const amountTextField = (requiredMessage = AMOUNT_REQUIRED) =>
  z.string().superRefine((text, ctx) => {
    const problem = amountProblem(text, requiredMessage);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
