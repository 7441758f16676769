// @vitest-environment jsdom
import { RIDES_PAGE_SIZE } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../store/appStore';
import { completeSignIn } from '../../auth/signIn';
import { useRidesPageStore } from './ridesPageStore';

const user = (id: number) => ({
  id,
  email: `user${id}@fleetdesk.test`,
  username: `user${id}`,
  first_name: 'Ann',
  last_name: 'Lee',
  phone_number: null,
  is_fleet: false,
  fleet_id: null,
  super_admin: false,
});
const signIn = (id: number) =>
  completeSignIn({
    token: `token-${id}`,
    expires_at: '2030-01-01T00:00:00.000Z',
    user: user(id),
    roles: [],
    permissions: [],
    companies: [],
    document_types: [],
  });

/** A session that ended (expired, revoked) leaves the tab on the login page without a reload. */
function leaveOnRide42() {
  useRidesPageStore.setState({ selectedRideId: 42, page: 3, perPage: 25, atRisk: true });
  useAppStore.getState().endSession();
}

describe('the rides page state', () => {
  it("drops the previous user's selected ride, page and At risk filter when another user signs in", () => {
    signIn(1);
    leaveOnRide42();
    signIn(2);
    expect(useRidesPageStore.getState()).toMatchObject({
      selectedRideId: null,
      page: 1,
      perPage: RIDES_PAGE_SIZE,
      atRisk: false,
    });
  });

  it('keeps them when the same user signs in again', () => {
    signIn(1);
    leaveOnRide42();
    signIn(1);
    expect(useRidesPageStore.getState()).toMatchObject({ selectedRideId: 42, page: 3, atRisk: true });
  });
});
