import {
  amountTextField,
  MESSAGES,
  PAYOUT_FORM_TYPES,
  PAYOUT_REFERENCE_MAX,
  PAYOUT_TYPE_LABELS,
  REQUEST_DESCRIPTION_MAX,
  requiredMoneyText,
} from '@fleetdesk/contract';
import { z } from 'zod';

export const NO_BANKING = 'No banking information. Please indicate it!';

/**
 * The payout form (spec 2 §5): the contract's amount and text rules on what the user typed; a bank
 * account only for ach, and then required ('No banking information…' when the driver has none).
 */
export const payoutFormOf = (hasAccounts: boolean) =>
  z
    .object({
      amount: amountTextField(MESSAGES.required),
      description: requiredMoneyText(REQUEST_DESCRIPTION_MAX),
      payout_type: z.enum(PAYOUT_FORM_TYPES, { error: MESSAGES.required }),
      payment_id: z.union([z.number(), z.literal('')]),
      reference: z
        .string()
        .trim()
        .max(PAYOUT_REFERENCE_MAX, `Max characters count is ${PAYOUT_REFERENCE_MAX}!`),
    })
    .superRefine((form, ctx) => {
      if (form.payout_type !== 'ach' || form.payment_id !== '') return;
      ctx.addIssue({
        code: 'custom',
        path: ['payment_id'],
        message: hasAccounts ? MESSAGES.required : NO_BANKING,
      });
    });
export type PayoutForm = z.infer<ReturnType<typeof payoutFormOf>>;

/** Spec 2 §4: description Payout, type ach, the first account. */
export const payoutDefaults = (firstAccountId: number | undefined): PayoutForm => ({
  amount: '',
  description: 'Payout',
  payout_type: 'ach',
  payment_id: firstAccountId ?? '',
  reference: '',
});

/** What is sent: no bank account unless ach, no empty reference. */
export const payoutBodyOf = (form: PayoutForm) => ({
  amount: form.amount,
  description: form.description,
  payout_type: form.payout_type,
  payment_id: form.payout_type === 'ach' && form.payment_id !== '' ? form.payment_id : null,
  reference: form.reference || undefined,
});

export const PAYOUT_TYPE_OPTIONS = PAYOUT_FORM_TYPES.map((type) => ({
  value: type,
  label: PAYOUT_TYPE_LABELS[type],
}));
