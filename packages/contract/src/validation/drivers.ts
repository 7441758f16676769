import { z } from 'zod';
import { DRIVER_ONLINE_STATES, type DriverOnlineState } from '../entities/driver';

export const DRIVER_STATE_MESSAGES = {
  stateRequired: 'State is required',
  stateInvalid: `State must be one of: ${DRIVER_ONLINE_STATES.join(', ')}`,
  offlineGoingToDestination: 'A driver going to a destination must be online',
  goToDestinationFlagOff: 'is_go_to_destination must be true for the go_to_destination state',
} as const;

const stateField = z.enum(DRIVER_ONLINE_STATES, {
  error: (issue) =>
    issue.input === undefined ? DRIVER_STATE_MESSAGES.stateRequired : DRIVER_STATE_MESSAGES.stateInvalid,
});
const zeroOrOne = z.union([z.boolean(), z.literal(0), z.literal(1)], {
  error: 'is_go_to_destination must be true, false, 1 or 0',
});

/**
 * Spec 2 §7 names the body "data.state, is_go_to_destination": `{ data: { state } }` is taken as
 * written, and so is a top-level `state`. The flag may turn Online into Go to destination (it implies
 * online); a pair that contradicts itself is refused rather than guessed. The output is the one state.
 */
export const driverStateBody = z
  .object({
    state: stateField.optional(),
    data: z.object({ state: stateField }).optional(),
    is_go_to_destination: zeroOrOne.optional(),
  })
  .transform((body, ctx): { state: DriverOnlineState } => {
    const named = body.state ?? body.data?.state;
    const flag = body.is_go_to_destination === undefined ? undefined : Boolean(body.is_go_to_destination);
    if (named === undefined) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: DRIVER_STATE_MESSAGES.stateRequired });
      return z.NEVER;
    }
    if (named === 'offline' && flag === true) {
      ctx.addIssue({
        code: 'custom',
        path: ['is_go_to_destination'],
        message: DRIVER_STATE_MESSAGES.offlineGoingToDestination,
      });
      return z.NEVER;
    }
    if (named === 'go_to_destination' && flag === false) {
      ctx.addIssue({
        code: 'custom',
        path: ['is_go_to_destination'],
        message: DRIVER_STATE_MESSAGES.goToDestinationFlagOff,
      });
      return z.NEVER;
    }
    return { state: flag === true ? 'go_to_destination' : named };
  });
