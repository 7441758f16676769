import { API_BASE, COMPANY_STATE_HEADER, COMPANY_STATE_INVALID, isCompanyState } from '@fleetdesk/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * Refuses an API request whose company-state header (sent on routing and fleet calls) is not a US
 * state code, before anything runs: a client with a broken state select learns it at once (400)
 * instead of getting answers for a state it did not mean. A request without the header is fine.
 */
export function installCompanyStateCheck(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request) => {
    const value = request.headers[COMPANY_STATE_HEADER];
    if (value === undefined || !request.url.startsWith(`${API_BASE}/`)) return;
    if (typeof value !== 'string' || !isCompanyState(value)) {
      throw new AppError('bad_request', COMPANY_STATE_INVALID);
    }
  });
}
