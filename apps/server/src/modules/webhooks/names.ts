import { BROKER_NAMES, type BrokerKey } from '@fleetdesk/contract';

/** How the log names an exchange: the broker, what it was about, and the trip. */
export const brokerName = (broker: string) => BROKER_NAMES[broker as BrokerKey] ?? broker;

export function exchangeName(broker: string, what: string, referenceId: string): string {
  return `${brokerName(broker)} ${what} · trip ${referenceId}`;
}

/** The event type of an outbound call: `ride.cancel`, `ride.reject`, `ride.take`. */
export const rideActionType = (action: string) => `ride.${action}`;
/** The event type of a notification we owe a broker. */
export const RIDE_CHANGE_TYPE = 'ride.status_changed';
