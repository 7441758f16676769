import type { TransactionRequest } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { driverBalances, rides } from '../src/db/schema';
import { call } from './api';

/** Seeded categories (db/seed/reference.ts): 1–5 credit, 6–10 debit; company 39 is the demo's default. */
export const CREDIT_CATEGORY = 1;
export const DEBIT_CATEGORY = 6;
export const COMPANY = 39;

export type RequestAnswer = {
  transaction_request: TransactionRequest;
  message: string;
  errors?: Record<string, string[]>;
};

/** A money call as the web client makes it, with an Idempotency-Key when given. */
export const moneyCall = <T = RequestAnswer>(
  url: string,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  options: { key?: string; fleet?: boolean } = {},
) =>
  call<T>(url, method, path, {
    token,
    body,
    fleet: options.fleet,
    headers: options.key ? { 'idempotency-key': options.key } : {},
  });

/** The driver's balance row in cents (zero when the driver has none yet). */
export async function balanceCents(db: Db, driverId: number) {
  const [row] = await db.select().from(driverBalances).where(eq(driverBalances.driverId, driverId));
  return { available: row?.availableCents ?? 0, pending: row?.pendingCents ?? 0 };
}

/** Any ride of the demo, with its company. */
export async function someRide(db: Db) {
  const [ride] = await db.select({ id: rides.id, companyId: rides.companyId }).from(rides).limit(1);
  if (!ride) throw new Error('the demo has no ride');
  return ride;
}
