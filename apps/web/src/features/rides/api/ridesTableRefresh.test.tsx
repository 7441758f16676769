// @vitest-environment jsdom
import { ENDPOINTS, RIDES_TABLE_REFRESH_MS, type Ride } from '@fleetdesk/contract';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeyOf } from '../../../api/endpointQuery';
import { publishAppAction } from '../../../api/realtime/appActions';
import { useAppStore } from '../../../store/appStore';
import { renderWithApi } from '../dialogs/testing/renderDialog';
import { rideFixture } from '../dialogs/testing/rideFixture';
import { useRideLiveUpdates } from './useRideLiveUpdates';
import { useRidesQuery } from './useRidesQuery';

const query = { page: 1, per_page: 75 } as Parameters<typeof useRidesQuery>[0];
const listOf = (ride: Ride) => ({
  rides: { data: [ride], current_page: 1, per_page: 75 },
  next_page_url: null,
  metrics: null,
  fleets_metrics: [],
});
const pending = rideFixture({ status: 'pending' });
const accepted = {
  ...pending,
  status: 'accepted' as const,
  updated_at: new Date(Date.parse(pending.updated_at) + 60_000).toISOString(),
};

/** The rides page's list and live updates over a fake `GET /rides` answering `answer`. */
function renderRidesTable(answer: unknown) {
  let latest: ReturnType<typeof useRidesQuery> | undefined;
  function Probe() {
    useRideLiveUpdates();
    latest = useRidesQuery(query);
    return null;
  }
  const api = renderWithApi(<Probe />, { 'GET /api/v1/rides': answer });
  const listCalls = () => api.calls.filter((call) => call.url.startsWith('/api/v1/rides?')).length;
  const shownStatus = () => latest?.data?.rides.data[0]?.status;
  return { ...api, listCalls, shownStatus, list: () => latest };
}

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const tick = () => act(() => vi.advanceTimersByTimeAsync(RIDES_TABLE_REFRESH_MS));
const setAutoUpdate = (autoUpdateRides: boolean) =>
  act(() => useAppStore.getState().setRideSettings({ autoUpdateRides }));
const rideEvent = async (ride: Ride) => {
  await act(() =>
    publishAppAction({
      type: 'ride.updated',
      payload: { ride_id: ride.id, event: 'updated', ride },
      fleet_id: null,
      at: ride.updated_at,
    }),
  );
  await flush(); // the query client tells its observers on the next tick
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAppStore.getState().setRideSettings({ autoUpdateRides: true });
});

describe('the ride table refresh (spec 1 §9)', () => {
  it('refreshes every 10 s with auto update off', async () => {
    await setAutoUpdate(false);
    const { listCalls } = renderRidesTable(listOf(pending));
    await flush();
    expect(listCalls()).toBe(1);
    await tick();
    expect(listCalls()).toBe(2);
    await tick();
    expect(listCalls()).toBe(3);
  });

  it('keeps refreshing after a failed refresh, so the table recovers by itself', async () => {
    const { listCalls } = renderRidesTable([500, { message: 'Database is down' }]);
    await act(() => vi.advanceTimersByTimeAsync(5_000)); // the first load and its retries
    const afterFailure = listCalls();
    await tick();
    expect(listCalls()).toBeGreaterThan(afterFailure);
  });
});

describe('auto update: live events on the listed rides', () => {
  it('applies a live event to the listed row at once when on', async () => {
    const { shownStatus } = renderRidesTable(listOf(pending));
    await flush();
    await rideEvent(accepted);
    expect(shownStatus()).toBe('accepted');
  });

  it('leaves the row to the next refresh when off', async () => {
    await setAutoUpdate(false);
    const { shownStatus } = renderRidesTable(listOf(pending));
    await flush();
    await rideEvent(accepted);
    expect(shownStatus()).toBe('pending');
  });

  it('leaves a list whose last refresh failed alone', async () => {
    const { shownStatus, queryClient } = renderRidesTable(listOf(pending));
    await flush();
    const [list] = queryClient.getQueryCache().findAll({ queryKey: queryKeyOf(ENDPOINTS['rides.list']) });
    await act(() => list?.setState({ error: new Error('refresh failed'), status: 'error' }));
    await rideEvent(accepted);
    expect(shownStatus()).toBe('pending');
  });
});
