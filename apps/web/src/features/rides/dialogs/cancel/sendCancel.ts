import { ENDPOINTS, type Ride } from '@fleetdesk/contract';
import { callEndpoint } from '../../../../api/client';
import type { CancelFormValues, CancelVariant } from './cancelVariant';

/** The brokers that take a cancellation through their own call (decision 19). */
export type BrokerCancelVariant = Exclude<CancelVariant, 'no_show' | 'status'>;

const noteOf = (values: CancelFormValues) => values.note?.trim() || undefined;

/** The status change that cancels a ride of no such broker. */
export const cancelByStatusBody = (ride: Ride, values: CancelFormValues) => ({
  status: values.status,
  note: noteOf(values),
  updated_at: ride.updated_at,
});

/** Sends a cancellation the way the ride's broker takes it. */
export function sendBrokerCancel(variant: BrokerCancelVariant, ride: Ride, values: CancelFormValues) {
  const params = { id: ride.id };
  const { updated_at } = ride;
  const note = noteOf(values);
  switch (variant) {
    case 'sentry':
      return callEndpoint(ENDPOINTS['rides.sentryCancel'], {
        params,
        body: { status: values.status, reason_id: values.reason_id, note, updated_at },
      });
    case 'sentry2':
      return callEndpoint(ENDPOINTS['rides.sentry2Cancel'], {
        params,
        body: { status: values.status, note: note ?? '', updated_at },
      });
    case 'arro':
      return callEndpoint(ENDPOINTS['rides.arroCancel'], {
        params,
        body: { status: values.status, reason: note ?? '', updated_at },
      });
  }
}
