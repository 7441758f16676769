import type { Readable } from 'node:stream';

/** What a stored object reads back as: a stream of its bytes and their count. */
export interface StoredObject {
  body: Readable;
  size: number;
}

/**
 * Where file bytes live. Keys are made by the server only (`public|private/<location>/<uuid>.<ext>`,
 * see keys.ts), so an adapter never sees a client's path. Access decisions are not made here.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Stores the file at `path` (a local file a job wrote) without reading it into memory. */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** Null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
}
