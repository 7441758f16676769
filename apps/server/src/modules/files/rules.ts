import type { StoredContentType } from '../../platform/adapters/storage/keys';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** BITMAPINFOHEADER and its successors, and the old OS/2 core header: the sizes a real BMP's second header has. */
const BMP_INFO_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

/**
 * The type of a file from its first bytes, never from its name or the client's content type: jpeg,
 * png, bmp or pdf (spec 2 §5), null for anything else.
 */
export function sniffContentType(bytes: Uint8Array): StoredContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  // "BM" alone is two letters any text may start with: the info header's size must be a real one too.
  if (startsWith(bytes, [0x42, 0x4d]) && bytes.length >= 18) {
    const infoSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(14, true);
    if (BMP_INFO_HEADER_SIZES.has(infoSize)) return 'image/bmp';
  }
  return null;
}

export const isImage = (type: StoredContentType) => type !== 'application/pdf';
