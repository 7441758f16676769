import { Readable } from 'node:stream';
import {
  type AnyEndpoint,
  API_BASE,
  COMPANY_STATE_HEADER,
  DEFAULT_COMPANY_STATE,
  type Endpoint,
  FLEET_API_BASE,
  PERMISSION_KEYS,
} from '@fleetdesk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type Caller, type FleetScope, scopeOf } from '../auth/context';
import { resolveCaller } from '../auth/sessions';
import { unauthenticated } from '../errors';
import { type ApiPrefix, checkAccess } from './access';

export interface RequestContext<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** Null only on public endpoints. */
  caller: Caller | null;
  scope: FleetScope;
  ip: string;
  userAgent: string | undefined;
  /** The Idempotency-Key header of a write: a retry with the same key gets the first answer back. */
  idempotencyKey: string | undefined;
  /** The company-state header (checked by company-state.ts), NY when absent: the routing state. */
  companyState: string;
  /** Only for endpoints declared `rawBody`: the body's exact bytes and the request's headers. */
  raw?: { body: Buffer; headers: FastifyRequest['headers'] };
}

export type Handler<E> =
  E extends Endpoint<infer P, infer Q, infer B, infer R>
    ? (ctx: RequestContext<z.output<P>, z.output<Q>, z.output<B>>) => Promise<z.input<R>>
    : never;

/** Signed-in handlers get a caller that is never null. */
export type AuthedContext<E> =
  E extends Endpoint<infer P, infer Q, infer B, z.ZodType>
    ? RequestContext<z.output<P>, z.output<Q>, z.output<B>> & { caller: Caller }
    : never;

const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Keys longer than this are not kept (a client's UUID is 36 characters). */
const IDEMPOTENCY_KEY_MAX = 200;
const idempotencyKeyOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' ? header.trim() : '';
  return key.length > 0 && key.length <= IDEMPOTENCY_KEY_MAX ? key : undefined;
};

const companyStateOf = (request: FastifyRequest): string => {
  const header = request.headers[COMPANY_STATE_HEADER];
  return typeof header === 'string' ? header : DEFAULT_COMPANY_STATE;
};

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length < 200 ? token : null;
};

const rawBodies = new WeakMap<FastifyRequest, Buffer>();
/** Keeps the bytes of a body as they came (a signature is over them) and hands the same bytes on to parsing. */
async function keepRawBody(request: FastifyRequest, _reply: unknown, payload: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of payload) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  rawBodies.set(request, body);
  return Readable.from([body]);
}

/** How one route is served beyond its contract. */
export interface RouteOptions {
  /** The least level its request lines are logged at (Fastify's route `logLevel`); the server's level otherwise. */
  logLevel?: 'warn';
}

export interface EndpointRegistry {
  route<E extends AnyEndpoint>(endpoint: E, handler: Handler<E>, options?: RouteOptions): void;
  /** Every endpoint registered so far: the contract test checks it matches the contract. */
  registered(): readonly AnyEndpoint[];
}

/**
 * Registers contract endpoints on Fastify under both prefixes. Inputs are parsed with the contract's
 * schemas (a failure is a 422 with field messages); responses are checked against the contract when
 * `validateResponses` is on, so drift between server and contract fails tests instead of clients.
 */
export function createEndpointRegistry(
  app: FastifyInstance,
  db: Db,
  options: { validateResponses: boolean },
): EndpointRegistry {
  const registered: AnyEndpoint[] = [];
  const mount = (
    endpoint: AnyEndpoint,
    handler: (ctx: RequestContext<unknown, unknown, unknown>) => Promise<unknown>,
    prefix: ApiPrefix,
    routeOptions: RouteOptions,
  ) => {
    const base = prefix === 'fleet' ? FLEET_API_BASE : API_BASE;
    app.route({
      method: endpoint.method,
      url: `${base}${toFastifyPath(endpoint.path)}`,
      preParsing: endpoint.rawBody ? keepRawBody : undefined,
      logLevel: routeOptions.logLevel,
      handler: async (request, reply) => {
        const token = bearerToken(request);
        const caller = token ? await resolveCaller(db, token, PERMISSION_KEYS) : null;
        checkAccess(endpoint, prefix, caller);
        const ctx: RequestContext<unknown, unknown, unknown> = {
          params: endpoint.params ? endpoint.params.parse(request.params) : {},
          query: endpoint.query ? endpoint.query.parse(request.query ?? {}) : {},
          body: endpoint.body ? endpoint.body.parse(request.body ?? {}) : {},
          caller,
          scope: scopeOf(caller),
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          idempotencyKey: idempotencyKeyOf(request),
          companyState: companyStateOf(request),
          raw: endpoint.rawBody
            ? { body: rawBodies.get(request) ?? Buffer.alloc(0), headers: request.headers }
            : undefined,
        };
        const result = await handler(ctx);
        const body = options.validateResponses ? endpoint.response.parse(result) : result;
        return reply.send(body);
      },
    });
  };
  return {
    route(endpoint, handler, routeOptions = {}) {
      registered.push(endpoint);
      const run = handler as (ctx: RequestContext<unknown, unknown, unknown>) => Promise<unknown>;
      mount(endpoint, run, 'staff', routeOptions);
      if (endpoint.auth !== 'public') mount(endpoint, run, 'fleet', routeOptions);
    },
    registered: () => registered,
  };
}

/** The caller of a signed-in endpoint; the access check has already refused anonymous requests. */
export function signedIn(caller: Caller | null): Caller {
  if (!caller) throw unauthenticated();
  return caller;
}
