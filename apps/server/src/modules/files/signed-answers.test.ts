import type { DocumentView, Driver, DriverDetail, RideDetail } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DISPATCHER } from '../../../test/api';
import { makeCar } from '../../../test/car-fixtures';
import { makeDriver } from '../../../test/driver-fixtures';
import { formWith, imageBytes } from '../../../test/file-fixtures';
import { makeRide, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { documents, drivers } from '../../db/schema';
import { LINK_INVALID } from '../../platform/adapters/storage/links';

/** Stored addresses reach browsers only signed, in every answer that carries them (decision 82). */

let server: TestServer;
let dispatcher: string;
let driverId: number;
const db = () => server.database.db;

const SIGNED = /^\/api\/v1\/files\/private\/.+\?expires=\d+&signature=[0-9a-f]{64}$/;

const status = async (url: string) => (await fetch(`${server.url}${url}`)).status;

/** The same address with the signature's last hex digit changed. */
const tampered = (url: string) => url.replace(/.$/, (c) => (c === '0' ? '1' : '0'));

const privateUpload = async () => {
  const answer = await call<{ data: { paths: { url: string }[] } }>(
    server.url,
    'POST',
    '/files?location=documents&public=0',
    {
      token: dispatcher,
      body: formWith('file', { bytes: await imageBytes(20, 20), name: 'a.png', type: 'image/png' }),
    },
  );
  return answer.body.data.paths[0]?.url as string;
};

beforeAll(async () => {
  server = await startTestServer();
  dispatcher = await tokenForEmail(db(), DISPATCHER);
  driverId = await makeDriver(db(), { status: 'active', firstName: 'Pictured' });
  await makeCar(db(), { driverId, status: 'active' });
  const photo = formWith('selfie', {
    bytes: await imageBytes(60, 80, 'jpeg'),
    name: 'me.jpg',
    type: 'image/jpeg',
  });
  const uploaded = await call(server.url, 'POST', `/drivers/${driverId}/upload-photo`, {
    token: dispatcher,
    body: photo,
  });
  expect(uploaded.status).toBe(200);
});
afterAll(() => server.close());

describe('driver photos in answers', () => {
  it('GET /drivers/{id} signs the photo and its thumbnail: they load, a tampered link does not', async () => {
    const { driver } = (
      await call<{ driver: DriverDetail }>(server.url, 'GET', `/drivers/${driverId}`, { token: dispatcher })
    ).body;
    expect(driver.selfie_url).toMatch(SIGNED);
    expect(driver.selfie_thumbnail_url).toMatch(SIGNED);
    expect(await status(driver.selfie_url as string)).toBe(200);
    expect(await status(driver.selfie_thumbnail_url as string)).toBe(200);
    expect(await status(tampered(driver.selfie_url as string))).toBe(403);

    // What the database keeps opens nothing by itself.
    const [stored] = await db().select().from(drivers).where(eq(drivers.id, driverId));
    expect(stored?.selfieUrl).not.toContain('signature');
    expect(await status(stored?.selfieUrl as string)).toBe(403);
  });

  it('GET /drivers signs the photo of each row', async () => {
    const page = await call<{ drivers: { data: Driver[] } }>(
      server.url,
      'GET',
      `/drivers?search_id=${driverId}`,
      {
        token: dispatcher,
      },
    );
    const [row] = page.body.drivers.data;
    expect(row?.selfie_thumbnail_url).toMatch(SIGNED);
    expect(await status(row?.selfie_thumbnail_url as string)).toBe(200);
  });

  it("a ride's answer signs its driver's thumbnail", async () => {
    const ride = await makeRide(db(), { status: 'assigned', driverId });
    const { body } = await call<{ ride: RideDetail }>(server.url, 'GET', `/rides/${ride.id}`, {
      token: dispatcher,
    });
    expect(body.ride.driver_selfie_thumbnail_url).toMatch(SIGNED);
    expect(await status(body.ride.driver_selfie_thumbnail_url as string)).toBe(200);
  });
});

describe('document images in answers', () => {
  const addDocument = (url: string, type: string) =>
    call<{ document: DocumentView; message: string }>(server.url, 'POST', '/documents', {
      token: dispatcher,
      body: { entity_type: 'driver', entity_id: driverId, type, url },
    });

  it('keeps the unsigned address of an uploaded image and answers it signed', async () => {
    const added = await addDocument(await privateUpload(), 'w9_form');
    expect(added.status).toBe(200);
    expect(added.body.document.url).toMatch(SIGNED);
    expect(await status(added.body.document.url as string)).toBe(200);
    const [stored] = await db().select().from(documents).where(eq(documents.id, added.body.document.id));
    expect(stored?.url).toMatch(/^\/api\/v1\/files\/private\/[^?]+$/);
  });

  it('refuses an address of ours whose signature it did not issue', async () => {
    const refused = await addDocument(tampered(await privateUpload()), 'drug_test');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(LINK_INVALID);
  });
});
