import { z } from 'zod';

export const PAYMENT_METHOD_STATUSES = ['valid', 'invalid', 'pending', 'deleted'] as const;

/** A driver's bank account as every answer shows it: never the number, only its last four digits. */
export const PaymentMethod = z.object({
  id: z.number().int(),
  name: z.string(),
  last_four: z.string(),
  routing_number: z.string(),
  payment_provider: z.string(),
  status: z.enum(PAYMENT_METHOD_STATUSES),
  created_at: z.string(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const PAYMENT_MESSAGES = {
  removed: 'Great! You have removed payment',
  /**
   * Deleting an account a payout is still on its way to (docs/decisions.md 187): the ACH file would pay
   * it all the same, and a reviewer could no longer decline the request (its account is "Required").
   */
  payoutWaiting: (requestOrPayout: string) =>
    `This bank account still has a payout waiting to be paid (${requestOrPayout}): decline it, or wait until the bank settles it, before deleting the account.`,
} as const;
