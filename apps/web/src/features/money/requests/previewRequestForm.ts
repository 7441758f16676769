import {
  MESSAGES,
  PAYOUT_FORM_TYPES,
  type PayoutType,
  REQUEST_DESCRIPTION_MAX,
  requiredMoneyText,
  TRANSACTION_REQUEST_STATUSES,
  type TransactionRequest,
} from '@fleetdesk/contract';
import { z } from 'zod';
import { NO_BANKING } from '../driver/payoutForm';

/**
 * The preview's form (spec 2 §4): the status, and while pending the description, category and company of
 * a credit or debit, or the payout type and (for ach) bank account of a payout. As on the server, a field
 * is judged only when it changes; the bank account whenever the payout is ach.
 */
export const previewFormOf = (request: TransactionRequest, hasAccounts: boolean) =>
  z
    .object({
      status: z.enum(TRANSACTION_REQUEST_STATUSES),
      description: requiredMoneyText(REQUEST_DESCRIPTION_MAX),
      category_id: z.number().nullable(),
      company_id: z.number(),
      payout_type: z.enum(PAYOUT_FORM_TYPES).nullable(),
      payment_id: z.number().nullable(),
    })
    .superRefine((form, ctx) => {
      // The server would store the request without a company: the preview changes it, never drops it.
      if (form.company_id === 0 && request.company_id !== null)
        ctx.addIssue({ code: 'custom', path: ['company_id'], message: 'No company selected' });
      if (request.type === 'payout' && form.payout_type === 'ach' && form.payment_id === null)
        ctx.addIssue({
          code: 'custom',
          path: ['payment_id'],
          message: hasAccounts ? MESSAGES.required : NO_BANKING,
        });
    });
export type PreviewForm = z.infer<ReturnType<typeof previewFormOf>>;

/** Cash reads as Zelle (spec 2 §3) and is not offered: a cash request's select shows Zelle. */
const formPayoutType = (type: PayoutType | null) => (type === 'cash' ? 'zelle' : type);

/** The request as it stands; an ach payout without an account offers the driver's first one. */
export const previewDefaults = (request: TransactionRequest, firstAccountId?: number): PreviewForm => ({
  status: request.status,
  description: request.description,
  category_id: request.category_id,
  company_id: request.company_id ?? 0,
  payout_type: formPayoutType(request.payout_type),
  payment_id: request.payment_id ?? firstAccountId ?? null,
});

/** A value the user changed, or nothing (the server leaves what it is not sent). */
const changed = <T>(value: T, stored: T): Exclude<T, null> | undefined =>
  value === stored || value === null ? undefined : (value as Exclude<T, null>);

const reviewOf = (request: TransactionRequest, form: PreviewForm) => ({
  status: changed(form.status, request.status),
  description: changed(form.description, request.description),
  updated_at: request.updated_at,
});

/** POST …/update: the changed fields of a credit or debit request. */
export const requestUpdateOf = (request: TransactionRequest, form: PreviewForm) => ({
  ...reviewOf(request, form),
  category_id: changed(form.category_id, request.category_id),
  company_id: changed(form.company_id, request.company_id ?? 0),
});

/** POST …/update-payout: a changed type, and the bank account only for ach (the server drops it otherwise). */
export const payoutUpdateOf = (request: TransactionRequest, form: PreviewForm) => ({
  ...reviewOf(request, form),
  payout_type: changed(form.payout_type, formPayoutType(request.payout_type)),
  payment_id: form.payout_type === 'ach' ? changed(form.payment_id, request.payment_id) : undefined,
});

/** A select's choices keeping the request's own (an inactive company, a removed account), so it shows. */
export function withCurrent<V extends string | number>(
  options: readonly { value: V; label: string }[],
  value: V | null,
  label: string | null,
) {
  if (value === null || options.some((option) => option.value === value)) return options;
  return [...options, { value, label: label ?? String(value) }];
}
