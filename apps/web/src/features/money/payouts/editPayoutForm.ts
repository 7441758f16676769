import { isBankStatusEditable, type Payout, payouts } from '@fleetdesk/contract';
import type { z } from 'zod';

/** The edit payout form validates with the endpoint's own body (spec 2 §4, §5). */
export const editPayoutSchema = payouts.payoutUpdateBody.omit({ updated_at: true });
export type EditPayoutForm = z.input<typeof editPayoutSchema>;
export type EditPayoutValues = z.output<typeof editPayoutSchema>;

export const EDIT_PAYOUT_FIELDS = [
  'bank_status',
  'quickbooks_status',
  'quickbooks_id',
  'reference',
  'description',
  'note',
] as const;

export const editPayoutFormOf = (payout: Payout): EditPayoutForm => ({
  bank_status: payout.bank_status,
  quickbooks_status: payout.quickbooks_status,
  quickbooks_id: payout.quickbooks_id ?? '',
  reference: payout.reference ?? '',
  description: payout.description,
  note: payout.note ?? '',
});

/**
 * The save: only what changed, with the `updated_at` the editor saw (a change since is refused); the
 * bank status only where it may change (checks).
 */
export function editPayoutBodyOf(payout: Payout, values: EditPayoutValues) {
  const before = editPayoutFormOf(payout);
  const changed = Object.fromEntries(
    EDIT_PAYOUT_FIELDS.filter((field) => (values[field] ?? '') !== before[field]).map((field) => [
      field,
      values[field],
    ]),
  ) as Partial<EditPayoutValues>;
  if (!isBankStatusEditable(payout.type)) delete changed.bank_status;
  return { ...changed, updated_at: payout.updated_at };
}
