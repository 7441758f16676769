import type { AnyEndpoint } from '@fleetdesk/contract';
import type { Caller } from '../auth/context';
import { forbidden, unauthenticated } from '../errors';

export type ApiPrefix = 'staff' | 'fleet';

/**
 * The access rule every endpoint obeys, decided from its contract declaration before the handler runs:
 * - public endpoints: anyone (they are mounted under /api/v1 only);
 * - otherwise a valid session (401 if not);
 * - read-only admins only GET, and the calls marked `allowReadOnly` (sign-out, their own profile);
 * - fleet users only under /api/v1/fleet and only on endpoints marked `fleet` (403 otherwise);
 * - staff only under /api/v1 and only with the endpoint's permission key (403 otherwise).
 */
export function checkAccess(endpoint: AnyEndpoint, prefix: ApiPrefix, caller: Caller | null): void {
  if (endpoint.auth === 'public') return;
  if (!caller) throw unauthenticated();
  if (caller.isReadOnly && endpoint.method !== 'GET' && !endpoint.allowReadOnly) throw forbidden();
  if (caller.isFleet) {
    if (prefix !== 'fleet' || !endpoint.fleet) throw forbidden();
    return;
  }
  if (prefix === 'fleet') throw forbidden();
  if (endpoint.permission && !caller.permissions.has(endpoint.permission)) {
    throw forbidden(endpoint.permissionMessage);
  }
}
