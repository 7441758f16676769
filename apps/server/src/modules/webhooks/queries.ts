import type { WebhookDirection } from '@fleetdesk/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, webhookEvents, webhooks } from '../../db/schema';
import { BROKER_API_KEYS } from '../../platform/adapters/brokers';

export type EventRow = typeof webhookEvents.$inferSelect;
export type NewEvent = typeof webhookEvents.$inferInsert;
export type AttemptRow = typeof webhooks.$inferSelect;
export type NewAttempt = typeof webhooks.$inferInsert;

/** The broker's company: its vendor id and name (one company per broker). */
export async function findBrokerCompany(db: DbOrTx, broker: string) {
  const [row] = await db
    .select({ id: companies.id, vendorId: companies.vendorId, name: companies.name })
    .from(companies)
    .where(eq(companies.brokerKey, broker as (typeof BROKER_API_KEYS)[number]))
    .orderBy(asc(companies.id))
    .limit(1);
  return row ?? null;
}

/** The brokers with an API, as vendors: their companies' vendor ids and names. */
export function listBrokerVendors(db: DbOrTx) {
  return db
    .select({ id: sql<number>`${companies.vendorId}`, name: companies.name })
    .from(companies)
    .where(and(inArray(companies.brokerKey, [...BROKER_API_KEYS]), isNotNull(companies.vendorId)))
    .orderBy(asc(companies.name));
}

export interface AttemptFilters {
  search?: string;
  from?: Date;
  /** Exclusive. */
  until?: Date;
  vendorId?: number;
  direction?: WebhookDirection;
  limit: number;
  offset: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function attemptsWhere(f: AttemptFilters) {
  const pattern = f.search ? likePattern(f.search) : null;
  return and(
    pattern ? or(ilike(webhooks.name, pattern), sql`${webhooks.payload}::text ilike ${pattern}`) : undefined,
    f.from ? gte(webhooks.createdAt, f.from) : undefined,
    f.until ? lt(webhooks.createdAt, f.until) : undefined,
    f.vendorId !== undefined ? eq(webhooks.vendorId, f.vendorId) : undefined,
    f.direction ? eq(webhooks.type, f.direction) : undefined,
  );
}

const newestFirst = [desc(webhooks.createdAt), desc(webhooks.id)] as const;

/**
 * The log's two statements without a search, unrun: one page of attempts newest first, and the count
 * of all that match (the bench explains these very statements).
 */
export function attemptStatements(db: DbOrTx, f: AttemptFilters) {
  const where = attemptsWhere(f);
  return {
    page: db
      .select()
      .from(webhooks)
      .where(where)
      .orderBy(...newestFirst)
      .limit(f.limit)
      .offset(f.offset),
    total: db.select({ n: count() }).from(webhooks).where(where),
  };
}

/**
 * A search's matches, read once (through the trigram indexes when they are few), give both the count and
 * the page's ids. Apart, the page would walk the whole log newest first for a rare word, filtering every
 * payload, because the planner cannot tell a rare word from a common one (bench/results/webhooks-api-notes.md).
 */
export function searchStatement(f: AttemptFilters) {
  return sql`with matched as materialized (select id, created_at from ${webhooks} where ${attemptsWhere(f)})
    select (select count(*)::int from matched) as total,
      array(select id from matched order by created_at desc, id desc limit ${f.limit} offset ${f.offset}) as ids`;
}

async function searchAttempts(db: DbOrTx, f: AttemptFilters) {
  const { rows } = await db.execute<{ total: number; ids: number[] }>(searchStatement(f));
  const { total = 0, ids = [] } = rows[0] ?? {};
  const page = ids.length
    ? await db
        .select()
        .from(webhooks)
        .where(inArray(webhooks.id, ids))
        .orderBy(...newestFirst)
    : [];
  return { rows: page, total };
}

/** Attempts newest first, one page, with the count of all that match. */
export async function findAttempts(db: DbOrTx, f: AttemptFilters) {
  if (f.search) return searchAttempts(db, f);
  const { page, total } = attemptStatements(db, f);
  const [rows, [counted]] = await Promise.all([page, total]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findEvent(db: DbOrTx, id: number) {
  const [row] = await db.select().from(webhookEvents).where(eq(webhookEvents.id, id));
  return row ?? null;
}

export async function findEventByKey(db: DbOrTx, direction: WebhookDirection, broker: string, key: string) {
  const [row] = await db
    .select()
    .from(webhookEvents)
    .where(
      and(
        eq(webhookEvents.direction, direction),
        eq(webhookEvents.broker, broker),
        eq(webhookEvents.idempotencyKey, key),
      ),
    );
  return row ?? null;
}

/** An event's attempts since `since`, oldest first. */
export function findEventAttempts(db: DbOrTx, eventId: number, since: Date) {
  return db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.eventId, eventId), gte(webhooks.createdAt, since)))
    .orderBy(asc(webhooks.createdAt), asc(webhooks.id));
}

/**
 * The event of an idempotency key: created by its first exchange, found again by every later one (a
 * retry, a replay). Two exchanges of one key racing get the same row.
 */
export async function upsertEvent(db: DbOrTx, values: NewEvent): Promise<EventRow> {
  const [row] = await db
    .insert(webhookEvents)
    .values(values)
    .onConflictDoUpdate({
      target: [webhookEvents.direction, webhookEvents.broker, webhookEvents.idempotencyKey],
      targetWhere: sql`${webhookEvents.idempotencyKey} is not null`,
      set: { updatedAt: sql`now()` },
    })
    .returning();
  return row as EventRow;
}

export async function insertEvent(db: DbOrTx, values: NewEvent): Promise<EventRow> {
  const [row] = await db.insert(webhookEvents).values(values).returning();
  return row as EventRow;
}

/** Adds an attempt to its event; the attempt before it points to it (`next_webhook_id`). */
export async function insertAttempt(db: DbOrTx, values: NewAttempt): Promise<AttemptRow> {
  const [row] = (await db.insert(webhooks).values(values).returning()) as [AttemptRow];
  await db
    .update(webhooks)
    .set({ nextWebhookId: row.id })
    .where(
      and(
        eq(webhooks.eventId, row.eventId),
        ne(webhooks.id, row.id),
        sql`${webhooks.nextWebhookId} is null`,
        lt(webhooks.id, row.id),
      ),
    );
  return row;
}

/**
 * The event of a key, only if none exists: null when it does. A concurrent first one makes this wait
 * until it commits (then null) or rolls back (then this one is the first).
 */
export async function insertEventOnce(db: DbOrTx, values: NewEvent): Promise<EventRow | null> {
  const [row] = await db
    .insert(webhookEvents)
    .values(values)
    .onConflictDoNothing({
      target: [webhookEvents.direction, webhookEvents.broker, webhookEvents.idempotencyKey],
      where: sql`${webhookEvents.idempotencyKey} is not null`,
    })
    .returning();
  return row ?? null;
}

/** An inbound event's first answer, given again to every resend, and the ride it touched. */
export async function saveAnswer(
  db: DbOrTx,
  id: number,
  answer: { status: number; body: unknown; rideId: number | null },
) {
  await db
    .update(webhookEvents)
    .set({ answerStatus: answer.status, answer: answer.body, rideId: answer.rideId, updatedAt: sql`now()` })
    .where(eq(webhookEvents.id, id));
}
