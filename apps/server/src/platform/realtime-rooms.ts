import { mayReadBillingNotes } from './auth/billing';
import type { Caller } from './auth/context';

/**
 * The Socket.IO rooms. A room carries news only its members may read, so joining is the access check:
 * a socket joins exactly the rooms its session could read over HTTP (`roomsOf`).
 */

/** Every authenticated socket, staff or fleet: for news that concerns everyone, like a new version. */
export const EVERYONE_ROOM = 'everyone';
/** Operator staff (every company). Ride news here has no billing content. */
export const STAFF_ROOM = 'staff';
/** The operator staff holding the billing-notes key (they are in STAFF_ROOM too): ride news whole. */
export const STAFF_BILLING_ROOM = 'staff:billing';
/** One fleet's users: ride news as the fleet view. */
export const fleetRoom = (fleetId: number) => `fleet:${fleetId}`;
/** Facility staff reaching one company: that company's ride news, without billing content. */
export const companyRoom = (companyId: number) => `company:${companyId}`;
/** Every socket of one session, on any instance, so they end together with the session. */
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;
/** Every socket of one admin, whatever the session: news only they asked for (their export's progress). */
export const adminRoom = (adminId: number) => `admin:${adminId}`;

export function roomsOf(caller: Caller): string[] {
  const own = [EVERYONE_ROOM, sessionRoom(caller.sessionId), adminRoom(caller.adminId)];
  if (caller.isFleet) return caller.fleetId === null ? own : [...own, fleetRoom(caller.fleetId)];
  if (caller.companyIds !== null) return [...own, ...caller.companyIds.map(companyRoom)];
  return mayReadBillingNotes(caller) ? [...own, STAFF_ROOM, STAFF_BILLING_ROOM] : [...own, STAFF_ROOM];
}
