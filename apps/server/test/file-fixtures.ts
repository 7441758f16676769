import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_BASE, type EndpointName } from '@fleetdesk/contract';
import sharp from 'sharp';
import type { Db } from '../src/db/client';
import { files } from '../src/db/schema';
import { createDiskStorage } from '../src/platform/adapters/storage/disk';
import { newStorageKey } from '../src/platform/adapters/storage/keys';

/** A plain image of the given size, in the given format. */
export const imageBytes = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .toFormat(format)
    .toBuffer();

/** A jpeg as a phone writes it: EXIF with the camera, a GPS-like comment and orientation 6 (turned 90°). */
export const jpegWithExif = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'SecretCam', Copyright: 'GPS 40.7128N 74.0060W' } })
    .toBuffer();

/** A 24-bit uncompressed BMP (bottom-up rows, each padded to 4 bytes), as Paint saves it. */
export function bmpBytes(width: number, height: number): Buffer {
  const stride = Math.ceil((width * 3) / 4) * 4;
  const bmp = Buffer.alloc(54 + stride * height);
  bmp.write('BM', 0, 'latin1');
  bmp.writeUInt32LE(bmp.length, 2);
  bmp.writeUInt32LE(54, 10);
  bmp.writeUInt32LE(40, 14);
  bmp.writeInt32LE(width, 18);
  bmp.writeInt32LE(height, 22);
  bmp.writeUInt16LE(1, 26);
  bmp.writeUInt16LE(24, 28);
  for (let row = 0; row < height; row++) {
    for (let x = 0; x < width; x++) bmp.set([255, 0, 0], 54 + row * stride + x * 3); // blue, as BGR
  }
  return bmp;
}

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A multipart form with files under one field, each with the name and type a browser would claim. */
export function formWith(
  field: string,
  ...parts: { bytes: Uint8Array; name: string; type: string }[]
): FormData {
  const form = new FormData();
  for (const part of parts) form.append(field, new Blob([part.bytes], { type: part.type }), part.name);
  return form;
}

/**
 * A public png stored the way the test server stores files (disk under its DATA_DIR, tmpdir() in
 * test/server.ts) with its row: something rotate-image may be asked to turn.
 */
export async function storedPublicImage(db: Db): Promise<{ url: string; id: number }> {
  const key = newStorageKey(true, 'samples', 'image/png');
  const bytes = await imageBytes(40, 30);
  await createDiskStorage(path.join(tmpdir(), 'files')).put(key, bytes, 'image/png');
  const [row] = await db
    .insert(files)
    .values({
      location: 'samples',
      isPublic: true,
      storageKey: key,
      contentType: 'image/png',
      sizeBytes: bytes.length,
    })
    .returning({ id: files.id });
  return { url: `${API_BASE}/files/${key}`, id: row?.id as number };
}

/**
 * Requests for the generated access and read-only tests: uploads need a fresh multipart body, and
 * rotate-image a stored image. Driver 1 belongs to the demo fleet user's fleet.
 */
export const FILE_SAMPLES: Partial<
  Record<EndpointName, (db: Db) => Promise<{ params?: Record<string, unknown>; body?: unknown }>>
> = {
  'files.upload': async () => ({
    body: formWith('files[]', { bytes: await imageBytes(8, 8), name: 'a.png', type: 'image/png' }),
  }),
  'files.rotateImage': async (db) => ({
    body: { image_url: (await storedPublicImage(db)).url, degree: 90, location: 'samples', public: true },
  }),
  'drivers.uploadPhoto': async () => ({
    params: { id: 1 },
    body: formWith('selfie', { bytes: await imageBytes(8, 8, 'jpeg'), name: 'me.jpg', type: 'image/jpeg' }),
  }),
};
