import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client';
import { carTypes, companies, documentTypes, permissionGroups, transactionCategories } from './schema';
import { SEED_LOCK_KEY } from './seed';
import { insertAccessControl } from './seed/access';
import { resetIdentitySequences } from './seed/batch';
import { insertCompanies, SPEC_COMPANIES } from './seed/companies';
import {
  insertCarTypes,
  insertDocumentTypes,
  insertMissingSettings,
  insertTransactionCategories,
} from './seed/reference';

interface ReferenceSet {
  label: string;
  /** The set is written only while this table is empty, so a restart never undoes an operator's change. */
  table: PgTable;
  /** The tables it gives explicit ids, whose identity sequences then move past them. */
  idTables: readonly string[];
  insert: (tx: DbOrTx, now: Date) => Promise<unknown>;
}

/**
 * What the product cannot work without and no screen creates (docs/decisions.md 208): without roles no user
 * can be granted anything, without car or document types no car or document can be added, without a
 * company no role can be held and no ride booked. Demo data (people, fleets, zones, ride types with their
 * prices, surge groups, routing scenarios) is never part of it.
 */
const REFERENCE_SETS: readonly ReferenceSet[] = [
  {
    label: 'the companies the spec names (the five brokers, 39 for new rides)',
    table: companies,
    idTables: ['companies'],
    insert: (tx, now) => insertCompanies(tx, now, SPEC_COMPANIES),
  },
  {
    label: 'the permissions and the roles (Admin, Dispatcher, Fleet Manager, Billing, Facility)',
    table: permissionGroups,
    idTables: ['permission_groups', 'permissions', 'roles'],
    insert: (tx) => insertAccessControl(tx),
  },
  { label: 'car types', table: carTypes, idTables: ['car_types'], insert: (tx) => insertCarTypes(tx) },
  {
    label: 'document types',
    table: documentTypes,
    idTables: ['document_types'],
    insert: (tx) => insertDocumentTypes(tx),
  },
  {
    label: 'credit and debit categories',
    table: transactionCategories,
    idTables: ['transaction_categories'],
    insert: (tx) => insertTransactionCategories(tx),
  },
];

const isEmpty = async (tx: DbOrTx, table: PgTable) =>
  (await tx.select({ one: sql`1` }).from(table).limit(1)).length === 0;

/**
 * Writes the reference data a database lacks, on every start (the demo seed has written it already) and
 * before `npm run create-admin`; answers what it wrote. One transaction under the seed's lock, so two
 * servers starting on one empty database write it once.
 */
export async function ensureReferenceData(db: Db, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const written: string[] = [];
    for (const set of REFERENCE_SETS) {
      if (!(await isEmpty(tx, set.table))) continue;
      await set.insert(tx, now);
      await resetIdentitySequences(tx, set.idTables);
      written.push(set.label);
    }
    // Settings are single keys: a missing one gets its starting value, a changed one stays.
    await insertMissingSettings(tx, now);
    return written;
  });
}
