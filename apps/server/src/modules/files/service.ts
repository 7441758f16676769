import { files } from '@fleetdesk/contract';
import type { DbOrTx } from '../../db/client';
import { LINK_EXPIRED, LINK_INVALID } from '../../platform/adapters/storage';
import { newStorageKey, thumbnailKeyOf } from '../../platform/adapters/storage/keys';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { reachesFleetEntity } from '../../platform/auth/reach';
import { AppError, forbidden, invalidField, notFound } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import { makeThumbnail, type PreparedFile, prepareUpload, rotateImageBytes } from './images';
import { findFileByKey, insertFile, lockDriverPhoto, ownerFleet, setDriverPhoto } from './queries';

const { FILE_MESSAGES } = files;

/** Driver photos are private and grouped under this location. */
const DRIVER_PHOTO_LOCATION = 'drivers';

/** The entity a file belongs to, when known: files of drivers and cars are reached as their entity is. */
type Owner = { type: 'driver' | 'car'; id: number };

interface Placement {
  location: string;
  isPublic: boolean;
  owner: Owner | null;
}

const ownerOf = (row: { ownerType: string | null; ownerId: number | null }): Owner | null =>
  (row.ownerType === 'driver' || row.ownerType === 'car') && row.ownerId !== null
    ? { type: row.ownerType, id: row.ownerId }
    : null;

/** A checked upload and, for images, its thumbnail: everything slow happens before the transaction. */
interface ReadyFile {
  file: PreparedFile;
  thumbnail: Buffer | null;
}

type FileRow = Awaited<ReturnType<typeof insertFile>>;

async function withThumbnail(file: PreparedFile): Promise<ReadyFile> {
  const { contentType } = file;
  const isImage = contentType === 'image/jpeg' || contentType === 'image/png';
  return { file, thumbnail: isImage ? await makeThumbnail({ ...file, contentType }) : null };
}

export function createFilesService({
  db,
  storage,
  fileLinks,
}: Pick<ModuleDeps, 'db' | 'storage' | 'fileLinks'>) {
  const view = (row: FileRow, thumbnailKey: string | null): files.StoredFileView => ({
    id: row.id,
    url: fileLinks.urlOf(row.storageKey),
    thumbnail_url: thumbnailKey ? fileLinks.urlOf(thumbnailKey) : null,
    content_type: row.contentType as files.StoredFileView['content_type'],
    size: row.sizeBytes,
  });

  /**
   * Puts the bytes in storage, then their row and audit row, in the caller's transaction: a failed
   * write to storage rolls the rows back (a failed commit after it leaves an unreferenced object).
   */
  async function storeOne(
    tx: DbOrTx,
    caller: Caller,
    ip: string,
    key: string,
    bytes: Buffer,
    contentType: string,
    at: Placement,
  ) {
    await storage.put(key, bytes, contentType);
    const row = await insertFile(tx, {
      ownerType: at.owner?.type ?? null,
      ownerId: at.owner?.id ?? null,
      location: at.location,
      isPublic: at.isPublic,
      storageKey: key,
      contentType,
      sizeBytes: bytes.length,
      createdBy: caller.adminId,
    });
    await writeAudit(tx, {
      adminId: caller.adminId,
      action: 'file.store',
      entityType: 'file',
      entityId: row.id,
      after: { storage_key: key, content_type: contentType, size: bytes.length, owner: at.owner },
      ip,
    });
    return row;
  }

  /** Stores a ready file and its thumbnail (key beside the original's). */
  async function store(tx: DbOrTx, caller: Caller, ip: string, ready: ReadyFile, at: Placement) {
    const key = newStorageKey(at.isPublic, at.location, ready.file.contentType);
    const row = await storeOne(tx, caller, ip, key, ready.file.bytes, ready.file.contentType, at);
    const thumbnailKey = ready.thumbnail ? thumbnailKeyOf(key) : null;
    if (ready.thumbnail && thumbnailKey) {
      await storeOne(tx, caller, ip, thumbnailKey, ready.thumbnail, ready.file.contentType, at);
    }
    return { row, thumbnailKey };
  }

  /** POST /files: every file checked first (one bad file refuses the request), then all stored together. */
  async function upload(
    caller: Caller,
    input: { location: string; isPublic: boolean; files: Uint8Array[] },
    ip: string,
  ) {
    const ready: ReadyFile[] = [];
    for (const bytes of input.files) {
      ready.push(await withThumbnail(await prepareUpload(bytes, 'file', { imagesOnly: false })));
    }
    const at: Placement = { location: input.location, isPublic: input.isPublic, owner: null };
    const stored = await db.transaction(async (tx) => {
      const rows = [];
      for (const file of ready) rows.push(await store(tx, caller, ip, file, at));
      return rows;
    });
    return { data: { paths: stored.map(({ row, thumbnailKey }) => view(row, thumbnailKey)) } };
  }

  /**
   * POST /drivers/{id}/upload-photo: the photo and its thumbnail stored privately, the driver's
   * selfie_url / selfie_thumbnail_url pointed at them (their stable, unsigned addresses), one audit
   * row for the driver beside the files' own.
   */
  async function uploadDriverPhoto(caller: Caller, driverId: number, bytes: Uint8Array, ip: string) {
    const ready = await withThumbnail(await prepareUpload(bytes, 'selfie', { imagesOnly: true }));
    const at: Placement = {
      location: DRIVER_PHOTO_LOCATION,
      isPublic: false,
      owner: { type: 'driver', id: driverId },
    };
    const stored = await db.transaction(async (tx) => {
      const before = await lockDriverPhoto(tx, driverId);
      if (!before || !reachesFleetEntity(caller, before)) throw notFound('Driver');
      const { row, thumbnailKey } = await store(tx, caller, ip, ready, at);
      const after = {
        selfieUrl: fileLinks.stableUrl(row.storageKey),
        // Every photo is an image, so it always has a thumbnail; the original stands in just in case.
        selfieThumbnailUrl: fileLinks.stableUrl(thumbnailKey ?? row.storageKey),
      };
      await setDriverPhoto(tx, driverId, after);
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'driver.photo',
        entityType: 'driver',
        entityId: driverId,
        before: { selfie_url: before.selfieUrl, selfie_thumbnail_url: before.selfieThumbnailUrl },
        after: { selfie_url: after.selfieUrl, selfie_thumbnail_url: after.selfieThumbnailUrl },
        ip,
      });
      return { key: row.storageKey, thumbnailKey };
    });
    return {
      driver: {
        id: driverId,
        selfie_url: fileLinks.urlOf(stored.key),
        selfie_thumbnail_url: stored.thumbnailKey ? fileLinks.urlOf(stored.thumbnailKey) : null,
      },
      message: FILE_MESSAGES.photoUpdated,
    };
  }

  /**
   * The stored file an address sent back by a client points at, if the caller may use it: one of
   * our addresses, with a valid signature when private, and (for a driver's file) a driver they reach.
   */
  async function fileBehind(caller: Caller, url: string) {
    const link = fileLinks.checkUrl(url);
    if (!link) throw invalidField('image_url', FILE_MESSAGES.notOurs);
    if (link.result === 'expired') throw new AppError('forbidden', LINK_EXPIRED);
    if (link.result === 'invalid') throw forbidden(LINK_INVALID);
    const source = await findFileByKey(db, link.key);
    if (!source) throw invalidField('image_url', FILE_MESSAGES.notOurs);
    const owner = ownerOf(source);
    if (owner) {
      const entity = await ownerFleet(db, owner);
      if (!entity || !reachesFleetEntity(caller, entity)) throw notFound('File');
    }
    return source;
  }

  /** POST /files/rotate-image: a new file (the original stays: documents may point at it), same owner. */
  async function rotate(
    caller: Caller,
    input: { imageUrl: string; degree: number; location: string; isPublic: boolean },
    ip: string,
  ) {
    const source = await fileBehind(caller, input.imageUrl);
    const contentType = source.contentType;
    if (contentType !== 'image/jpeg' && contentType !== 'image/png') {
      throw invalidField('image_url', FILE_MESSAGES.notAnImage);
    }
    const object = await storage.get(source.storageKey);
    if (!object) throw invalidField('image_url', FILE_MESSAGES.notOurs);
    const original = Buffer.concat(await object.body.toArray());
    const ready = await withThumbnail({
      bytes: await rotateImageBytes(original, contentType, input.degree),
      contentType,
    });
    // A copy is never more public than its original: a signed link (a driver's licence, say) must
    // not become an address anyone may read for ever.
    const isPublic = input.isPublic && source.isPublic;
    const at: Placement = { location: input.location, isPublic, owner: ownerOf(source) };
    const { row, thumbnailKey } = await db.transaction((tx) => store(tx, caller, ip, ready, at));
    const stored = view(row, thumbnailKey);
    return { url: stored.url, data: stored };
  }

  return { upload, uploadDriverPhoto, rotate };
}
