import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { MESSAGES } from '../messages';
import { idField } from '../validation/common';

/** Spec 2 §5 and §8: the words a client shows for a refused upload. */
export const FILE_MESSAGES = {
  wrongType: 'The file must be in jpeg, png or bmp format',
  tooLarge: 'The file is too large. Please upload a smaller file.',
  onlyOne: 'Only one file is allowed',
  tooMany: 'Too many files at once.',
  photoUpdated: 'Great! You have update driver photo',
  notOurs: 'The image was not found.',
  notAnImage: 'Only jpeg and png images can be rotated.',
} as const;

/** Files one POST /files may carry. */
export const MAX_FILES_PER_UPLOAD = 10;

/**
 * One uploaded file as the server's multipart parser hands it over (bytes); a repeated field arrives
 * as an array. Its type is sniffed from the bytes by the server, never taken from the name.
 */
const uploadedFile = z
  .custom<Uint8Array>((v) => v instanceof Uint8Array, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? MESSAGES.required : FILE_MESSAGES.wrongType,
  })
  .meta({ type: 'string', format: 'binary' });

/** Exactly one file (spec 2 §5, photo upload: 'Required' / 'Only one file is allowed'). */
const exactlyOneFile = z
  .unknown()
  .refine((v) => !Array.isArray(v), FILE_MESSAGES.onlyOne)
  .pipe(uploadedFile)
  .meta({ type: 'string', format: 'binary' });

/** A field that may carry one file or several (a repeated field arrives as an array); absent = none. */
const fileList = z.preprocess((v) => (Array.isArray(v) ? v : [v]), z.array(uploadedFile)).optional();

/** `public` as the client sends it in a query, a form or JSON: 1/0 or true/false; private by default. */
const publicFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['1', '0', 'true', 'false'])])
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** A folder name the client groups files by; letters, digits, - and _ only, so it never becomes a path. */
const location = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Location may hold only letters, digits, - and _ (at most 40).')
  .default('uploads');

export const StoredFileView = z.object({
  id: z.number().int(),
  /** Public files: a stable URL; private ones: a signed URL that expires (docs/decisions.md, files). */
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  content_type: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
  size: z.number().int(),
});
export type StoredFileView = z.infer<typeof StoredFileView>;

export const uploadFiles = defineEndpoint({
  method: 'POST',
  path: '/files',
  summary: 'Store uploaded files (multipart `files[]` or `file`): jpeg, png, bmp or pdf; EXIF removed',
  tag: 'files',
  auth: 'user',
  permission: null,
  fleet: true,
  multipart: true,
  query: z.object({ location, public: publicFlag }),
  body: z
    .object({ file: fileList, 'files[]': fileList, files: fileList })
    .transform((b) => [...(b.file ?? []), ...(b['files[]'] ?? []), ...(b.files ?? [])])
    .refine((list) => list.length > 0, { message: MESSAGES.required, path: ['file'] })
    .refine((list) => list.length <= MAX_FILES_PER_UPLOAD, {
      message: FILE_MESSAGES.tooMany,
      path: ['file'],
    }),
  response: z.object({ data: z.object({ paths: z.array(StoredFileView) }) }),
});

export const rotateImage = defineEndpoint({
  method: 'POST',
  path: '/files/rotate-image',
  summary: 'Store a copy of an image (one this server gave out) turned clockwise by a multiple of 90°',
  tag: 'files',
  auth: 'user',
  permission: null,
  fleet: true,
  body: z.object({
    image_url: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(2000),
    degree: z.coerce
      .number()
      .default(90)
      .refine((d) => [90, 180, 270, -90].includes(d), 'Degree must be 90, 180, 270 or -90.'),
    location,
    public: publicFlag,
  }),
  response: z.object({ url: z.string(), data: StoredFileView }),
});

export const uploadDriverPhoto = defineEndpoint({
  method: 'POST',
  path: '/drivers/{id}/upload-photo',
  summary: "Replace a driver's photo (multipart `selfie`): stored privately with a thumbnail, EXIF removed",
  tag: 'drivers',
  auth: 'user',
  permission: 'drivers.edit-photo',
  permissionMessage: "You don't have permission to edit this",
  fleet: true,
  multipart: true,
  params: z.object({ id: idField }),
  body: z.object({ selfie: exactlyOneFile }),
  response: z.object({
    driver: z.object({
      id: z.number().int(),
      selfie_url: z.string(),
      selfie_thumbnail_url: z.string().nullable(),
    }),
    message: z.string(),
  }),
});
