import { randomUUID } from 'node:crypto';

/** What users upload (documents, photos). */
export type StoredContentType = 'image/jpeg' | 'image/png' | 'image/bmp' | 'application/pdf';
/** What the server writes for users to download (payout exports, the ACH file): never uploaded. */
export type ExportContentType =
  | 'text/csv'
  | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  | 'text/plain'
  | 'application/zip';

const EXTENSION: Record<StoredContentType | ExportContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/bmp': 'bmp',
  'application/pdf': 'pdf',
  'text/csv': 'csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'text/plain': 'txt',
  'application/zip': 'zip',
};

const CONTENT_TYPE_OF_EXTENSION = Object.fromEntries(
  Object.entries(EXTENSION).map(([type, ext]) => [ext, type as StoredContentType | ExportContentType]),
);

/** The only shape a storage key has; anything else (.., slashes, other names) is refused before storage. */
const KEY =
  /^(public|private)\/([A-Za-z0-9_-]{1,40})\/([0-9a-f-]{36}(?:-thumb)?)\.(jpg|png|bmp|pdf|csv|xlsx|txt|zip)$/;

/** Exports are downloaded (saved), never shown inline in the page that asked for them. */
export const isDownload = (type: StoredContentType | ExportContentType): boolean =>
  type.startsWith('text/') || type.includes('spreadsheetml') || type === 'application/zip';

/** A new key: the visibility is part of the key, so serving a key never needs the database. */
export function newStorageKey(
  isPublic: boolean,
  location: string,
  type: StoredContentType | ExportContentType,
  suffix = '',
): string {
  return `${isPublic ? 'public' : 'private'}/${location}/${randomUUID()}${suffix}.${EXTENSION[type]}`;
}

/** The thumbnail's key beside its original's (same visibility, folder and name). */
export const thumbnailKeyOf = (key: string): string => key.replace(/\.(\w+)$/, '-thumb.$1');

export interface ParsedKey {
  isPublic: boolean;
  contentType: StoredContentType | ExportContentType;
}

/** What a key says about its file, or null when it is not a key this server makes. */
export function parseStorageKey(key: string): ParsedKey | null {
  const match = KEY.exec(key);
  const contentType = match ? CONTENT_TYPE_OF_EXTENSION[match[4] as string] : undefined;
  return match && contentType ? { isPublic: match[1] === 'public', contentType } : null;
}
