import { z } from 'zod';

export const VendorOnTime = z.object({
  name: z.string(),
  otp: z.number(),
  total: z.number().int(),
  on_time: z.number().int(),
});

export const OtpByVendors = z.object({
  vendors: z.array(VendorOnTime),
  /** Ride count per status, plus `all`; null for fleet users (spec 1 §2.5: no ride counts for them). */
  statuses: z.record(z.string(), z.number().int()).nullable(),
});
export type OtpByVendors = z.infer<typeof OtpByVendors>;
