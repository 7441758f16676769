import {
  AMOUNT_REQUIRED,
  amountTextField,
  CREDIT_NOTE_MAX,
  MESSAGES,
  REQUEST_DESCRIPTION_MAX,
  requiredMoneyText,
} from '@fleetdesk/contract';
import { z } from 'zod';

const id = z.union([z.number(), z.literal('')]);

/**
 * The credit and debit request forms (spec 2 §5): amount, description, category ('Category is required'
 * on credits, 'Required' on debits) and company (0 is 'No company selected'); a credit may name its ride
 * instead of a company, and carry a note of up to 100 characters. Fleet users choose no company.
 */
export const creditDebitFormOf = (type: 'credit' | 'debit', isFleet = false) =>
  z
    .object({
      driver_id: z.string().trim().regex(/^\d*$/, 'Must be number!'),
      amount: amountTextField(type === 'credit' ? AMOUNT_REQUIRED : MESSAGES.required),
      description: requiredMoneyText(REQUEST_DESCRIPTION_MAX),
      category_id: id,
      company_id: z.number(),
      ride_id: z.string().trim().regex(/^\d*$/, 'Must be number!'),
      note: z.string().trim().max(CREDIT_NOTE_MAX, `Max characters count is ${CREDIT_NOTE_MAX}!`),
    })
    .superRefine((form, ctx) => {
      if (form.driver_id === '')
        ctx.addIssue({ code: 'custom', path: ['driver_id'], message: MESSAGES.required });
      if (form.category_id === '')
        ctx.addIssue({
          code: 'custom',
          path: ['category_id'],
          message: type === 'credit' ? 'Category is required' : MESSAGES.required,
        });
      // A fleet user credits their own fleet's driver: the company is the driver's, not chosen.
      const companyNeeded = !isFleet && (type === 'debit' || form.ride_id === '');
      if (companyNeeded && form.company_id === 0)
        ctx.addIssue({ code: 'custom', path: ['company_id'], message: 'No company selected' });
    });
export type CreditDebitForm = z.infer<ReturnType<typeof creditDebitFormOf>>;

/** Spec 2 §5: a credit starts at amount 0 and description Credit, a debit empty and Debit; no company. */
export const creditDebitDefaults = (type: 'credit' | 'debit', driverId?: number): CreditDebitForm => ({
  driver_id: driverId ? String(driverId) : '',
  amount: type === 'credit' ? '0' : '',
  description: type === 'credit' ? 'Credit' : 'Debit',
  category_id: '',
  company_id: 0,
  ride_id: '',
  note: '',
});

export const creditDebitBodyOf = (
  type: 'credit' | 'debit',
  form: CreditDebitForm,
  confirmExisting = false,
) => ({
  type,
  amount: form.amount,
  description: form.description,
  category_id: Number(form.category_id),
  company_id: form.company_id || undefined,
  ride_id: form.ride_id ? Number(form.ride_id) : undefined,
  ...(type === 'credit'
    ? { note: form.note || undefined, confirm_existing: confirmExisting || undefined }
    : {}),
});
