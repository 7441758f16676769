import { DOCUMENT_MESSAGES } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { daysFromToday, documentsTestServer } from '../../../test/document-test-setup';
import { documents } from '../../db/schema';

const d = documentsTestServer();
const { db, list, listFor, putDocument } = d;

describe('GET /documents', () => {
  it('lists valid documents by default, 75 a page, and each status and type asked for as comma lists', async () => {
    const valid = await putDocument(['driver', d.ownDriver], 'driver_license');
    const pending = await putDocument(['driver', d.ownDriver], 'tlc_license', { status: 'pending' });
    const invalid = await putDocument(['driver', d.ownDriver], 'ssn', { status: 'invalid' });

    const byDefault = await listFor(d.dispatcher, ['driver', d.ownDriver]);
    expect(byDefault.status).toBe(200);
    expect(byDefault.body).toMatchObject({ total: 1, page: 1, per_page: 75 });
    expect(byDefault.body.documents.map((d) => d.id)).toEqual([valid]);

    const two = await listFor(d.dispatcher, ['driver', d.ownDriver], { statuses: 'pending,invalid' });
    expect(two.body.documents.map((d) => d.id).sort()).toEqual([pending, invalid].sort());
    const typed = await listFor(d.dispatcher, ['driver', d.ownDriver], {
      statuses: 'pending,valid,invalid',
      types: 'ssn,tlc_license',
    });
    expect(typed.body.documents.map((d) => d.type).sort()).toEqual(['ssn', 'tlc_license']);
    expect((await list(d.dispatcher, { statuses: 'valid,deleted' })).status).toBe(422);
  });

  it("keeps 'With URL Image' to documents with an image and searches names, titles and numbers", async () => {
    await putDocument(['driver', d.ownDriver], 'driver_license', { number: 'Q7654321' });
    const bare = await putDocument(['driver', d.ownDriver], 'tlc_license', { url: null });
    const all = await listFor(d.dispatcher, ['driver', d.ownDriver]);
    expect(all.body.total).toBe(2);
    const withImage = await listFor(d.dispatcher, ['driver', d.ownDriver], { with_url_image: 'true' });
    expect(withImage.body.documents.map((d) => d.id)).not.toContain(bare);
    expect(withImage.body.total).toBe(1);
    const searched = await listFor(d.dispatcher, ['driver', d.ownDriver], { search: 'q765' });
    expect(searched.body.documents.map((d) => d.number)).toEqual(['Q7654321']);
  });

  it('keeps to documents expiring within 120 days by default; range widens it, 0 lifts it', async () => {
    const soon = await putDocument(['driver', d.ownDriver], 'driver_license', {
      expiresAt: daysFromToday(119),
    });
    const late = await putDocument(['driver', d.ownDriver], 'tlc_license', { expiresAt: daysFromToday(200) });
    const undated = await putDocument(['driver', d.ownDriver], 'w9_form', { expiresAt: null });
    const ids = async (query: Record<string, string>) =>
      (await listFor(d.dispatcher, ['driver', d.ownDriver], query)).body.documents.map((d) => d.id).sort();
    expect(await ids({})).toEqual([soon, undated].sort());
    expect(await ids({ range: '200' })).toEqual([soon, late, undated].sort());
    expect(await ids({ range: '0' })).toEqual([soon, late, undated].sort());
  });

  it('pages from 5 to 250 rows and sorts by the columns of the spec', async () => {
    for (const type of [
      'driver_license',
      'tlc_license',
      'ssn',
      'w9_form',
      'defensive_driving',
      'drug_test',
    ]) {
      await putDocument(['driver', d.ownDriver], type);
    }
    const first = await listFor(d.dispatcher, ['driver', d.ownDriver], {
      per_page: '5',
      sort_by: 'title',
      sort_by_type: 'asc',
    });
    expect(first.body).toMatchObject({ total: 6, per_page: 5 });
    const titles = first.body.documents.map((d) => d.title);
    expect(titles).toEqual([...titles].sort());
    const second = await listFor(d.dispatcher, ['driver', d.ownDriver], {
      per_page: '5',
      page: '2',
      sort_by: 'title',
      sort_by_type: 'asc',
    });
    expect(second.body.documents).toHaveLength(1);
    expect((second.body.documents[0]?.title ?? '') > (titles[4] as string)).toBe(true);
    for (const per_page of ['4', '251']) {
      expect((await list(d.dispatcher, { per_page })).status).toBe(422);
    }
    expect((await list(d.dispatcher, { per_page: '250' })).status).toBe(200);
    expect((await list(d.dispatcher, { sort_by: 'number' })).status).toBe(422);
  });

  it('shows an expired document as invalid and expired, and flags entities missing a required document', async () => {
    await putDocument(['driver', d.ownDriver], 'driver_license', { expiresAt: daysFromToday(-1) });
    await putDocument(['driver', d.ownDriver], 'tlc_license');
    const answer = await listFor(d.dispatcher, ['driver', d.ownDriver], { statuses: 'invalid,valid' });
    const license = answer.body.documents.find((d) => d.type === 'driver_license');
    expect(license).toMatchObject({ status: 'invalid', expired: true, entity_documents_complete: false });
    expect((await listFor(d.dispatcher, ['driver', d.ownDriver])).body.documents.map((d) => d.type)).toEqual([
      'tlc_license',
    ]);

    await db()
      .update(documents)
      .set({ expiresAt: daysFromToday(0) })
      .where(eq(documents.driverId, d.ownDriver));
    const renewed = await listFor(d.dispatcher, ['driver', d.ownDriver]);
    expect(renewed.body.documents).toHaveLength(2);
    expect(renewed.body.documents.every((d) => d.entity_documents_complete && !d.expired)).toBe(true);
  });

  it('warns when the open-data expiry differs from the one on the photo', async () => {
    await putDocument(['driver', d.ownDriver], 'tlc_license', {
      expiresAt: daysFromToday(10),
      openDataExpiresAt: daysFromToday(40),
    });
    const [row] = (await listFor(d.dispatcher, ['driver', d.ownDriver])).body.documents;
    expect(row?.open_data_warning).toBe(DOCUMENT_MESSAGES.openDataMismatch);
  });
});
