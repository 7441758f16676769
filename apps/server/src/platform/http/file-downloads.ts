import type { FastifyInstance } from 'fastify';
import {
  FILES_PATH,
  type FileLinks,
  type FileStorage,
  LINK_EXPIRED,
  LINK_INVALID,
} from '../adapters/storage';
import { isDownload, parseStorageKey } from '../adapters/storage/keys';
import { AppError, forbidden, notFound } from '../errors';

/** A year: a stored key is never rewritten (a rotated image is a new file), so a public file never changes. */
const PUBLIC_MAX_AGE_S = 365 * 24 * 3600;

/**
 * GET /api/v1/files/{public|private}/{location}/{name}: the bytes of a stored file. Public files are
 * served to anyone at their stable address; private ones only with a valid, unexpired signature
 * (links.ts), which needs no bearer token so an <img> or a new tab can load it. Outside the contract
 * because it answers bytes, not JSON.
 */
export function registerFileDownloads(app: FastifyInstance, storage: FileStorage, links: FileLinks): void {
  app.get<{
    Params: { visibility: string; location: string; name: string };
    Querystring: { expires?: string; signature?: string };
  }>(`${FILES_PATH}/:visibility/:location/:name`, async (request, reply) => {
    const { visibility, location, name } = request.params;
    const key = `${visibility}/${location}/${name}`;
    const parsed = parseStorageKey(key);
    if (!parsed) throw notFound('File');
    if (!parsed.isPublic) {
      const result = links.check(key, request.query.expires, request.query.signature);
      if (result === 'expired') throw new AppError('forbidden', LINK_EXPIRED);
      if (result === 'invalid') throw forbidden(LINK_INVALID);
    }
    const object = await storage.get(key);
    if (!object) throw notFound('File');
    const expiresInS = Math.max(0, Number(request.query.expires ?? 0) - Math.floor(Date.now() / 1000));
    return reply
      .header(
        'content-type',
        parsed.contentType.startsWith('text/') ? `${parsed.contentType}; charset=utf-8` : parsed.contentType,
      )
      .header('content-length', object.size)
      .header(
        'content-disposition',
        // No file name here: the page names the saved file (`<a download>`), which a header name would override.
        isDownload(parsed.contentType) ? 'attachment' : 'inline',
      )
      .header(
        'cache-control',
        parsed.isPublic ? `public, max-age=${PUBLIC_MAX_AGE_S}, immutable` : `private, max-age=${expiresInS}`,
      )
      .send(object.body);
  });
}
