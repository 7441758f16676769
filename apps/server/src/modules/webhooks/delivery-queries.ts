import type { DeliveryStatus } from '@fleetdesk/contract';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, rideEvents, rides, webhookCursors, webhookEvents } from '../../db/schema';
import { BROKER_API_KEYS } from '../../platform/adapters/brokers';
import type { EventRow } from './queries';

/**
 * Takes a delivery for one send: queued, waiting for its retry, or held by a process whose lease ran out
 * (it died mid-send), and still owned by the job's generation (a Replay since hands it to its own job).
 * One UPDATE, so two workers never both take it.
 */
export async function claimDelivery(
  db: DbOrTx,
  id: number,
  generation: number,
  leaseMs: number,
): Promise<EventRow | null> {
  const [row] = await db
    .update(webhookEvents)
    .set({
      deliveryStatus: 'delivering',
      leaseUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(webhookEvents.id, id),
        eq(webhookEvents.deliveryGeneration, generation),
        or(
          inArray(webhookEvents.deliveryStatus, ['queued', 'retrying']),
          and(eq(webhookEvents.deliveryStatus, 'delivering'), lt(webhookEvents.leaseUntil, sql`now()`)),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Where a delivery stands after a send, or after its job was given up; never moves a delivered one back.
 * With `generation`, only while that generation's jobs still own it: a give-up must not end a delivery
 * replayed since (its own job still retrying, or queued in the gap before the give-up ran).
 */
export async function setDeliveryStatus(db: DbOrTx, id: number, status: DeliveryStatus, generation?: number) {
  const [row] = await db
    .update(webhookEvents)
    .set({ deliveryStatus: status, leaseUntil: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(webhookEvents.id, id),
        sql`${webhookEvents.deliveryStatus} <> 'delivered'`,
        generation === undefined ? undefined : eq(webhookEvents.deliveryGeneration, generation),
      ),
    )
    .returning({ id: webhookEvents.id });
  return row !== undefined;
}

/**
 * Replay: any delivery not being sent right now is queued again, its idempotency key unchanged, under a
 * new generation: the jobs queued before no longer own it.
 */
export async function requeueDelivery(db: DbOrTx, id: number) {
  const [row] = await db
    .update(webhookEvents)
    .set({
      deliveryStatus: 'queued',
      deliveryGeneration: sql`${webhookEvents.deliveryGeneration} + 1`,
      leaseUntil: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(webhookEvents.id, id),
        or(
          inArray(webhookEvents.deliveryStatus, ['delivered', 'dead', 'retrying', 'queued']),
          and(eq(webhookEvents.deliveryStatus, 'delivering'), lt(webhookEvents.leaseUntil, sql`now()`)),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * A queued delivery untouched this long may have lost its job: a crash between commit and send, or a
 * worker that died holding it in its batch (pg-boss gives such a job back only when it expires, after
 * 15 minutes). A second job for it is harmless: only one send claims it.
 */
const QUEUED_STALE_SECONDS = 60;

/**
 * Deliveries left by a process that died mid-send, or whose job may be lost; each is touched, so a long
 * healthy queue is queued again at most once a minute, not on every sweep.
 */
export async function takeStrandedDeliveries(
  db: DbOrTx,
  limit: number,
): Promise<{ eventId: number; generation: number }[]> {
  const stranded = db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(
      or(
        and(eq(webhookEvents.deliveryStatus, 'delivering'), lt(webhookEvents.leaseUntil, sql`now()`)),
        and(
          eq(webhookEvents.deliveryStatus, 'queued'),
          lt(webhookEvents.updatedAt, sql`now() - ${QUEUED_STALE_SECONDS} * interval '1 second'`),
        ),
      ),
    )
    .limit(limit);
  const rows = await db
    .update(webhookEvents)
    .set({ updatedAt: sql`now()` })
    .where(inArray(webhookEvents.id, stranded))
    .returning({ eventId: webhookEvents.id, generation: webhookEvents.deliveryGeneration });
  return rows;
}

/** Ride log lines that tell a broker its ride moved on (the driver's progress, our cancellations). */
export const NOTIFIED_RIDE_EVENTS = [
  'assigned',
  'accepted',
  'arriving',
  'arrived',
  'in_progress',
  'finished',
  'driver_canceled',
  'company_canceled',
  'no_drivers_available',
] as const;

const CURSOR = 'ride-change-notifications';
/**
 * A ride log line is read this long after it was written: by then the transaction that wrote it has
 * ended (statements stop at 30 s, idle transactions at 15 s), so none commits behind the scan.
 */
const SETTLE_SECONDS = 60;

export interface RideChangeLine {
  rideEventId: number;
  rideId: number;
  eventType: string;
  body: string | null;
  at: Date;
  referenceId: string;
  broker: string;
  status: string;
}

/**
 * The broker rides' log lines not yet made notifications, since the cursor. The cursor moves to the
 * newest line old enough that nothing can commit behind it; a first scan starts from now (the past is
 * not sent). Lines already notified are skipped by the unique source id.
 */
export async function findRideChangeLines(tx: DbOrTx, limit: number): Promise<RideChangeLine[]> {
  const [cursor] = await tx
    .select()
    .from(webhookCursors)
    .where(eq(webhookCursors.name, CURSOR))
    .for('update');
  if (!cursor) {
    await tx
      .insert(webhookCursors)
      .values({ name: CURSOR, position: sql`(select coalesce(max(${rideEvents.id}), 0) from ${rideEvents})` })
      .onConflictDoNothing();
    return [];
  }
  const settled = sql`now() - ${SETTLE_SECONDS} * interval '1 second'`;
  const lines = await tx
    .select({
      rideEventId: rideEvents.id,
      rideId: rideEvents.rideId,
      eventType: rideEvents.eventType,
      body: rideEvents.body,
      at: rideEvents.createdAt,
      referenceId: sql<string>`${rides.referenceId}`,
      broker: sql<string>`${companies.brokerKey}`,
      status: rides.status,
    })
    .from(rideEvents)
    .innerJoin(rides, eq(rides.id, rideEvents.rideId))
    .innerJoin(companies, eq(companies.id, rides.companyId))
    .where(
      and(
        sql`${rideEvents.id} > ${cursor.position}`,
        inArray(rideEvents.eventType, [...NOTIFIED_RIDE_EVENTS]),
        inArray(companies.brokerKey, [...BROKER_API_KEYS]),
        sql`${rides.referenceId} is not null`,
        sql`not exists (select 1 from ${webhookEvents} where ${webhookEvents.sourceRideEventId} = ${rideEvents.id})`,
      ),
    )
    .orderBy(rideEvents.id)
    .limit(limit);
  const [newest] = await tx
    .select({ id: sql<number>`coalesce(max(${rideEvents.id}), 0)::bigint` })
    .from(rideEvents)
    .where(and(sql`${rideEvents.id} > ${cursor.position}`, lt(rideEvents.createdAt, settled)));
  // A full page may have left lines behind it: the cursor stops at the page's last line then.
  const last = lines.at(-1)?.rideEventId ?? 0;
  const reached = lines.length === limit ? Math.min(Number(newest?.id ?? 0), last) : Number(newest?.id ?? 0);
  if (reached > cursor.position)
    await tx.update(webhookCursors).set({ position: reached }).where(eq(webhookCursors.name, CURSOR));
  return lines;
}
