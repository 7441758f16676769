import {
  type AppAction,
  type CallResult,
  COMPANY_AFFILIATE_ACTION,
  type CompanyAffiliatePayload,
  ENDPOINTS,
  isRideActionType,
  type Ride,
  type RideActionPayload,
} from '@fleetdesk/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '../../../api/endpointQuery';
import { useAppAction } from '../../../api/realtime/useRealtime';
import { useAppStore } from '../../../store/appStore';

type RidesList = CallResult<(typeof ENDPOINTS)['rides.list']>;
type RideAnswer = CallResult<(typeof ENDPOINTS)['rides.get']>;

/** An event's row is applied unless the row shown is already newer (events may cross a refetch). */
const isNotOlder = (incoming: Ride, shown: Pick<Ride, 'updated_at'>) =>
  Date.parse(incoming.updated_at) >= Date.parse(shown.updated_at);

/** The listed row replaced by the event's row, or dropped when the ride left the viewer's reach. */
export function applyRideToList(list: RidesList, rideId: number, ride: Ride | null): RidesList {
  const rows = list.rides.data;
  const listed = rows.find((row) => row.id === rideId);
  if (!listed || (ride && !isNotOlder(ride, listed))) return list;
  const data = ride
    ? rows.map((row) => (row.id === rideId ? ride : row))
    : rows.filter((row) => row.id !== rideId);
  return { ...list, rides: { ...list.rides, data } };
}

const listKey = queryKeyOf(ENDPOINTS['rides.list']);

/**
 * Auto update (spec 1 §9): with the setting on, live events change the listed rides at once, except a
 * list whose last refresh failed; otherwise the table follows its 10 s refresh (useRidesQuery).
 */
function autoUpdatedLists(queryClient: QueryClient) {
  if (!useAppStore.getState().rideSettings.autoUpdateRides) return [];
  const lists = queryClient.getQueryCache().findAll({ queryKey: listKey });
  return lists.filter((query) => query.state.error === null);
}

function autoUpdateList(queryClient: QueryClient, payload: RideActionPayload): void {
  for (const list of autoUpdatedLists(queryClient)) {
    if (payload.event === 'created') {
      // Whether a new ride matches the page's filters is the server's call.
      void queryClient.invalidateQueries({ queryKey: list.queryKey, exact: true });
    } else {
      queryClient.setQueryData<RidesList>(list.queryKey, (shown) =>
        shown ? applyRideToList(shown, payload.ride_id, payload.ride) : shown,
      );
    }
  }
}

function applyRideAction(queryClient: QueryClient, payload: RideActionPayload): void {
  autoUpdateList(queryClient, payload);
  const detailKey = queryKeyOf(ENDPOINTS['rides.get'], { params: { id: payload.ride_id } });
  const { ride } = payload;
  if (ride) {
    // The row is current now; the event log follows with the refetch.
    queryClient.setQueryData<RideAnswer>(detailKey, (answer) =>
      answer && isNotOlder(ride, answer.ride)
        ? { ride: { ...answer.ride, ...ride, events: answer.ride.events } }
        : answer,
    );
  }
  void queryClient.invalidateQueries({ queryKey: detailKey });
  void queryClient.invalidateQueries({
    queryKey: queryKeyOf(ENDPOINTS['rides.notes'], { params: { id: payload.ride_id }, query: {} }),
  });
}

/**
 * A ride changed company or affiliate (company_affiliate): a list showing it takes the event's row, or
 * drops it when the ride left the viewer's reach; a list not showing it asks the server whether it
 * belongs there now (it may just have come to this fleet or company).
 */
function applyCompanyAffiliate(queryClient: QueryClient, { ride_id, ride }: CompanyAffiliatePayload): void {
  for (const list of autoUpdatedLists(queryClient)) {
    const shown = list.state.data as RidesList | undefined;
    if (shown?.rides.data.some((row) => row.id === ride_id)) {
      queryClient.setQueryData<RidesList>(list.queryKey, applyRideToList(shown, ride_id, ride));
    } else if (ride) {
      void queryClient.invalidateQueries({ queryKey: list.queryKey, exact: true });
    }
  }
}

/** Keeps the rides page live from the socket's `app_action` relay (spec 1 §4). */
export function useRideLiveUpdates(): void {
  const queryClient = useQueryClient();
  useAppAction(null, (action: AppAction) => {
    if (isRideActionType(action.type)) {
      applyRideAction(queryClient, action.payload as RideActionPayload);
    } else if (action.type === COMPANY_AFFILIATE_ACTION) {
      applyCompanyAffiliate(queryClient, action.payload as CompanyAffiliatePayload);
    }
  });
}
