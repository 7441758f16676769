import type { FileJobKind, FileLineError } from '@fleetdesk/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fileJobs } from '../../db/schema';

export type FileJobRow = typeof fileJobs.$inferSelect;

export async function insertFileJob(
  db: DbOrTx,
  values: { kind: FileJobKind; params: Record<string, unknown>; createdBy: number; inputKey?: string },
): Promise<FileJobRow> {
  const [row] = await db.insert(fileJobs).values(values).returning();
  if (!row) throw new Error('file job not created');
  return row;
}

export async function selectFileJob(db: DbOrTx, id: number): Promise<FileJobRow | undefined> {
  const [row] = await db.select().from(fileJobs).where(eq(fileJobs.id, id));
  return row;
}

/** Marks a queued (or, after a crash, running) job running; undefined when it has already finished. */
export async function startFileJob(db: DbOrTx, id: number): Promise<FileJobRow | undefined> {
  const [row] = await db
    .update(fileJobs)
    .set({ status: 'running', startedAt: sql`coalesce(${fileJobs.startedAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(fileJobs.id, id), inArray(fileJobs.status, ['queued', 'running'])))
    .returning();
  return row;
}

export async function setFileJobProgress(db: DbOrTx, id: number, done: number, total: number) {
  const [row] = await db
    .update(fileJobs)
    .set({ done, total, updatedAt: sql`now()` })
    .where(and(eq(fileJobs.id, id), eq(fileJobs.status, 'running')))
    .returning();
  return row;
}

export async function finishFileJob(
  db: DbOrTx,
  id: number,
  outcome:
    | {
        status: 'succeeded';
        message: string;
        resultKey?: string;
        fileName?: string;
        done: number;
        total: number;
      }
    | { status: 'failed'; message: string; errors: FileLineError[] },
): Promise<FileJobRow | undefined> {
  const [row] = await db
    .update(fileJobs)
    .set({ ...outcome, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(fileJobs.id, id), inArray(fileJobs.status, ['queued', 'running'])))
    .returning();
  return row;
}
