import type { DbOrTx } from '../../../db/client';

/** The brokers whose API the back office calls (the city taxi commission and MTA have none). */
export const BROKER_API_KEYS = ['sentry', 'sentry2', 'arro'] as const;
export type BrokerApiKey = (typeof BROKER_API_KEYS)[number];
export type BrokerAction = 'cancel' | 'reject' | 'take';

export const isBrokerApiKey = (key: string | null): key is BrokerApiKey =>
  key !== null && (BROKER_API_KEYS as readonly string[]).includes(key);

/** One call about one ride: who asked, the broker's trip id, and what we send. */
export interface BrokerCall {
  rideId: number;
  adminId: number | null;
  /** The broker's own id of the trip (rides.reference_id). */
  referenceId: string;
  body: Record<string, unknown>;
}

export interface BrokerAnswer {
  /** True only when the broker answered `status_code: 200`. */
  ok: boolean;
  /** The HTTP status, null when the broker could not be reached. */
  httpStatus: number | null;
  /** The broker's own `status_code` field (null when absent). */
  statusCode: number | null;
  /** The broker's answer as received (JSON, or the text when not JSON). */
  response: unknown;
  /** The broker's error text on failure; empty on success. */
  error: string;
}

export interface CancelReason {
  id: number;
  name: string;
}

/** One broker's API. Implementations: HTTP JSON (production and the simulator alike). */
export interface BrokerApi {
  readonly key: BrokerApiKey;
  call(action: BrokerAction, call: BrokerCall): Promise<BrokerAnswer>;
  cancelReasons(): Promise<CancelReason[]>;
}

/** A broker API whose ride calls are written to `broker_calls` through the given handle. */
export interface RecordedBrokerApi {
  readonly key: BrokerApiKey;
  /**
   * Pass the ride's open transaction: the record commits with the ride's change, and on a refusal the
   * caller commits the record alone (the ride unchanged), without needing a second connection.
   */
  call(action: BrokerAction, call: BrokerCall, db: DbOrTx): Promise<BrokerAnswer>;
  cancelReasons(): Promise<CancelReason[]>;
}

/** Every broker the server talks to. */
export interface Brokers {
  api(key: BrokerApiKey): Promise<RecordedBrokerApi>;
  close(): Promise<void>;
}
