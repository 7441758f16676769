import { DRIVER_ONLINE_STATES, driverStateBody, driverStateFlags } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { DRIVER_STATE_RULE_MESSAGES, stateRefusal, storedState } from './rules';

describe('driver online state rules', () => {
  it('maps every state to its flags and back', () => {
    for (const state of DRIVER_ONLINE_STATES) {
      const flags = driverStateFlags(state);
      expect(storedState({ online: flags.online, isGoToDestination: flags.is_go_to_destination })).toBe(
        state,
      );
    }
    expect(driverStateFlags('go_to_destination')).toEqual({ online: true, is_go_to_destination: true });
  });

  it('lets only active drivers go online, and anyone go offline', () => {
    expect(stateRefusal({ status: 'active' }, 'go_to_destination')).toBeNull();
    expect(stateRefusal({ status: 'disabled' }, 'online')).toBe(DRIVER_STATE_RULE_MESSAGES.notActive);
    expect(stateRefusal({ status: 'waiting_for_approval' }, 'go_to_destination')).toBe(
      DRIVER_STATE_RULE_MESSAGES.notActive,
    );
    expect(stateRefusal({ status: 'disabled' }, 'offline')).toBeNull();
  });

  it('reads the body: the flag turns online into go to destination; contradictions fail', () => {
    const parse = (body: unknown) => driverStateBody.safeParse(body);
    expect(parse({ state: 'online', is_go_to_destination: true }).data).toEqual({
      state: 'go_to_destination',
    });
    expect(parse({ data: { state: 'online' } }).data).toEqual({ state: 'online' });
    expect(parse({ state: 'go_to_destination' }).data).toEqual({ state: 'go_to_destination' });
    expect(parse({ state: 'offline', is_go_to_destination: 0 }).data).toEqual({ state: 'offline' });
    expect(parse({ state: 'offline', is_go_to_destination: 1 }).success).toBe(false);
    expect(parse({ state: 'go_to_destination', is_go_to_destination: false }).success).toBe(false);
    expect(parse({ is_go_to_destination: true }).success).toBe(false);
    expect(parse({ state: 'busy' }).success).toBe(false);
  });
});
