import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DISPATCHER } from '../../../test/api';
import { formWith, imageBytes, PDF_BYTES } from '../../../test/file-fixtures';
import { tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { newStorageKey } from '../../platform/adapters/storage/keys';
import { createS3Storage, type S3Options } from '../../platform/adapters/storage/s3';

/** s3rver's built-in account. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const BUCKET = 'fleetdesk-files';

let s3: S3rver;
let s3Directory: string;
let options: S3Options;
let server: TestServer;

beforeAll(async () => {
  s3Directory = await mkdtemp(path.join(tmpdir(), 'fleetdesk-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  options = { endpoint: `http://127.0.0.1:${port}`, bucket: BUCKET, region: 'us-east-1', ...CREDENTIALS };
  server = await startTestServer({
    env: {
      S3_ENDPOINT: options.endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
  });
});

afterAll(async () => {
  await server?.close();
  await s3?.close();
  await rm(s3Directory, { recursive: true, force: true });
});

describe('S3-compatible storage', () => {
  it('puts and gets an object back byte for byte, and answers null for a missing one', async () => {
    const storage = createS3Storage(options);
    const key = newStorageKey(false, 'roundtrip', 'application/pdf');
    await storage.put(key, PDF_BYTES, 'application/pdf');
    const object = await storage.get(key);
    expect(object?.size).toBe(PDF_BYTES.length);
    expect(Buffer.concat(await (object?.body.toArray() ?? [])).equals(PDF_BYTES)).toBe(true);
    expect(await storage.get(newStorageKey(false, 'roundtrip', 'application/pdf'))).toBeNull();
  });

  it('signs its requests: an unknown access key is refused by the server', async () => {
    const storage = createS3Storage({ ...options, accessKeyId: 'NOBODY' });
    await expect(storage.put(newStorageKey(true, 'x', 'image/png'), PDF_BYTES, 'image/png')).rejects.toThrow(
      /S3 put failed: 403/,
    );
  });

  it('is what the app stores uploads in when S3_BUCKET is set, and serves them back', async () => {
    const token = await tokenForEmail(server.database.db, DISPATCHER);
    const png = await imageBytes(12, 12);
    const res = await call<{ data: { paths: { url: string }[] } }>(server.url, 'POST', '/files?location=s3', {
      token,
      body: formWith('file', { bytes: png, name: 'a.png', type: 'image/png' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const url = res.body.data.paths[0]?.url as string;
    const key = url.split('?')[0]?.replace('/api/v1/files/', '') as string;
    const inBucket = await createS3Storage(options).get(key);
    expect(inBucket).not.toBeNull();
    const served = await fetch(`${server.url}${url}`);
    expect(served.status).toBe(200);
    expect(
      Buffer.from(await served.arrayBuffer()).equals(Buffer.concat(await (inBucket?.body.toArray() ?? []))),
    ).toBe(true);
  });
});
