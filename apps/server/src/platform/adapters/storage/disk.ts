import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './storage';

/** Files under `<DATA_DIR>/files`, one per key; written to a temporary name first so a reader never sees half a file. */
export function createDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    const full = path.resolve(root, key);
    // Keys are validated before they get here; this keeps the adapter safe on its own.
    if (!full.startsWith(path.resolve(root) + path.sep))
      throw new Error(`Storage key outside the root: ${key}`);
    return full;
  };
  return {
    kind: 'disk',
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    },
    async putFile(key, source) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await copyFile(source, temporary);
      await rename(temporary, target);
    },
    async get(key) {
      const file = pathOf(key);
      const info = await stat(file).catch((e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return null;
        throw e;
      });
      return info ? { body: createReadStream(file), size: info.size } : null;
    },
  };
}
