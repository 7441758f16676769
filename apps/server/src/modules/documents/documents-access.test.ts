import { FACILITY_ROLE_ID, MESSAGES } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentsTestServer } from '../../../test/document-test-setup';
import { staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { admins, permissions, rolePermissions } from '../../db/schema';

const d = documentsTestServer();
const { db, list, listFor, create, update, remove, putDocument, documentRow } = d;

describe('who may see and change documents', () => {
  it("gives a fleet user their fleet's documents only; another fleet's answer as missing", async () => {
    const own = await putDocument(['driver', d.ownDriver], 'tlc_license');
    const other = await putDocument(['driver', d.otherDriver], 'tlc_license');
    const listed = await list(
      d.fleetUser,
      { statuses: 'valid', range: '0', per_page: '250', types: 'tlc_license' },
      true,
    );
    expect(listed.status).toBe(200);
    const ids = listed.body.documents.map((d) => d.id);
    expect(ids).toContain(own);
    expect(ids).not.toContain(other);
    expect((await listFor(d.fleetUser, ['driver', d.otherDriver], {}, true)).body.total).toBe(0);

    expect((await update(d.fleetUser, other, { status: 'invalid' }, true)).status).toBe(404);
    expect((await remove(d.fleetUser, other, true)).status).toBe(404);
    const foreign = await create(
      d.fleetUser,
      { entity_type: 'driver', entity_id: d.otherDriver, type: 'ssn', url: '/x.png' },
      true,
    );
    expect(foreign.status).toBe(404);
    expect((await documentRow(other))?.status).toBe('valid');

    expect((await update(d.fleetUser, own, { status: 'invalid' }, true)).status).toBe(200);
    expect((await remove(d.fleetUser, own, true)).status).toBe(200);
  });

  it('lists nothing to a facility user and answers their writes as missing', async () => {
    const id = await putDocument(['driver', d.ownDriver], 'tlc_license');
    // The facility role holds the key here, so only the reach can refuse.
    const [key] = await db().select().from(permissions).where(eq(permissions.key, 'drivers.edit-documents'));
    await db()
      .insert(rolePermissions)
      .values({ roleId: FACILITY_ROLE_ID, permissionId: key?.id as number })
      .onConflictDoNothing();
    const facility = await tokenForEmail(db(), 'facility@fleetdesk.test');
    const listed = await list(facility, { range: '0' });
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(0);
    expect((await update(facility, id, { status: 'invalid' })).status).toBe(404);
    expect((await remove(facility, id)).status).toBe(404);
    const added = await create(facility, {
      entity_type: 'driver',
      entity_id: d.ownDriver,
      type: 'ssn',
      url: '/x.png',
    });
    expect(added.status).toBe(404);
    expect((await documentRow(id))?.status).toBe('valid');
  });

  it('needs drivers.edit-documents to write (403 without), none to read', async () => {
    const id = await putDocument(['driver', d.ownDriver], 'tlc_license');
    const reader = await staffHolding(db(), []);
    expect((await listFor(reader, ['driver', d.ownDriver])).status).toBe(200);
    const refused = await update(reader, id, { status: 'invalid' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.forbidden);
    expect((await remove(reader, id)).status).toBe(403);
    expect(
      (await create(reader, { entity_type: 'driver', entity_id: d.ownDriver, type: 'ssn', url: '/x.png' }))
        .status,
    ).toBe(403);

    const reviewer = await staffHolding(db(), ['drivers.edit-documents']);
    expect((await update(reviewer, id, { status: 'invalid' })).status).toBe(200);
  });

  it('refuses every write to a read-only admin and lets them read', async () => {
    const id = await putDocument(['driver', d.ownDriver], 'tlc_license');
    const email = 'read-only.documents@fleetdesk.test';
    await db().insert(admins).values({
      email,
      username: email,
      firstName: 'Read',
      lastName: 'Only',
      passwordHash: 'x',
      isReadOnly: true,
      superAdmin: true,
    });
    const token = await tokenForEmail(db(), email);
    expect((await listFor(token, ['driver', d.ownDriver])).status).toBe(200);
    expect((await update(token, id, { status: 'invalid' })).status).toBe(403);
    expect((await remove(token, id)).status).toBe(403);
    expect((await documentRow(id))?.status).toBe('valid');
  });
});
