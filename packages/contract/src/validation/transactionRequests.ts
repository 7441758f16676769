import { z } from 'zod';
import { CREDIT_NOTE_MAX } from '../constants';
import { MESSAGES } from '../messages';
import { PAYOUT_FORM_TYPES, TRANSACTION_REQUEST_STATUSES } from '../transactionRequests';
import { amountCentsField, requiredMoneyText } from './moneyAmount';

/** Spec 2 §5 and §9: a request's description and a payout's reference. */
export const REQUEST_DESCRIPTION_MAX = 255;
export const PAYOUT_REFERENCE_MAX = 50;

const optionalId = z.coerce.number().int().positive().max(2_147_483_647).nullish();

/** Company 0 is the form's empty choice (spec 2 §5: 'No company selected'). */
const companyChoice = z.coerce
  .number({ error: MESSAGES.required })
  .int()
  .min(0)
  .max(2_147_483_647)
  .nullish()
  .refine((id) => id !== null && id !== undefined && id > 0, 'No company selected');

const credit = z.object({
  type: z.literal('credit'),
  amount: amountCentsField(),
  description: requiredMoneyText(REQUEST_DESCRIPTION_MAX),
  category_id: z.coerce.number({ error: 'Category is required' }).int().positive('Category is required'),
  ride_id: optionalId,
  company_id: z.coerce.number().int().min(0).max(2_147_483_647).nullish(),
  note: z.string().trim().max(CREDIT_NOTE_MAX, `Max characters count is ${CREDIT_NOTE_MAX}!`).optional(),
  /** Sent after the user confirmed 'Credit for this ride already exists!'. */
  confirm_existing: z.boolean().optional(),
});

const debit = z.object({
  type: z.literal('debit'),
  amount: amountCentsField(MESSAGES.required),
  description: requiredMoneyText(REQUEST_DESCRIPTION_MAX),
  category_id: z.coerce.number({ error: MESSAGES.required }).int().positive(MESSAGES.required),
  company_id: companyChoice,
  ride_id: optionalId,
});

/**
 * POST /billing/transaction-requests/{driver id} and its quick creation (spec 2 §5): a debit always names
 * its company. A staff member's credit needs one when it is not for a ride (the ride's company is used);
 * a fleet user's credit is for the driver's own company. The server judges that, knowing the caller.
 */
export const creditOrDebitBody = z.discriminatedUnion('type', [credit, debit]);
export type CreditOrDebitBody = z.output<typeof creditOrDebitBody>;

/** Payout request (spec 2 §5): the bank account only for ach, and then required. */
export const payoutRequestBody = z
  .object({
    amount: amountCentsField(MESSAGES.required),
    description: requiredMoneyText(REQUEST_DESCRIPTION_MAX),
    payout_type: z.enum(PAYOUT_FORM_TYPES, { error: MESSAGES.required }),
    payment_id: optionalId,
    reference: z
      .string()
      .trim()
      .max(PAYOUT_REFERENCE_MAX, `Max characters count is ${PAYOUT_REFERENCE_MAX}!`)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.payout_type === 'ach' && !body.payment_id)
      ctx.addIssue({ code: 'custom', path: ['payment_id'], message: MESSAGES.required });
  })
  // A payout other than ach is paid to no bank account: its payment_id is dropped.
  .transform((body) => ({
    ...body,
    payment_id: body.payout_type === 'ach' ? (body.payment_id ?? null) : null,
  }));
export type PayoutRequestBody = z.output<typeof payoutRequestBody>;

/** POST …/{id}/update: a status change, and the fields a pending request may still change. */
export const requestUpdateBody = z.object({
  status: z.enum(TRANSACTION_REQUEST_STATUSES).optional(),
  category_id: z.coerce.number().int().positive().optional(),
  company_id: z.coerce.number().int().positive().nullish(),
  description: requiredMoneyText(REQUEST_DESCRIPTION_MAX).optional(),
  /** The request's `updated_at` as the reviewer saw it: a newer change wins and this one is refused. */
  updated_at: z.string().optional(),
});
export type RequestUpdateBody = z.output<typeof requestUpdateBody>;

/** POST …/{id}/update-payout: a payout request's status, type, bank account and texts. */
export const payoutRequestUpdateBody = z
  .object({
    status: z.enum(TRANSACTION_REQUEST_STATUSES).optional(),
    payout_type: z.enum(PAYOUT_FORM_TYPES).optional(),
    payment_id: optionalId,
    description: requiredMoneyText(REQUEST_DESCRIPTION_MAX).optional(),
    reference: z
      .string()
      .trim()
      .max(PAYOUT_REFERENCE_MAX, `Max characters count is ${PAYOUT_REFERENCE_MAX}!`)
      .optional(),
    updated_at: z.string().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.payout_type === 'ach' && body.payment_id === null)
      ctx.addIssue({ code: 'custom', path: ['payment_id'], message: MESSAGES.required });
  });
export type PayoutRequestUpdateBody = z.output<typeof payoutRequestUpdateBody>;
