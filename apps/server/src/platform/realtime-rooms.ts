import {
  type AnyEndpoint,
  type PermissionKey,
  ROUTING_ACTIONS,
  reconciliation,
  routing,
  sentryBilling,
  standingOrders,
  WEBHOOK_EVENT_UPDATED_ACTION,
  webhooks,
} from '@fleetdesk/contract';
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
/** The operator staff holding one permission key (they are in STAFF_ROOM too). */
export const keyRoom = (key: string) => `staff:key:${key}`;

const keyOf = (read: AnyEndpoint): PermissionKey => {
  if (!read.permission) throw new Error(`${read.path} needs no key`);
  return read.permission;
};
/**
 * The news of an area whose reads need a key, and that key (the one its endpoints declare): among staff
 * only its holders hear it, as a dispatcher without `view.routing` must not hear routing runs.
 */
const AREA_NEWS: Readonly<Record<string, PermissionKey>> = {
  ...Object.fromEntries(Object.values(ROUTING_ACTIONS).map((type) => [type, keyOf(routing.listRoutes)])),
  [WEBHOOK_EVENT_UPDATED_ACTION]: keyOf(webhooks.listWebhooks),
  [sentryBilling.SENTRY_BATCH_ACTION]: keyOf(sentryBilling.listBatches),
  [reconciliation.RECONCILIATION_SYNCED_ACTION]: keyOf(reconciliation.listUnreconciledRides),
  [standingOrders.STANDING_ORDER_ACTION]: keyOf(standingOrders.listStandingOrders),
};

/** The staff room an action of this type goes to: its area's key holders, else every operator staff. */
export const staffRoomOf = (type: string): string => {
  const key = AREA_NEWS[type];
  return key ? keyRoom(key) : STAFF_ROOM;
};

/** Facility staff holding one key in one company (they are in its company room too). */
export const companyKeyRoom = (companyId: number, key: string) => `company:${companyId}:key:${key}`;

/**
 * The room of one company's facility staff an action of this type goes to: a facility user's keys are
 * per company, so an area's news reaches only those holding its key in that company.
 */
export const companyRoomOf = (type: string, companyId: number): string => {
  const key = AREA_NEWS[type];
  return key ? companyKeyRoom(companyId, key) : companyRoom(companyId);
};

/** A facility user's rooms: each company they reach, and each key they hold in it. */
const facilityRooms = (caller: Caller, companyIds: readonly number[]): string[] =>
  companyIds.flatMap((id) => [
    companyRoom(id),
    ...[...(caller.permissionsByCompany.get(id) ?? [])].map((key) => companyKeyRoom(id, key)),
  ]);

export function roomsOf(caller: Caller): string[] {
  const own = [EVERYONE_ROOM, sessionRoom(caller.sessionId), adminRoom(caller.adminId)];
  if (caller.isFleet) return caller.fleetId === null ? own : [...own, fleetRoom(caller.fleetId)];
  if (caller.companyIds !== null) return [...own, ...facilityRooms(caller, caller.companyIds)];
  const staff = [...own, STAFF_ROOM, ...[...caller.permissions].map(keyRoom)];
  return mayReadBillingNotes(caller) ? [...staff, STAFF_BILLING_ROOM] : staff;
}
