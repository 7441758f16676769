import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * Late-pickup prediction (issue 15 point 7, decisions 149–152): for each assigned or accepted ride, when
 * its driver is predicted at the pickup (live position, the routing adapter's ETA, the driver's other
 * rides first). A ride predicted later than the server's threshold past its pickup time is at risk.
 */

/** Why a ride is at risk, in the order the server checks them. */
export const LATE_RISK_REASONS = ['no_gps', 'driver_on_another_ride', 'driver_far'] as const;
export type LateRiskReason = (typeof LATE_RISK_REASONS)[number];

/** The words the board shows for each reason. */
export const LATE_RISK_REASON_LABELS: Record<LateRiskReason, string> = {
  no_gps: 'No GPS',
  driver_on_another_ride: 'Driver on another ride',
  driver_far: 'Driver far',
};

export const LateRisk = z.object({
  ride_id: z.number().int(),
  driver_id: z.number().int(),
  /** When the driver is predicted at the pickup; null without a usable position (no GPS). */
  predicted_pickup_at: z.string().nullable(),
  pickup_at: z.string(),
  /** Predicted minutes past the pickup time (negative: early); null without a usable position. */
  minutes_late: z.number().int().nullable(),
  reason: z.enum(LATE_RISK_REASONS),
  /** When this prediction was made; kept while later sweeps find the same verdict and lateness. */
  computed_at: z.string(),
});
export type LateRisk = z.infer<typeof LateRisk>;

export const listLateRisks = defineEndpoint({
  method: 'GET',
  path: '/late-risks',
  summary: 'Rides predicted late at pickup now, with the reason and predicted lateness',
  tag: 'rides',
  auth: 'user',
  permission: null,
  fleet: true,
  response: z.object({ data: z.array(LateRisk) }),
});
