import fastifyMultipart from '@fastify/multipart';
import { files } from '@fleetdesk/contract';
import type { FastifyInstance } from 'fastify';
import { unauthenticated } from '../errors';

/**
 * multipart/form-data bodies (uploads) parsed before the contract's schema runs: text fields become
 * strings, files become Buffers, a repeated field becomes an array. A file over `maxBytes` stops the
 * request with 413 (worded by the error handler); one more file than a request may carry lets the
 * schema answer 'Too many files at once.', more than that stops it at the parser.
 */
export async function installMultipart(app: FastifyInstance, maxBytes: number): Promise<void> {
  // Every upload endpoint needs a session, and the body is read before the route's access check:
  // an upload without any token is refused before a byte of it is buffered.
  app.addHook('onRequest', async (request) => {
    const isUpload = request.headers['content-type']?.toLowerCase().startsWith('multipart/');
    if (isUpload && !request.headers.authorization?.startsWith('Bearer ')) throw unauthenticated();
  });
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: {
      fileSize: maxBytes,
      files: files.MAX_FILES_PER_UPLOAD + 1,
      fields: 20,
      parts: files.MAX_FILES_PER_UPLOAD + 21,
    },
  });
}
