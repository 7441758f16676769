/** The brokers whose API the back office calls (the city taxi commission and MTA have none). */
export const BROKER_API_KEYS = ['sentry', 'sentry2', 'arro'] as const;
export type BrokerApiKey = (typeof BROKER_API_KEYS)[number];

import type { BrokerDelivery, BrokerExchangeObserver } from './exchanges';
import type { BrokerTripLookup } from './trip-status';

export type BrokerAction = 'cancel' | 'reject' | 'take';

export const isBrokerApiKey = (key: string | null): key is BrokerApiKey =>
  key !== null && (BROKER_API_KEYS as readonly string[]).includes(key);

/** One call about one ride: the broker's trip id, what we send, and the key that makes a resend safe. */
export interface BrokerCall {
  /** The broker's own id of the trip (rides.reference_id). */
  referenceId: string;
  body: Record<string, unknown>;
  /** Sent as `Idempotency-Key`: the broker acts once per key, and answers a repeat as it did the first. */
  idempotencyKey: string;
}

export interface BrokerAnswer {
  /** True only when the broker answered `status_code: 200`. */
  ok: boolean;
  /**
   * False when we cannot know whether the broker acted: no answer in time, the network failed, or it
   * answered 5xx. Such a call is asked again with the same idempotency key.
   */
  settled: boolean;
  /** True when the broker did not answer within the timeout. */
  timedOut: boolean;
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
  /** The broker's state of these trips now; throws the broker's words when it cannot answer. */
  tripStates(referenceIds: readonly string[]): Promise<BrokerTripLookup>;
  /** Tells the broker of a change of one of its rides (`POST {url}/ride-events`, signed when a secret is set). */
  notify(delivery: BrokerDelivery): Promise<BrokerAnswer>;
}

/** Every broker the server talks to. */
export interface Brokers {
  api(key: BrokerApiKey): Promise<BrokerApi>;
  /** Adds an observer of every outbound exchange (the webhooks log). */
  observe(observer: BrokerExchangeObserver): void;
  close(): Promise<void>;
}
