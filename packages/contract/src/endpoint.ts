import type { z } from 'zod';
import type { PermissionKey } from './permissions';

/**
 * One API call, declared once. The server registers its route from this object (access check
 * included), the web client calls through it, and the OpenAPI document is generated from it.
 *
 * - `auth: 'public'` needs no token; `'user'` needs a valid session.
 * - `permission` is the key a staff user must hold (null: any signed-in staff user).
 * - `fleet` marks the calls fleet users may make, under `/api/v1/fleet`; their queries are scoped
 *   to their fleet. Fleet users never need a permission key: reaching the endpoint is the grant.
 */
export interface Endpoint<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  tag: string;
  auth: 'public' | 'user';
  permission: PermissionKey | null;
  /** The 403 text when a staff user lacks `permission`, where the spec words it (default: the generic one). */
  permissionMessage?: string;
  fleet: boolean;
  /**
   * A read-only admin may make this call although it is not a GET: it touches only their own session
   * or profile. Every other non-GET call refuses them.
   */
  allowReadOnly?: boolean;
  /** The body is multipart/form-data (file uploads): files arrive as bytes, repeated fields as arrays. */
  multipart?: boolean;
  /** The handler also gets the body's exact bytes and the headers (a signed call checks its signature). */
  rawBody?: boolean;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  response: TResponse;
}

export function defineEndpoint<
  TParams extends z.ZodType,
  TQuery extends z.ZodType,
  TBody extends z.ZodType,
  TResponse extends z.ZodType,
>(endpoint: Endpoint<TParams, TQuery, TBody, TResponse>): Endpoint<TParams, TQuery, TBody, TResponse> {
  return endpoint;
}

export type AnyEndpoint = Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

type Input<T> = T extends z.ZodType ? z.input<T> : never;
type Output<T> = T extends z.ZodType ? z.output<T> : never;

export type EndpointParams<E> = E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? P : never;
export type EndpointQuery<E> = E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? Q : never;
export type EndpointBody<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? B : never;
export type EndpointResponse<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? R : never;

/** What a caller passes: the inputs the schemas accept. */
export interface CallInput<E> {
  params?: Input<EndpointParams<E>>;
  query?: Input<EndpointQuery<E>>;
  body?: Input<EndpointBody<E>>;
}

/** What a caller gets back. */
export type CallResult<E> = Output<EndpointResponse<E>>;

/** Fills `{name}` placeholders of a path: `/rides/{id}` + {id: 5} → `/rides/5`. */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
