import { ADMIN_ROLE_ID, type DocumentView, type Driver, type DriverDetail } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, DISPATCHER, FLEET_USER } from '../../../test/api';
import { makeDriver } from '../../../test/driver-fixtures';
import { fleetOfEmail, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { adminRoles, admins, documents, documentTypes } from '../../db/schema';

/** SSNs are read whole by super admins and the Admin role only; everyone else reads the last four. */

let server: TestServer;
const db = () => server.database.db;
const tokens: Record<'superAdmin' | 'adminRole' | 'dispatcher' | 'fleet', string> = {
  superAdmin: '',
  adminRole: '',
  dispatcher: '',
  fleet: '',
};
let driverId: number;

const SSN = '900123456';
const MASKED = '***-**-3456';

/** A staff user whose only role is Admin, in the operator's company. */
async function adminRoleToken() {
  const email = 'admin.role@ssn.test';
  const [admin] = await db()
    .insert(admins)
    .values({ email, username: email, firstName: 'Role', lastName: 'Admin', passwordHash: 'x' })
    .returning({ id: admins.id });
  await db()
    .insert(adminRoles)
    .values({ adminId: admin?.id as number, roleId: ADMIN_ROLE_ID, companyId: 39 });
  return tokenForEmail(db(), email);
}

async function holdDocument(typeKey: string, values: Partial<typeof documents.$inferInsert>) {
  const [type] = await db().select().from(documentTypes).where(eq(documentTypes.key, typeKey));
  await db()
    .insert(documents)
    .values({ driverId, typeId: type?.id as number, status: 'pending', ...values });
}

const readDriver = async (token: string, fleet = false) =>
  (await call<{ driver: DriverDetail }>(server.url, 'GET', `/drivers/${driverId}`, { token, fleet })).body
    .driver;
const readDocuments = async (token: string, fleet = false) =>
  (
    await call<{ documents: DocumentView[] }>(
      server.url,
      'GET',
      `/documents?entity_type=driver&entity_id=${driverId}&statuses=pending&range=0`,
      { token, fleet },
    )
  ).body.documents;

beforeAll(async () => {
  server = await startTestServer();
  tokens.superAdmin = await tokenForEmail(db(), ADMIN);
  tokens.adminRole = await adminRoleToken();
  tokens.dispatcher = await tokenForEmail(db(), DISPATCHER);
  tokens.fleet = await tokenForEmail(db(), FLEET_USER);
  driverId = await makeDriver(db(), { ssn: SSN, fleetId: await fleetOfEmail(db(), FLEET_USER) });
  await holdDocument('ssn', { number: SSN });
  await holdDocument('w9_form', { ssn: SSN });
});
afterAll(() => server.close());

describe('SSN masking', () => {
  it('shows the whole SSN to a super admin and to the Admin role, in drivers and documents', async () => {
    for (const token of [tokens.superAdmin, tokens.adminRole]) {
      expect((await readDriver(token)).ssn).toBe(SSN);
      const papers = await readDocuments(token);
      expect(papers.find((d) => d.type === 'ssn')?.number).toBe(SSN);
      expect(papers.find((d) => d.type === 'w9_form')?.ssn).toBe(SSN);
    }
  });

  it('masks it for other staff and for fleet users, in the driver, the grid and documents', async () => {
    for (const [token, fleet] of [
      [tokens.dispatcher, false],
      [tokens.fleet, true],
    ] as const) {
      expect((await readDriver(token, fleet)).ssn).toBe(MASKED);
      const grid = await call<{ drivers: { data: Driver[] } }>(
        server.url,
        'GET',
        `/drivers?search_id=${driverId}`,
        { token, fleet },
      );
      expect(grid.body.drivers.data.map((d) => d.ssn)).toEqual([MASKED]);
      const papers = await readDocuments(token, fleet);
      expect(papers.find((d) => d.type === 'ssn')?.number).toBe(MASKED);
      expect(papers.find((d) => d.type === 'w9_form')?.ssn).toBe(MASKED);
    }
  });

  it('keeps the stored SSN when an edit sends back the masked number it was shown', async () => {
    const shown = await readDriver(tokens.fleet, true);
    const body = {
      first_name: 'Masked',
      last_name: 'Editor',
      dob_date: '1980-01-02',
      sex: 'male',
      ssn: MASKED,
      email: 'masked.editor@example.com',
      phone_number: '(332) 555-0142',
      address_street: '1 Main St',
      address_city: 'Queens',
      address_zipcode: '11375',
      address_state: 'NY',
      status: shown.status,
    };
    const edit = await call(server.url, 'POST', `/drivers/${driverId}`, {
      token: tokens.fleet,
      fleet: true,
      body,
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const after = await readDriver(tokens.superAdmin);
    expect(after.first_name).toBe('Masked');
    expect(after.ssn).toBe(SSN);
  });
});
