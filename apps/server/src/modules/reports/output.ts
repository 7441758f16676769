import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import archiver from 'archiver';
import { stringify } from 'csv-stringify';
import type { FileStorage } from '../../platform/adapters/storage';
import { newStorageKey } from '../../platform/adapters/storage/keys';
import { csvOptions, safeCell } from '../../platform/csv';

/**
 * Report files are written row by row to a temporary folder and stored from there, so memory stays flat
 * however many rows a report holds (the database is read in keyset batches, the CSV streamed to disk).
 */
export interface CsvPart {
  name: string;
  header: readonly string[];
  rows: AsyncIterable<readonly unknown[]> | Iterable<readonly unknown[]>;
  /** Read by a program (the TLC's upload), not opened in Excel: no byte order mark (platform/csv.ts). */
  forMachine?: boolean;
}

/** Writes one CSV (`csvOptions`, every cell made safe) to `file`; resolves with its row count. */
async function writeCsv(file: string, part: CsvPart): Promise<number> {
  let rows = 0;
  const counted = async function* () {
    for await (const row of part.rows) {
      rows += 1;
      yield row.map(safeCell);
    }
  };
  await pipeline(
    Readable.from(counted()),
    stringify({ ...csvOptions(part), header: true, columns: [...part.header] }),
    createWriteStream(file),
  );
  return rows;
}

async function zipFiles(target: string, files: { file: string; name: string }[]): Promise<void> {
  const archive = archiver('zip', { zlib: { level: 6 } });
  const written = pipeline(archive, createWriteStream(target));
  for (const { file, name } of files) archive.file(file, { name });
  await archive.finalize();
  await written;
}

/**
 * Writes the parts (one CSV, or several zipped into one file) and stores the result privately; the
 * answer is its storage key, content type and the rows of each part.
 */
export async function storeReport(
  storage: FileStorage,
  parts: CsvPart[],
  asZip: boolean,
): Promise<{ key: string; rows: number[] }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'fleetdesk-report-'));
  try {
    const files = parts.map((part) => ({ file: path.join(folder, part.name), name: part.name }));
    const rows: number[] = [];
    for (const [i, part] of parts.entries()) rows.push(await writeCsv(files[i]?.file ?? '', part));
    const contentType = asZip ? 'application/zip' : 'text/csv';
    let output = files[0]?.file ?? '';
    if (asZip) {
      output = path.join(folder, 'report.zip');
      await zipFiles(output, files);
    }
    const key = newStorageKey(false, 'reports', contentType);
    await storage.putFile(key, output, contentType);
    return { key, rows };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
