import { COMPANY_STATE_INVALID } from '@fleetdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, FLEET_USER } from '../../../test/api';
import { tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';

let server: TestServer;
let fleet: string;

beforeAll(async () => {
  server = await startTestServer();
  fleet = await tokenForEmail(server.database.db, FLEET_USER);
});
afterAll(() => server.close());

const fleetRides = (companyState?: string) =>
  call<{ message?: string }>(server.url, 'GET', '/rides?page=1', {
    token: fleet,
    fleet: true,
    headers: companyState === undefined ? {} : { 'company-state': companyState },
  });

describe('company-state header', () => {
  it('is accepted on fleet calls as a US state code, and may be left out', async () => {
    expect((await fleetRides('NY')).status).toBe(200);
    expect((await fleetRides()).status).toBe(200);
  });

  it('answers 400 naming the header when it is not a US state code', async () => {
    for (const value of ['ny', 'New York', 'ZZ', '']) {
      const answer = await fleetRides(value);
      expect(answer).toEqual({
        status: 400,
        body: expect.objectContaining({ message: COMPANY_STATE_INVALID }),
      });
    }
  });

  it('is documented on fleet paths of the OpenAPI document, not on staff ones', async () => {
    const { body } = await call<{ paths: Record<string, { get?: { parameters: { $ref?: string }[] } }> }>(
      server.url,
      'GET',
      '/api/docs',
    );
    const refsOf = (path: string) => body.paths[path]?.get?.parameters.map((p) => p.$ref) ?? [];
    expect(refsOf('/api/v1/fleet/rides')).toContain('#/components/parameters/CompanyState');
    expect(refsOf('/api/v1/rides')).not.toContain('#/components/parameters/CompanyState');
  });
});
