import { inflateRawSync } from 'node:zlib';

/**
 * What a zip (an .xlsx is one) unpacks to, measured before anything reads it: a workbook of a few
 * hundred kilobytes can hold hundreds of thousands of rows, which exceljs keeps in memory whole (1.9 MB
 * of upload took 1.4 GB and 19 s of a blocked server). Each entry is inflated with a cap, so sizes the
 * zip merely declares are not trusted. Answers the bytes unpacked, `limit + 1` once past `limit`, or
 * null when the bytes are not a zip this reads (the workbook reader then names the file as not one).
 */

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

function endOfCentralDirectory(zip: Buffer): number | null {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--)
    if (zip.readUInt32LE(at) === EOCD) return at;
  return null;
}

function entrySize(method: number, data: Buffer, room: number): number | null {
  if (method === STORED) return data.length;
  if (method !== DEFLATED) return null;
  try {
    return inflateRawSync(data, { maxOutputLength: room + 1 }).length;
  } catch (error) {
    // ERR_BUFFER_TOO_LARGE: more than the room left; anything else is a broken entry.
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? room + 1 : null;
  }
}

export function unpackedSize(bytes: Uint8Array, limit: number): number | null {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = zip.length >= 22 ? endOfCentralDirectory(zip) : null;
  if (eocd === null) return null;
  let at = zip.readUInt32LE(eocd + 16);
  let total = 0;
  try {
    for (let n = zip.readUInt16LE(eocd + 10); n > 0; n--) {
      if (zip.readUInt32LE(at) !== CENTRAL) return null;
      const method = zip.readUInt16LE(at + 10);
      const compressed = zip.readUInt32LE(at + 20);
      const local = zip.readUInt32LE(at + 42);
      at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
      if (zip.readUInt32LE(local) !== LOCAL) return null;
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const size = entrySize(method, zip.subarray(start, start + compressed), limit - total);
      if (size === null) return null;
      total += size;
      if (total > limit) return limit + 1;
    }
  } catch {
    // A read past the end: offsets that point outside the file.
    return null;
  }
  return total;
}
