import type { Ride } from '@fleetdesk/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { call } from './api';

/** Test helpers of the rides module: GET /rides as a client, and the same question asked of SQL. */

export interface RidesAnswer {
  rides: { data: Ride[]; current_page: number; per_page: number };
  next_page_url: string | null;
  metrics: Record<string, number> | null;
  fleets_metrics: { fleet_id: number; fleet_name: string; count: number }[];
}

/**
 * Without dates or a search the server lists a default window (yesterday to 120 days ahead); tests
 * about everything else ask for all time, as a client choosing a wide range would.
 */
export const ALL_TIME = { from_datetime: '2000-01-01T00:00:00Z', to_datetime: '2100-01-01T00:00:00Z' };

export async function getRides(url: string, token: string, query: Record<string, string>, fleet = false) {
  const bounded = query.search || query.from_datetime || query.to_datetime || query.after;
  const qs = new URLSearchParams(bounded ? query : { ...ALL_TIME, ...query }).toString();
  return call<RidesAnswer & { message?: string }>(url, 'GET', `/rides?${qs}`, { token, fleet });
}

/** Ride ids the API lists for `query` (one page of 500: the test demo holds 400 rides). */
export async function listedIds(url: string, token: string, query: Record<string, string>, fleet = false) {
  const res = await getRides(url, token, { per_page: '500', ...query }, fleet);
  if (res.status !== 200) throw new Error(`GET /rides ${JSON.stringify(query)}: ${JSON.stringify(res.body)}`);
  return res.body.rides.data.map((r) => r.id).sort((a, b) => a - b);
}

/** Ride ids matching a WHERE clause on `rides`, sorted. */
export async function idsWhere(db: Db, where: SQL) {
  const { rows } = await db.execute<{ id: string }>(sql`select id from rides where ${where} order by id`);
  return rows.map((r) => Number(r.id));
}
