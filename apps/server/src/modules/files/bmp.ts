/** Decoded pixels as sharp takes raw input. */
export interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 3 };
}

/** Larger images are refused rather than decoded (a 4-byte header can claim gigapixels). */
export const MAX_IMAGE_PIXELS = 50_000_000;

const BI_RGB = 0;
const BI_BITFIELDS = 3;

/**
 * A BMP's pixels as RGB, for the uncompressed 24- and 32-bit kinds every editor and camera app writes
 * (sharp reads no BMP at all). Null for the rare others (paletted, RLE) and for damaged files.
 */
export function decodeBmp(bytes: Uint8Array): RawImage | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length < 54) return null;
  const pixelOffset = buffer.readUInt32LE(10);
  const width = buffer.readInt32LE(18);
  const signedHeight = buffer.readInt32LE(22);
  const bitsPerPixel = buffer.readUInt16LE(28);
  const compression = buffer.readUInt32LE(30);
  const height = Math.abs(signedHeight);
  const uncompressed = compression === BI_RGB || (compression === BI_BITFIELDS && bitsPerPixel === 32);
  if (!uncompressed || (bitsPerPixel !== 24 && bitsPerPixel !== 32)) return null;
  if (width <= 0 || height === 0 || width * height > MAX_IMAGE_PIXELS) return null;
  const bytesPerPixel = bitsPerPixel / 8;
  const stride = Math.ceil((width * bitsPerPixel) / 32) * 4;
  if (pixelOffset + stride * height > buffer.length) return null;
  const data = Buffer.alloc(width * height * 3);
  // Rows are stored bottom-up unless the height is negative; pixels are blue, green, red (, unused).
  for (let row = 0; row < height; row++) {
    const source = pixelOffset + stride * (signedHeight > 0 ? height - 1 - row : row);
    for (let x = 0; x < width; x++) {
      const from = source + x * bytesPerPixel;
      const to = (row * width + x) * 3;
      data[to] = buffer.readUInt8(from + 2);
      data[to + 1] = buffer.readUInt8(from + 1);
      data[to + 2] = buffer.readUInt8(from);
    }
  }
  return { data, info: { width, height, channels: 3 } };
}
