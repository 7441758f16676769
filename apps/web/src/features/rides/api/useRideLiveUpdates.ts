import {
  type AppAction,
  type CallResult,
  COMPANY_AFFILIATE_ACTION,
  ENDPOINTS,
  isRideActionType,
  type Ride,
  type RideActionPayload,
} from '@fleetdesk/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '../../../api/endpointQuery';
import { useAppAction } from '../../../api/realtime/useRealtime';

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

function applyRideAction(queryClient: QueryClient, payload: RideActionPayload): void {
  const listKey = queryKeyOf(ENDPOINTS['rides.list']);
  if (payload.event === 'created') {
    // Whether a new ride matches the page's filters is the server's call.
    void queryClient.invalidateQueries({ queryKey: listKey });
  } else {
    queryClient.setQueriesData<RidesList>({ queryKey: listKey }, (list) =>
      list ? applyRideToList(list, payload.ride_id, payload.ride) : list,
    );
  }
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

/** Keeps the rides page live from the socket's `app_action` relay (spec 1 §4). */
export function useRideLiveUpdates(): void {
  const queryClient = useQueryClient();
  useAppAction(null, (action: AppAction) => {
    if (isRideActionType(action.type)) {
      applyRideAction(queryClient, action.payload as RideActionPayload);
    } else if (action.type === COMPANY_AFFILIATE_ACTION) {
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(ENDPOINTS['rides.list']) });
    }
  });
}
