import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BrokerAnswer, BrokerApiKey } from './broker';

/** What an outbound call was about: a ride action, or a notification of a ride change we owe the broker. */
export type BrokerExchangeKind = 'cancel' | 'reject' | 'take' | 'notify';

/** One outbound call as it went out and came back: the webhooks log records each as an attempt. */
export interface BrokerExchange {
  broker: BrokerApiKey;
  kind: BrokerExchangeKind;
  referenceId: string;
  method: string;
  url: string;
  /** The headers sent, without the bearer token. */
  headers: Record<string, string>;
  payload: unknown;
  idempotencyKey: string;
  answer: BrokerAnswer;
  /** Milliseconds from sending to the answer, or to giving up. */
  elapsedMs: number;
}

/** Told of every outbound exchange after it ended; its failure never fails the call. */
export type BrokerExchangeObserver = (exchange: BrokerExchange) => Promise<void>;

/** A ride change we owe a broker, sent with the event's idempotency key every time. */
export interface BrokerDelivery {
  referenceId: string;
  type: string;
  body: Record<string, unknown>;
  idempotencyKey: string;
}

/**
 * The signature both ways carry in `X-Broker-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">` with the broker's shared secret. The time makes an old capture useless once stale.
 */
export function signBrokerBody(secret: string, body: string, at = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** How long a signature stays good: a broker's resend signs again, so only a stolen copy grows old. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureCheck = 'ok' | 'missing' | 'mismatch' | 'stale';

/** Checks a signature header against the exact bytes received, in constant time. */
export function checkBrokerSignature(
  secret: string,
  header: string | undefined,
  body: Buffer,
  now = new Date(),
): SignatureCheck {
  if (!header) return 'missing';
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  const given = Buffer.from(String(parts.v1 ?? ''), 'hex');
  if (!Number.isInteger(t) || given.length === 0) return 'missing';
  const expected = createHmac('sha256', secret).update(`${t}.`).update(body).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'mismatch';
  return Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS ? 'stale' : 'ok';
}
