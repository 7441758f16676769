import {
  FILE_JOB_KINDS,
  type FileJobKind,
  type FileJobStatus,
  type FileLineError,
} from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins } from './access';
import { ts } from './columns';
import { payouts } from './money';

/**
 * Payout exports and imports (issue 11 points 7-8, decision 105): each request is a row here, run by
 * pg-boss, its progress published to the requesting admin. The produced file lives in the storage
 * adapter under `result_key` (an imported file under `input_key`); answers sign a fresh link to it.
 */
export const fileJobs = pgTable(
  'file_jobs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    kind: text().$type<FileJobKind>().notNull(),
    status: text().$type<FileJobStatus>().notNull().default('queued'),
    /** What the job works on: the list filters and format of an export, nothing for the others. */
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    done: integer().notNull().default(0),
    total: integer().notNull().default(0),
    inputKey: text('input_key'),
    resultKey: text('result_key'),
    fileName: text('file_name'),
    message: text(),
    errors: jsonb().$type<FileLineError[]>().notNull().default([]),
    createdBy: integer('created_by')
      .notNull()
      .references(() => admins.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('file_jobs_created_by_idx').on(t.createdBy, t.id),
    index('file_jobs_kind_created_idx').on(t.kind, t.createdAt),
    check(
      'file_jobs_kind_check',
      // Every kind the contract names: payout files and the report pages' files (decision 125).
      sql`${t.kind} in (${sql.raw(FILE_JOB_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
    check('file_jobs_status_check', sql`${t.status} in ('queued', 'running', 'succeeded', 'failed')`),
    check('file_jobs_progress_check', sql`${t.done} >= 0 and ${t.total} >= 0`),
    check('file_jobs_result_check', sql`${t.resultKey} is null or ${t.status} = 'succeeded'`),
    check(
      'file_jobs_finished_check',
      sql`(${t.finishedAt} is not null) = (${t.status} in ('succeeded', 'failed'))`,
    ),
  ],
);

/**
 * The payouts an ACH file holds, one row each with its trace number: a payout goes to the bank in one
 * file only (unique payout), so a second file never pays a driver twice.
 */
export const achFileEntries = pgTable(
  'ach_file_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    fileJobId: bigint('file_job_id', { mode: 'number' })
      .notNull()
      .references(() => fileJobs.id),
    payoutId: integer('payout_id')
      .notNull()
      .references(() => payouts.id),
    traceNumber: text('trace_number').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ach_file_entries_payout_idx').on(t.payoutId),
    uniqueIndex('ach_file_entries_trace_idx').on(t.fileJobId, t.traceNumber),
    check('ach_file_entries_trace_check', sql`${t.traceNumber} ~ '^[0-9]{15}$'`),
    check('ach_file_entries_amount_check', sql`${t.amountCents} > 0`),
  ],
);
