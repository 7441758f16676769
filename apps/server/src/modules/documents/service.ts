import {
  type documents as contract,
  DOCUMENT_FIELDS,
  DOCUMENT_MESSAGES,
  type DocumentField,
  type DocumentReviewStatus,
  type DocumentValues,
  type DocumentView,
  documentFields,
  documentProblems,
  NEW_DOCUMENT_VALID_YEARS,
} from '@fleetdesk/contract';
import type { z } from 'zod';
import { type FileLinks, LINK_INVALID } from '../../platform/adapters/storage';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { readsWholeSsn, ssnFor } from '../../platform/auth/ssn';
import { AppError, forbidden, invalidField, notFound } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import {
  countDocuments,
  type DocumentFilter,
  type DocumentPatch,
  type DocumentRow,
  type DocumentViewRow,
  findDocumentType,
  findDocumentView,
  findDocumentViews,
  hasLiveDocument,
  insertDocument,
  lockEntity,
  lockLiveDocument,
  updateDocumentRow,
} from './queries';
import { actuality, businessDay, documentReach, isExpired, reachesEntity, yearsAfter } from './rules';

type SearchQuery = z.output<typeof contract.documentSearchQuery>;
type UpdateBody = z.output<typeof contract.documentUpdateBody>;
type CreateBody = z.output<typeof contract.documentCreateBody>;

/** The table column of each editable field. */
const COLUMN: Record<DocumentField, keyof DocumentRow> = {
  expires_at: 'expiresAt',
  issue_date: 'issueDate',
  effective_date: 'effectiveDate',
  number: 'number',
  state: 'state',
  license_class: 'licenseClass',
  endorsements: 'endorsements',
  restrictions: 'restrictions',
  insurance_company: 'insuranceCompany',
  name: 'ownerName',
  address: 'address',
  ssn: 'ssn',
};

const EMPTY_VALUES = Object.fromEntries(
  DOCUMENT_FIELDS.map((f) => [f, f === 'endorsements' || f === 'restrictions' ? [] : null]),
) as unknown as DocumentValues;

const valuesOf = (row: DocumentRow): DocumentValues =>
  Object.fromEntries(DOCUMENT_FIELDS.map((f) => [f, row[COLUMN[f]]])) as unknown as DocumentValues;

/** The body's fields over `base`: an absent field keeps its value, null clears it. */
function mergeValues(base: DocumentValues, body: Partial<Record<DocumentField, unknown>>): DocumentValues {
  const given = Object.entries(body).filter(([f, v]) => v !== undefined && f in COLUMN);
  return { ...base, ...Object.fromEntries(given) };
}

/** The columns of the type's own fields; fields of other types are never written. */
const patchOf = (typeKey: string, values: DocumentValues): DocumentPatch =>
  Object.fromEntries(documentFields(typeKey).map((f) => [COLUMN[f], values[f]])) as DocumentPatch;

function assertValid(typeKey: string, values: DocumentValues, complete: boolean, today: string) {
  const problems = documentProblems(typeKey, values, complete);
  const fields = documentFields(typeKey);
  if (
    complete &&
    fields.includes('expires_at') &&
    !problems.expires_at &&
    isExpired(values.expires_at, today)
  ) {
    problems.expires_at = DOCUMENT_MESSAGES.expiredCannotBeValid;
  }
  const entries = Object.entries(problems) as [DocumentField, string][];
  const first = entries[0];
  if (!first) return;
  throw new AppError('invalid', first[1], Object.fromEntries(entries.map(([f, m]) => [f, [m]])));
}

/** How a caller reads documents: image addresses signed for them, SSNs whole or masked. */
interface DocumentReader {
  present: FileLinks['present'];
  wholeSsn: boolean;
}

/** The SSN document's number is the SSN itself (spec 2 §4 field sets). */
const SSN_DOCUMENT_TYPE = 'ssn';

const toView = (row: DocumentViewRow, today: string, reader: DocumentReader): DocumentView => ({
  id: row.id,
  type: row.typeKey,
  title: row.title,
  entity_type: row.driverId === null ? 'car' : 'driver',
  entity_id: (row.driverId ?? row.carId) as number,
  entity_name: row.entityName,
  status: row.shownStatus,
  expired: isExpired(row.expiresAt, today),
  expires_at: row.expiresAt,
  issue_date: row.issueDate,
  effective_date: row.effectiveDate,
  number: row.typeKey === SSN_DOCUMENT_TYPE ? ssnFor(row.number, reader.wholeSsn) : row.number,
  state: row.state,
  license_class: row.licenseClass,
  endorsements: row.endorsements,
  restrictions: row.restrictions,
  insurance_company: row.insuranceCompany,
  name: row.ownerName,
  address: row.address,
  ssn: ssnFor(row.ssn, reader.wholeSsn),
  url: reader.present(row.url),
  public: row.public,
  is_actual: row.isActual,
  message: row.message,
  actuality_message: row.actualityMessage,
  open_data_warning:
    row.openDataExpiresAt && row.expiresAt && row.openDataExpiresAt !== row.expiresAt
      ? DOCUMENT_MESSAGES.openDataMismatch
      : null,
  entity_documents_complete: row.entityComplete,
  reviewed_at: row.reviewedAt?.toISOString() ?? null,
  updated_at: row.updatedAt.toISOString(),
});

export function createDocumentsService({ db, fileLinks }: Pick<ModuleDeps, 'db' | 'fileLinks'>) {
  /**
   * The address to keep for an image the caller sends: one of our files only with a signature we
   * issued (expired is fine: it proves the caller was shown the file), kept unsigned and signed afresh
   * in each answer; another site's address as sent.
   */
  const readerOf = async (caller: Caller): Promise<DocumentReader> => ({
    present: fileLinks.present,
    wholeSsn: await readsWholeSsn(db, caller),
  });

  function storedUrl(url: string): string {
    const link = fileLinks.checkUrl(url);
    if (!link) return url;
    if (link.result === 'invalid') throw forbidden(LINK_INVALID);
    return fileLinks.stableUrl(link.key);
  }

  async function list(caller: Caller, query: SearchQuery, now = new Date()) {
    const filter: DocumentFilter = {
      reach: documentReach(caller),
      today: businessDay(now),
      statuses: query.statuses ?? [],
      types: query.types ?? [],
      search: query.search || undefined,
      withUrlImage: query.with_url_image,
      entityType: query.entity_type,
      entityId: query.entity_id,
      rangeDays: query.range,
    };
    const page = {
      sortBy: query.sort_by,
      direction: query.sort_by_type,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    };
    const [rows, total, reader] = await Promise.all([
      findDocumentViews(db, filter, page),
      countDocuments(db, filter),
      readerOf(caller),
    ]);
    return {
      documents: rows.map((row) => toView(row, filter.today, reader)),
      total,
      page: query.page,
      per_page: query.per_page,
    };
  }

  async function answer(caller: Caller, id: number, message: string, today: string) {
    const row = await findDocumentView(db, id, today);
    if (!row) throw notFound('Document');
    return { document: toView(row, today, await readerOf(caller)), message };
  }

  /** POST /documents: a new pending, public, actual document; its expiry defaults to a year from today. */
  async function create(caller: Caller, body: CreateBody, ip?: string) {
    const today = businessDay(new Date());
    const url = storedUrl(body.url);
    const id = await db.transaction(async (tx) => {
      const entity = await lockEntity(tx, body.entity_type, body.entity_id);
      if (!entity || !reachesEntity(documentReach(caller), entity.fleetId)) {
        throw notFound(body.entity_type === 'driver' ? 'Driver' : 'Car');
      }
      const type = await findDocumentType(tx, body.type);
      if (!type || type.entityType !== body.entity_type) {
        throw invalidField('type', `Unknown ${body.entity_type} document type`);
      }
      if (await hasLiveDocument(tx, body.entity_type, body.entity_id, type.id)) {
        throw invalidField('type', DOCUMENT_MESSAGES.alreadyExists);
      }
      const fields = documentFields(type.key);
      const defaults = fields.includes('expires_at')
        ? { ...EMPTY_VALUES, expires_at: yearsAfter(today, NEW_DOCUMENT_VALID_YEARS) }
        : EMPTY_VALUES;
      const values = mergeValues(defaults, body);
      assertValid(type.key, values, false, today);
      const documentId = await insertDocument(tx, {
        ...patchOf(type.key, values),
        driverId: body.entity_type === 'driver' ? body.entity_id : null,
        carId: body.entity_type === 'car' ? body.entity_id : null,
        typeId: type.id,
        status: 'pending',
        url,
        ...actuality(values.expires_at, today),
      });
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'document.create',
        entityType: 'document',
        entityId: documentId,
        after: { entity_type: body.entity_type, entity_id: body.entity_id, type: type.key, ...values },
        ip,
      });
      return documentId;
    });
    return answer(caller, id, DOCUMENT_MESSAGES.added, today);
  }

  /**
   * POST /documents/{id}: the type's fields and the status. Making a document valid checks every
   * field of its type ('Required', endorsements, effective before expiry) and refuses an expired one;
   * pending and invalid check only the values' form, so a blurry photo can be rejected unfilled.
   * A review based on an older copy (`updated_at`) is refused, so it cannot undo a change unseen.
   */
  async function update(caller: Caller, id: number, body: UpdateBody, ip?: string) {
    const today = businessDay(new Date());
    const url = body.url ? storedUrl(body.url) : undefined;
    await db.transaction(async (tx) => {
      const locked = await lockLiveDocument(tx, id);
      if (!locked || !reachesEntity(documentReach(caller), locked.entityFleetId)) throw notFound('Document');
      const { document: before, typeKey } = locked;
      if (body.updated_at && new Date(body.updated_at).getTime() !== before.updatedAt.getTime()) {
        throw new AppError('conflict', DOCUMENT_MESSAGES.changedMeanwhile);
      }
      const values = mergeValues(valuesOf(before), body);
      // A locked document is live, so its stored status is a review status.
      const status = body.status ?? (before.status as DocumentReviewStatus);
      assertValid(typeKey, values, status === 'valid', today);
      const reviewed = body.status ? { reviewedBy: caller.adminId, reviewedAt: new Date() } : {};
      await updateDocumentRow(tx, id, {
        ...patchOf(typeKey, values),
        status,
        ...(url ? { url } : {}),
        ...reviewed,
        ...actuality(values.expires_at, today),
      });
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'document.update',
        entityType: 'document',
        entityId: id,
        before: { status: before.status, url: before.url, ...valuesOf(before) },
        after: { status, url: url ?? before.url, ...values },
        ip,
      });
    });
    return answer(caller, id, DOCUMENT_MESSAGES.updated, today);
  }

  /** POST /documents/{id}/delete: final (no call brings it back); the type can then be added anew. */
  async function remove(caller: Caller, id: number, ip?: string) {
    await db.transaction(async (tx) => {
      const locked = await lockLiveDocument(tx, id);
      if (!locked || !reachesEntity(documentReach(caller), locked.entityFleetId)) throw notFound('Document');
      await updateDocumentRow(tx, id, { status: 'deleted', deletedAt: new Date() });
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'document.delete',
        entityType: 'document',
        entityId: id,
        before: { status: locked.document.status },
        after: { status: 'deleted' },
        ip,
      });
    });
    return { message: DOCUMENT_MESSAGES.deleted };
  }

  return { list, create, update, remove };
}
