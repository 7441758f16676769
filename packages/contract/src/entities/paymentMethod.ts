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
