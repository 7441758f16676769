import { files, MESSAGES } from '@fleetdesk/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from '../errors';

/** Field path → messages, in the shape every 4xx answer carries. */
function fieldErrors(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= [];
    errors[key].push(issue.message);
  }
  return errors;
}

/**
 * One mapping from errors to answers: AppError → its status; bad input → 422 with field messages;
 * malformed requests → 400. Anything else is a bug: logged, and answered 500 without details.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ message: error.message, errors: error.errors, ...error.extra });
    }
    if (error instanceof ZodError) {
      const errors = fieldErrors(error);
      const first = Object.values(errors)[0]?.[0] ?? MESSAGES.invalidData;
      return reply.status(422).send({ message: first, errors });
    }
    const database = databaseErrorAnswer(error);
    if (database) return reply.status(database.status).send({ message: database.message });
    const status = (error as FastifyError).statusCode;
    if (status === 413) return reply.status(413).send({ message: tooLargeMessage(error as FastifyError) });
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error(error);
    return reply.status(500).send({ message: MESSAGES.somethingWrong });
  });
}

/** A refused upload in the spec's words (spec 2 §8): a file over the size limit, or too many parts. */
const tooLargeMessage = (error: FastifyError): string =>
  ['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT'].includes(error.code)
    ? files.FILE_MESSAGES.tooMany
    : files.FILE_MESSAGES.tooLarge;

/**
 * A safety net under the services' own checks: a constraint the database enforced is the client's
 * mistake (or a race it lost), not a server failure.
 */
function databaseErrorAnswer(error: unknown): { status: number; message: string } | undefined {
  const code = sqlState(error);
  if (!code) return undefined;
  if (code === '23505') return { status: 409, message: 'This record already exists.' };
  if (code === '23503') return { status: 422, message: 'A referenced record does not exist.' };
  if (code === '23514' || code === '23502') return { status: 422, message: MESSAGES.invalidData };
  if (code.startsWith('22')) return { status: 422, message: MESSAGES.invalidData };
  if (code === '40001' || code === '40P01')
    return { status: 409, message: 'The record changed meanwhile. Please try again!' };
  return undefined;
}

/**
 * PostgreSQL's SQLSTATE of an error, looked up along its causes: Drizzle wraps the driver's error in a
 * DrizzleQueryError whose `cause` carries the code.
 */
export function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as Error).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
