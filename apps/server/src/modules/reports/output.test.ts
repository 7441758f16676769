import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import JSZip from 'jszip';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../platform/adapters/storage/disk';
import { createS3Storage } from '../../platform/adapters/storage/s3';
import type { FileStorage } from '../../platform/adapters/storage/storage';
import { storeReport } from './output';

const BUCKET = 'fleetdesk-reports';
let s3: S3rver;
let folder: string;
const stores: Record<string, FileStorage> = {};

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'fleetdesk-report-output-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(folder, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  stores.s3 = createS3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: BUCKET,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  stores.disk = createDiskStorage(path.join(folder, 'disk'));
});
afterAll(async () => {
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

/** The stored object's bytes (none: an empty buffer, which fails the checks). */
const bytesOf = async (storage: FileStorage, key: string) => {
  const stored = await storage.get(key);
  return stored ? buffer(stored.body) : Buffer.alloc(0);
};

/** Rows made one at a time, as the keyset batches hand them over. */
async function* numbered(count: number) {
  for (let i = 1; i <= count; i++) yield [i, `trip "${i}", NY`, i % 2 === 0];
}

describe.each(['disk', 's3'])('a report stored on %s', (name) => {
  it('is the CSV of its streamed rows, quoted as RFC 4180 says', async () => {
    const storage = stores[name] as FileStorage;
    const { key, rows } = await storeReport(
      storage,
      [{ name: 'trips.csv', header: ['id', 'label', 'even'], rows: numbered(20_000) }],
      false,
    );
    expect(rows).toEqual([20_000]);
    expect(key).toMatch(/^private\/reports\/[0-9a-f-]{36}\.csv$/);
    const text = (await bytesOf(storage, key)).toString('utf8');
    expect(text.startsWith('\uFEFFid,label,even\r\n1,"trip ""1"", NY",\r\n')).toBe(true);
    const parsed = parse(text, { bom: true }) as string[][];
    expect(parsed).toHaveLength(20_001);
    expect(parsed[20_000]).toEqual(['20000', 'trip "20000", NY', '1']);
  });

  it('is a zip of its parts when asked, each part whole', async () => {
    const storage = stores[name] as FileStorage;
    const { key, rows } = await storeReport(
      storage,
      [
        { name: 'days.csv', header: ['day'], rows: [['2026-11-01'], ['2026-11-02']] },
        { name: 'trips.csv', header: ['id', 'label', 'even'], rows: numbered(3) },
      ],
      true,
    );
    expect(rows).toEqual([2, 3]);
    expect(key).toMatch(/\.zip$/);
    const zip = await JSZip.loadAsync(await bytesOf(storage, key));
    expect(Object.keys(zip.files).sort()).toEqual(['days.csv', 'trips.csv']);
    const days = Buffer.from((await zip.file('days.csv')?.async('uint8array')) ?? []);
    expect(days.toString('utf8')).toBe('\uFEFFday\r\n2026-11-01\r\n2026-11-02\r\n');
  });

  it('writes a part a program reads (the TLC file) without the byte order mark', async () => {
    const storage = stores[name] as FileStorage;
    const part = { name: 'tlc.csv', header: ['base'], rows: [['B00001']], forMachine: true };
    const { key } = await storeReport(storage, [part], false);
    expect((await bytesOf(storage, key)).toString('utf8')).toBe('base\r\nB00001\r\n');
  });
});

// A broker's trip id or a typed licence number reaches the report as it was sent (decision 105).
it('writes a cell typed like a formula as text and keeps a cell with a line break in its row', async () => {
  const storage = stores.disk as FileStorage;
  const { key } = await storeReport(
    storage,
    [
      {
        name: 'trips.csv',
        header: ['trip', 'vehicle', 'difference'],
        rows: [['=HYPERLINK("http://evil.example/x","open")', 'T-77\n=2+3', '-0.50']],
      },
    ],
    false,
  );
  expect(parse((await bytesOf(storage, key)).toString('utf8'), { bom: true })).toEqual([
    ['trip', 'vehicle', 'difference'],
    [`'=HYPERLINK("http://evil.example/x","open")`, 'T-77\n=2+3', '-0.50'],
  ]);
});
