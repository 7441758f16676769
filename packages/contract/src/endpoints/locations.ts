import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idField } from '../validation/common';

/**
 * The location feed (issue 15, decisions 137–139): the driver app posts batches of GPS fixes with its
 * device token; each accepted batch moves the driver's current position and adds to the GPS history
 * the rides' driven routes are drawn from; open maps hear the positions over the realtime channel.
 */

/** Fixes one batch may carry: a phone offline for a few minutes at one fix a second fits. */
export const POSITIONS_PER_BATCH_MAX = 600;
/** A fix older than this is refused: a dispatcher's map must never show where a driver was long ago. */
export const POSITION_MAX_AGE_MS = 10 * 60_000;
/** A phone's clock may run this much ahead of ours; a fix further in the future is refused. */
export const POSITION_CLOCK_SKEW_MS = 5_000;
/** Fastest believable speed, m/s (≈ 157 mph): anything faster is a GPS jump, not a car. */
export const POSITION_SPEED_MAX_MPS = 70;
/** A device token: 32 random bytes, base64url. */
export const DEVICE_TOKEN_LENGTH = 43;

export const LOCATION_MESSAGES = {
  badToken: 'The device token is not valid.',
  latRange: 'Latitude must be between -90 and 90',
  lonRange: 'Longitude must be between -180 and 180',
  finite: 'Must be a finite number',
  headingRange: 'Heading must be between 0 and 360',
  speedRange: `Speed must be between 0 and ${POSITION_SPEED_MAX_MPS} m/s`,
  accuracyRange: 'Accuracy must be between 0 and 10000 m',
  inFuture: 'The position is in the future',
  tooOld: 'The position is older than 10 minutes',
  tooMany: `A batch holds 1 to ${POSITIONS_PER_BATCH_MAX} positions`,
  badTime: 'Must be an ISO 8601 time with its offset',
} as const;

const finiteNumber = z.number({ error: LOCATION_MESSAGES.finite });

/** One GPS fix as a phone reports it. Time rules (future, too old) are checked against the server's clock. */
export const positionFix = z.object({
  lat: finiteNumber.min(-90, LOCATION_MESSAGES.latRange).max(90, LOCATION_MESSAGES.latRange),
  lon: finiteNumber.min(-180, LOCATION_MESSAGES.lonRange).max(180, LOCATION_MESSAGES.lonRange),
  /** Degrees clockwise from north; 0 when unknown. */
  heading: finiteNumber
    .min(0, LOCATION_MESSAGES.headingRange)
    .max(360, LOCATION_MESSAGES.headingRange)
    .default(0),
  /** Metres per second. */
  speed: finiteNumber
    .min(0, LOCATION_MESSAGES.speedRange)
    .max(POSITION_SPEED_MAX_MPS, LOCATION_MESSAGES.speedRange)
    .nullable()
    .default(null),
  /** Horizontal accuracy radius, metres. */
  accuracy: finiteNumber
    .min(0, LOCATION_MESSAGES.accuracyRange)
    .max(10_000, LOCATION_MESSAGES.accuracyRange)
    .nullable()
    .default(null),
  recorded_at: z.iso.datetime({ offset: true, error: LOCATION_MESSAGES.badTime }),
});
export type PositionFix = z.output<typeof positionFix>;

export const positionBatchBody = z.object({
  driver_token: z.string({ error: LOCATION_MESSAGES.badToken }).min(1, LOCATION_MESSAGES.badToken).max(200),
  positions: z
    .array(positionFix)
    .min(1, LOCATION_MESSAGES.tooMany)
    .max(POSITIONS_PER_BATCH_MAX, LOCATION_MESSAGES.tooMany),
});
export type PositionBatchBody = z.input<typeof positionBatchBody>;
export type PositionBatch = z.output<typeof positionBatchBody>;

export const postDriverPositions = defineEndpoint({
  method: 'POST',
  path: '/driver-app/positions',
  summary:
    "The driver app's GPS batch, authenticated by the driver's device token: the newest fix becomes the current position, all go to the history",
  tag: 'locations',
  auth: 'public',
  permission: null,
  fleet: false,
  body: positionBatchBody,
  response: z.object({
    driver_id: z.number().int(),
    accepted: z.number().int(),
    /** The driver's current position after this batch (a late batch does not move it back). */
    current: z.object({ lat: z.number(), lon: z.number(), at: z.string() }),
  }),
});

export const issueDeviceToken = defineEndpoint({
  method: 'POST',
  path: '/drivers/{id}/device-token',
  summary: "Issues the driver app's device token (shown once); issuing again revokes the previous one",
  tag: 'locations',
  auth: 'user',
  permission: 'drivers.device-token',
  fleet: false,
  params: z.object({ id: idField }),
  response: z.object({ driver_id: z.number().int(), device_token: z.string(), issued_at: z.string() }),
});
