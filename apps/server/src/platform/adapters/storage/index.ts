import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../../../config';
import type { Logger } from '../../module';
import { createDiskStorage } from './disk';
import { createFileLinks, type FileLinks } from './links';
import { createS3Storage } from './s3';
import type { FileStorage } from './storage';

export type { FileLinks } from './links';
export { FILES_PATH, LINK_EXPIRED, LINK_INVALID } from './links';
export type { FileStorage, StoredObject } from './storage';

/** S3-compatible storage when `S3_BUCKET` is set, else files on disk under `DATA_DIR/files`. */
export function createStorage(config: Config): FileStorage {
  const s3 = config.files.s3;
  return s3 ? createS3Storage(s3) : createDiskStorage(path.join(config.dataDir, 'files'));
}

/**
 * Signed links with `FILE_URL_SECRET`. Without it a random secret per process: fine for one instance
 * (links die with a restart, and they expire within minutes anyway), wrong for several, hence the warning.
 */
export function createLinks(config: Config, log?: Logger): FileLinks {
  if (!config.files.urlSecret && !config.demoMode) {
    log?.warn('FILE_URL_SECRET is not set: private file links work only on the instance that made them.');
  }
  const secret = config.files.urlSecret ?? randomBytes(32).toString('hex');
  return createFileLinks(secret, config.files.urlTtlMs);
}
