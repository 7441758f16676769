import { files } from '@fleetdesk/contract';
import sharp, { type Sharp } from 'sharp';
import type { StoredContentType } from '../../platform/adapters/storage/keys';
import { invalidField } from '../../platform/errors';
import { decodeBmp, MAX_IMAGE_PIXELS } from './bmp';
import { isImage, sniffContentType } from './rules';

/** What gets stored: jpeg and png as sent (re-encoded), bmp as png, pdf untouched. */
export interface PreparedFile {
  bytes: Buffer;
  contentType: Exclude<StoredContentType, 'image/bmp'>;
}

/** Side of the square a thumbnail fits in. */
export const THUMBNAIL_SIZE = 200;

const BMP_UNSUPPORTED = 'Only uncompressed 24- or 32-bit bmp images are supported; save it as jpeg or png.';

const wrongType = (field: string) => invalidField(field, files.FILE_MESSAGES.wrongType);

const encode = (image: Sharp, as: 'image/jpeg' | 'image/png') =>
  as === 'image/jpeg' ? image.jpeg({ quality: 90 }).toBuffer() : image.png().toBuffer();

const open = (input: Buffer | Uint8Array) =>
  sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });

/**
 * Checks an upload and makes what is stored. The type comes from the bytes (a pdf named .jpg is a pdf,
 * a text file named .png is refused). Images are decoded and re-encoded: that drops EXIF and every
 * other metadata block (GPS position, camera serial) and applies the EXIF orientation first, so the
 * picture still stands the right way up. A file that claims to be an image but does not decode is
 * refused with the same words as a wrong type.
 */
export async function prepareUpload(
  bytes: Uint8Array,
  field: string,
  options: { imagesOnly: boolean },
): Promise<PreparedFile> {
  const type = sniffContentType(bytes);
  if (!type || (options.imagesOnly && !isImage(type))) throw wrongType(field);
  if (type === 'application/pdf') return { bytes: Buffer.from(bytes), contentType: type };
  if (type === 'image/bmp') {
    const raw = decodeBmp(bytes);
    if (!raw) throw invalidField(field, BMP_UNSUPPORTED);
    return { bytes: await sharp(raw.data, { raw: raw.info }).png().toBuffer(), contentType: 'image/png' };
  }
  try {
    return { bytes: await encode(open(bytes).rotate(), type), contentType: type };
  } catch {
    throw wrongType(field);
  }
}

/** A small copy for lists and headers, in the original's format, cropped to fill the square. */
export const makeThumbnail = (image: PreparedFile & { contentType: 'image/jpeg' | 'image/png' }) =>
  encode(open(image.bytes).resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' }), image.contentType);

/** The image turned clockwise by `degree` (a multiple of 90), in its own format. */
export const rotateImageBytes = (bytes: Uint8Array, as: 'image/jpeg' | 'image/png', degree: number) =>
  encode(open(bytes).rotate(degree), as);
