/**
 * For D2 (drivers) and D4 (cars): `missingRequiredDocumentsSql('driver', drivers.id, today)` is the SQL
 * condition "this driver lacks a required document that is valid and unexpired" (required types from
 * document_types.required); use it for the `GET /drivers` filter of issue 10 point 8 and the grid flag,
 * with `today = businessDay(new Date())` from ./rules. Its pure twin is `missingRequiredTypes` in rules.ts.
 */
import type { DocumentEntityType, DocumentReviewStatus } from '@fleetdesk/contract';
import { and, asc, type Column, desc, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cars, documents, documentTypes, drivers } from '../../db/schema';
import { nextUpdatedAt } from '../../db/updated-at';
import type { DocumentReach } from './rules';

const ENTITY_COLUMN: Record<DocumentEntityType, string> = { driver: 'driver_id', car: 'car_id' };

/**
 * True when the driver or car `entityId` lacks a required document that is valid and unexpired on `today`:
 * it holds fewer such required types than there are. Counted per row on purpose: the plain "a required
 * type with no such document" (exists … not exists) is planned as a hash of every valid document,
 * 50–80 ms on 200 000 documents, where this probes the entity's few documents (~1 ms for a grid page).
 */
export function missingRequiredDocumentsSql(
  entityType: DocumentEntityType,
  entityId: Column | SQL,
  today: string,
): SQL {
  const column = sql.raw(`held.${ENTITY_COLUMN[entityType]}`);
  return sql`((select count(*) from document_types as required_type
      where required_type.entity_type = ${entityType} and required_type.required)
    > (select count(distinct held.type_id) from documents as held
      join document_types as required_type on required_type.id = held.type_id
        and required_type.entity_type = ${entityType} and required_type.required
      where ${column} = ${entityId} and held.status = 'valid'
        and (held.expires_at is null or held.expires_at >= ${today}::date)))`;
}

const shownStatusSql = (today: string) =>
  sql<DocumentReviewStatus>`case when ${documents.expiresAt} < ${today}::date then 'invalid' else ${documents.status} end`;

const entityFleetId = sql<number | null>`coalesce(${drivers.fleetId}, ${cars.fleetId})`;
const entityIdSql = sql<number>`coalesce(${documents.driverId}, ${documents.carId})`;

function viewColumns(today: string) {
  return {
    id: documents.id,
    driverId: documents.driverId,
    carId: documents.carId,
    typeKey: documentTypes.key,
    title: documentTypes.title,
    status: documents.status,
    shownStatus: shownStatusSql(today),
    number: documents.number,
    state: documents.state,
    expiresAt: documents.expiresAt,
    issueDate: documents.issueDate,
    effectiveDate: documents.effectiveDate,
    openDataExpiresAt: documents.openDataExpiresAt,
    licenseClass: documents.licenseClass,
    endorsements: documents.endorsements,
    restrictions: documents.restrictions,
    insuranceCompany: documents.insuranceCompany,
    ownerName: documents.ownerName,
    address: documents.address,
    ssn: documents.ssn,
    url: documents.url,
    public: documents.public,
    isActual: documents.isActual,
    message: documents.message,
    actualityMessage: documents.actualityMessage,
    reviewedAt: documents.reviewedAt,
    updatedAt: documents.updatedAt,
    entityName: sql<string>`coalesce(${drivers.firstName} || ' ' || ${drivers.lastName}, ${cars.plateNumber}, '')`,
    entityComplete: sql<boolean>`not (case when ${documents.driverId} is not null
      then ${missingRequiredDocumentsSql('driver', documents.driverId, today)}
      else ${missingRequiredDocumentsSql('car', documents.carId, today)} end)`,
  };
}

export type DocumentViewRow = Awaited<ReturnType<typeof findDocumentViews>>[number];

function reachCondition(reach: DocumentReach): SQL | undefined {
  if (reach.kind === 'all') return undefined;
  if (reach.kind === 'none') return sql`false`;
  return eq(entityFleetId, reach.fleetId);
}

export interface DocumentFilter {
  reach: DocumentReach;
  today: string;
  statuses: readonly DocumentReviewStatus[];
  types: readonly string[];
  search?: string;
  withUrlImage?: boolean;
  entityType?: DocumentEntityType;
  entityId?: number;
  rangeDays: number;
}

/**
 * The type title, number, driver name or car plate containing the search, or (digits alone) the entity's
 * id. As conditions OR-ed across the joins the planner read every document (1.1 s on 210 000); here as the
 * union of each condition's document ids, each read through its own index (trigram indexes on the number,
 * the driver's name and the plate). documents-search.test.ts checks the answers equal the OR's.
 */
function searchCondition(search: string): SQL {
  const pattern = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
  const searchId = /^\d{1,9}$/.test(search) ? Number(search) : undefined;
  // A document has exactly one of driver_id and car_id (documents_one_entity_check), so the entity's id
  // is either column; `status <> 'deleted'` (which the list filters anyway) lets the live indexes serve.
  const byId =
    searchId === undefined
      ? sql``
      : sql`union all select x.id from documents x where x.status <> 'deleted' and x.driver_id = ${searchId}
        union all select x.id from documents x where x.status <> 'deleted' and x.car_id = ${searchId}`;
  return sql`${documents.id} in (
    select x.id from documents x join document_types y on y.id = x.type_id where y.title ilike ${pattern}
    union all select x.id from documents x where x.number ilike ${pattern}
    union all select x.id from documents x join drivers v on v.id = x.driver_id
      where x.status <> 'deleted' and v.first_name || ' ' || v.last_name ilike ${pattern}
    union all select x.id from documents x join cars c on c.id = x.car_id
      where x.status <> 'deleted' and c.plate_number ilike ${pattern}
    ${byId})`;
}

function filterCondition(f: DocumentFilter): SQL | undefined {
  return and(
    ne(documents.status, 'deleted'),
    reachCondition(f.reach),
    inArray(shownStatusSql(f.today), [...f.statuses]),
    f.types.length > 0 ? inArray(documentTypes.key, [...f.types]) : undefined,
    f.withUrlImage ? isNotNull(documents.url) : undefined,
    f.entityType === 'driver' && f.entityId ? eq(documents.driverId, f.entityId) : undefined,
    f.entityType === 'car' && f.entityId ? eq(documents.carId, f.entityId) : undefined,
    f.entityType === 'driver' && !f.entityId ? isNotNull(documents.driverId) : undefined,
    f.entityType === 'car' && !f.entityId ? isNotNull(documents.carId) : undefined,
    f.rangeDays > 0
      ? sql`(${documents.expiresAt} is null or ${documents.expiresAt} <= ${f.today}::date + ${f.rangeDays}::int)`
      : undefined,
    f.search ? searchCondition(f.search) : undefined,
  );
}

const SORT_COLUMNS = {
  entity_id: entityIdSql,
  title: documentTypes.title,
  type: documentTypes.key,
  expires_at: documents.expiresAt,
  status: documents.status,
  updated_at: documents.updatedAt,
} as const;

export interface DocumentPage {
  sortBy: keyof typeof SORT_COLUMNS;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

function selectViews(db: DbOrTx, today: string) {
  return db
    .select(viewColumns(today))
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId))
    .leftJoin(drivers, eq(drivers.id, documents.driverId))
    .leftJoin(cars, eq(cars.id, documents.carId));
}

export async function findDocumentViews(db: DbOrTx, filter: DocumentFilter, page: DocumentPage) {
  const order = page.direction === 'asc' ? asc : desc;
  return selectViews(db, filter.today)
    .where(filterCondition(filter))
    .orderBy(sql`${order(SORT_COLUMNS[page.sortBy])} nulls last`, order(documents.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countDocuments(db: DbOrTx, filter: DocumentFilter): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId))
    .leftJoin(drivers, eq(drivers.id, documents.driverId))
    .leftJoin(cars, eq(cars.id, documents.carId))
    .where(filterCondition(filter));
  return row?.total ?? 0;
}

export async function findDocumentView(db: DbOrTx, id: number, today: string) {
  const [row] = await selectViews(db, today).where(eq(documents.id, id));
  return row;
}

/** A live document with its type and its entity's fleet, locked for the rest of the transaction. */
export async function lockLiveDocument(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ document: documents, typeKey: documentTypes.key, entityFleetId })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId))
    .leftJoin(drivers, eq(drivers.id, documents.driverId))
    .leftJoin(cars, eq(cars.id, documents.carId))
    .where(and(eq(documents.id, id), ne(documents.status, 'deleted')))
    .for('update', { of: documents });
  return row;
}

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentPatch = Partial<typeof documents.$inferInsert>;

export async function updateDocumentRow(tx: DbOrTx, id: number, patch: DocumentPatch) {
  await tx
    .update(documents)
    .set({ ...patch, updatedAt: nextUpdatedAt(documents.updatedAt) })
    .where(eq(documents.id, id));
}

export async function insertDocument(tx: DbOrTx, values: typeof documents.$inferInsert): Promise<number> {
  const [row] = await tx.insert(documents).values(values).returning({ id: documents.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** The fleet of a driver or car, share-locked so the entity stays while its document is added; undefined when none. */
export async function lockEntity(tx: DbOrTx, entityType: DocumentEntityType, id: number) {
  const query =
    entityType === 'driver'
      ? tx.select({ fleetId: drivers.fleetId }).from(drivers).where(eq(drivers.id, id))
      : tx.select({ fleetId: cars.fleetId }).from(cars).where(eq(cars.id, id));
  const [row] = await query.for('share');
  return row;
}

export async function findDocumentType(tx: DbOrTx, key: string) {
  const [row] = await tx.select().from(documentTypes).where(eq(documentTypes.key, key));
  return row;
}

/** Whether the entity already holds a live document of the type. */
export async function hasLiveDocument(
  tx: DbOrTx,
  entityType: DocumentEntityType,
  entityId: number,
  typeId: number,
): Promise<boolean> {
  const entity = entityType === 'driver' ? documents.driverId : documents.carId;
  const [row] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(entity, entityId), eq(documents.typeId, typeId), ne(documents.status, 'deleted')))
    .limit(1);
  return row !== undefined;
}

/** Pending and valid documents that expired before `today`, locked; the expiry job marks them. */
export async function lockExpiredLiveDocuments(tx: DbOrTx, today: string) {
  return tx
    .select({ id: documents.id, status: documents.status, expiresAt: documents.expiresAt })
    .from(documents)
    .where(and(inArray(documents.status, ['pending', 'valid']), sql`${documents.expiresAt} < ${today}::date`))
    .orderBy(asc(documents.id))
    .for('update', { skipLocked: true });
}
