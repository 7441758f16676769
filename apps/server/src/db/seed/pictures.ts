import { createHash } from 'node:crypto';
import type { FileStorage } from '../../platform/adapters/storage';
import { FILES_PATH } from '../../platform/adapters/storage';
import type { DbOrTx } from '../client';
import { files } from '../schema';
import { insertBatched } from './batch';

export { thumbnailKeyOf } from '../../platform/adapters/storage/keys';

/** A picture the seed will store: its key, the entity it shows (for the files row) and how to draw it. */
export interface PlannedPicture {
  key: string;
  location: string;
  ownerType: 'driver' | 'car';
  ownerId: number;
  render: () => Promise<Buffer>;
}

export type RenderedPicture = Omit<PlannedPicture, 'render'> & { bytes: Buffer };

/**
 * A private JPEG key in the storage's own layout (`private/<location>/<uuid>.jpg`) whose name is derived
 * from `name` instead of drawn at random, so the same demo stores the same keys and two seeds compare equal.
 * Being known before anything is drawn, it lets rows point at a picture that is still being rendered.
 */
export function seedPictureKey(location: string, name: string): string {
  const hex = createHash('sha256').update(`fleetdesk-demo:${location}:${name}`).digest('hex');
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
  return `private/${location}/${uuid}.jpg`;
}

/** The address kept in the database for a stored key (answers sign it afresh for the caller). */
export const storedUrl = (key: string): string => `${FILES_PATH}/${key}`;

/**
 * Starts drawing every picture at once. sharp draws on its own threads, so the seed's next steps (riders,
 * rides: JavaScript and SQL) run meanwhile and the pictures cost little more than their storing.
 * The returned promise is guarded against being reported unhandled if a later step fails first.
 */
export function renderInBackground(planned: readonly PlannedPicture[]): Promise<RenderedPicture[]> {
  const rendering = Promise.all(
    planned.map(async ({ render, ...picture }) => ({ ...picture, bytes: await render() })),
  );
  rendering.catch(() => {});
  return rendering;
}

/** Writes in flight at once: enough to hide a remote store's latency without flooding it. */
const PARALLEL_WRITES = 32;

/** Puts the pictures in storage and records each in `files`, as uploaded by nobody (created_by null). */
export async function storePictures(
  db: DbOrTx,
  storage: FileStorage,
  pictures: readonly RenderedPicture[],
  now: Date,
): Promise<number> {
  for (let start = 0; start < pictures.length; start += PARALLEL_WRITES) {
    const batch = pictures.slice(start, start + PARALLEL_WRITES);
    await Promise.all(batch.map((picture) => storage.put(picture.key, picture.bytes, 'image/jpeg')));
  }
  await insertBatched(
    db,
    files,
    pictures.map((picture) => ({
      ownerType: picture.ownerType,
      ownerId: picture.ownerId,
      location: picture.location,
      isPublic: false,
      storageKey: picture.key,
      contentType: 'image/jpeg',
      sizeBytes: picture.bytes.length,
      createdBy: null,
      createdAt: now,
    })),
  );
  return pictures.length;
}
