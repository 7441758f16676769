import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { FileStorage } from './storage';

export interface S3Options {
  /** e.g. https://s3.us-east-1.amazonaws.com, or a MinIO / R2 / local server address. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * S3-compatible object storage over its REST API, signed with AWS Signature V4. Path-style addresses
 * (`<endpoint>/<bucket>/<key>`) work with AWS, MinIO, R2 and local test servers alike.
 */
export function createS3Storage(options: S3Options): FileStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const base = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}`;
  const urlOf = (key: string) => `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const failure = async (what: string, response: Response) =>
    new Error(`S3 ${what} failed: ${response.status} ${(await response.text()).slice(0, 200)}`);
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        // Our bytes are never backed by shared memory; the DOM typing (the browser tests read this file) asks for that.
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { 'content-type': contentType },
      });
      if (!response.ok) throw await failure('put', response);
    },
    async putFile(key, path, contentType) {
      // A streamed body: the payload is sent unsigned (aws4fetch signs S3 requests so), its length declared.
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array<ArrayBuffer>>,
        headers: { 'content-type': contentType, 'content-length': String((await stat(path)).size) },
      });
      if (!response.ok) throw await failure('put', response);
    },
    async get(key) {
      const response = await client.fetch(urlOf(key));
      if (response.status === 404) return null;
      if (!response.ok || !response.body) throw await failure('get', response);
      return {
        body: Readable.fromWeb(response.body as WebReadableStream),
        size: Number(response.headers.get('content-length') ?? 0),
      };
    },
  };
}
