import { ENDPOINTS, type Ride } from '@fleetdesk/contract';
import { callEndpoint } from '../../../../api/client';
import type { CancelFormValues, CancelVariant } from './cancelVariant';

/** The note a fleet user's no-show leaves on the ride. */
export const NO_SHOW_NOTE = 'Driver reported a rider no-show';

/** Sends a cancellation the way the ride's broker takes it. */
export function sendCancel(variant: CancelVariant, ride: Ride, values: CancelFormValues) {
  const params = { id: ride.id };
  const updated_at = ride.updated_at;
  const note = values.note?.trim() || undefined;
  switch (variant) {
    case 'no_show':
      return callEndpoint(ENDPOINTS['rides.update'], {
        params,
        body: { status: 'driver_canceled', note: NO_SHOW_NOTE, updated_at },
      });
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
    case 'status':
      return callEndpoint(ENDPOINTS['rides.update'], {
        params,
        body: { status: values.status, note, updated_at },
      });
  }
}
