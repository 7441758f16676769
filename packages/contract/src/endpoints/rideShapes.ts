import { z } from 'zod';
import { RideDetail } from '../entities/ride';
import { idField } from '../validation/common';
import { seenUpdatedAtField } from '../validation/rides';

/** Shapes shared by the ride endpoints and the broker calls on a ride. */
export const rideParams = z.object({ id: idField });
export const rideAnswer = z.object({ ride: RideDetail, message: z.string() });
export const emptyBody = z.object({ updated_at: seenUpdatedAtField });
