import { z } from 'zod';
import { MESSAGES } from '../messages';

/** Spec 2 §5: the Add Bank Account form. */
export const BANK_NAME_MAX = 30;
export const ACCOUNT_NUMBER_MAX = 16;

const ROUTING_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** An ABA routing number's check: 9 digits whose sum weighted 3, 7, 1 is a multiple of 10. */
export function routingChecksumHolds(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * (ROUTING_WEIGHTS[i] ?? 0), 0);
  return sum % 10 === 0;
}

/** Why `text` is no routing number, or null (spec 2 §5: 'Must be 9 characters!', 'Invalid Routing Number!'). */
export function routingNumberProblem(text: string): string | null {
  if (text === '') return MESSAGES.required;
  if (!/^\d{9}$/.test(text)) return 'Must be 9 characters!';
  return routingChecksumHolds(text) ? null : 'Invalid Routing Number!';
}

const problemField = (problem: (text: string) => string | null) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .superRefine((text, ctx) => {
      const message = problem(text);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

const accountNumber = problemField((text) => {
  if (text === '') return MESSAGES.required;
  if (!/^\d+$/.test(text)) return 'Must be number!';
  return text.length > ACCOUNT_NUMBER_MAX
    ? `Account Number must be at most ${ACCOUNT_NUMBER_MAX} characters!`
    : null;
});

const bankName = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(BANK_NAME_MAX, `Must be at most ${BANK_NAME_MAX} characters!`);

/** What the form holds: the confirmation must equal the account number, and is not sent. */
export const bankAccountForm = z
  .object({
    name: bankName,
    routing_number: problemField(routingNumberProblem),
    account_number: accountNumber,
    confirm_account_number: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required),
  })
  .superRefine((form, ctx) => {
    if (form.confirm_account_number !== form.account_number)
      ctx.addIssue({
        code: 'custom',
        path: ['confirm_account_number'],
        message: 'Does not match with Account number!',
      });
  });
export type BankAccountForm = z.input<typeof bankAccountForm>;

/** POST /drivers/{entity_id}/payments/banks (spec 2 §3): bank accounts belong to drivers only. */
export const bankAccountBody = z.object({
  entity_id: z.coerce.number().int().positive(),
  entity_type: z.literal('driver', { error: 'Only drivers have bank accounts' }),
  name: bankName,
  routing_number: problemField(routingNumberProblem),
  account_number: accountNumber,
});
export type BankAccountBody = z.output<typeof bankAccountBody>;
