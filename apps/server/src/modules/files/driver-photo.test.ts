import { files as contract, MESSAGES } from '@fleetdesk/contract';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DISPATCHER, FLEET_USER } from '../../../test/api';
import { formWith, imageBytes, jpegWithExif, PDF_BYTES } from '../../../test/file-fixtures';
import { activeDrivers, fleetOfEmail, staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { auditLog, drivers, files } from '../../db/schema';

const { FILE_MESSAGES } = contract;

let server: TestServer;
let dispatcher: string;
let fleetUser: string;
let ownDriver: number;
let otherFleetDriver: number;
const db = () => server.database.db;

type Answer = {
  driver: { id: number; selfie_url: string; selfie_thumbnail_url: string | null };
  message: string;
  errors?: Record<string, string[]>;
};

const uploadPhoto = (id: number, form: FormData, token = dispatcher, fleet = false) =>
  call<Answer>(server.url, 'POST', `/drivers/${id}/upload-photo`, { token, body: form, fleet });

const selfie = async (bytes?: Buffer) =>
  formWith('selfie', {
    bytes: bytes ?? (await imageBytes(60, 80, 'jpeg')),
    name: 'me.jpg',
    type: 'image/jpeg',
  });

const photoOf = async (id: number) =>
  (
    await db()
      .select({ selfieUrl: drivers.selfieUrl, selfieThumbnailUrl: drivers.selfieThumbnailUrl })
      .from(drivers)
      .where(eq(drivers.id, id))
  )[0];

async function download(url: string) {
  const response = await fetch(`${server.url}${url}`);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

beforeAll(async () => {
  server = await startTestServer();
  dispatcher = await tokenForEmail(db(), DISPATCHER);
  fleetUser = await tokenForEmail(db(), FLEET_USER);
  const fleetId = await fleetOfEmail(db(), FLEET_USER);
  ownDriver = (await activeDrivers(db(), fleetId))[0]?.id as number;
  otherFleetDriver = (await activeDrivers(db(), fleetId, true))[0]?.id as number;
});

afterAll(async () => {
  await server?.close();
});

describe('POST /drivers/{id}/upload-photo', () => {
  it('stores the photo privately with a thumbnail and points the driver at both', async () => {
    const res = await uploadPhoto(ownDriver, await selfie(await jpegWithExif(60, 80)));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Great! You have update driver photo');
    expect(res.body.driver.selfie_url).toMatch(
      /^\/api\/v1\/files\/private\/drivers\/[0-9a-f-]{36}\.jpg\?expires=\d+&signature=/,
    );
    // The database keeps the stable address; each answer signs it afresh.
    const stored = await photoOf(ownDriver);
    expect(stored?.selfieUrl).toBe(res.body.driver.selfie_url.split('?')[0]);
    expect(stored?.selfieThumbnailUrl).toBe(res.body.driver.selfie_thumbnail_url?.split('?')[0]);
    const photo = await download(res.body.driver.selfie_url);
    expect((await sharp(photo.bytes).metadata()).exif).toBeUndefined();
    const thumbnail = await download(res.body.driver.selfie_thumbnail_url as string);
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ width: 200, height: 200 });
    const keys = [stored?.selfieUrl, stored?.selfieThumbnailUrl].map(
      (u) => u?.replace('/api/v1/files/', '') as string,
    );
    const rows = await db().select().from(files).where(inArray(files.storageKey, keys));
    expect(rows.map((r) => ({ ownerType: r.ownerType, ownerId: r.ownerId, isPublic: r.isPublic }))).toEqual([
      { ownerType: 'driver', ownerId: ownDriver, isPublic: false },
      { ownerType: 'driver', ownerId: ownDriver, isPublic: false },
    ]);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'driver.photo'), eq(auditLog.entityId, String(ownDriver))));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toEqual({
      selfie_url: stored?.selfieUrl,
      selfie_thumbnail_url: stored?.selfieThumbnailUrl,
    });
  });

  it("lets a fleet user change only their fleet's drivers' photos", async () => {
    const own = await uploadPhoto(ownDriver, await selfie(), fleetUser, true);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const before = await photoOf(otherFleetDriver);
    const filesBefore = await db().select().from(files);
    const other = await uploadPhoto(otherFleetDriver, await selfie(), fleetUser, true);
    expect(other.status).toBe(404);
    expect(await photoOf(otherFleetDriver)).toEqual(before);
    expect(await db().select().from(files)).toHaveLength(filesBefore.length);
  });

  it("lets a fleet user rotate only the photos of their fleet's drivers", async () => {
    const rotate = (url: string) =>
      call(server.url, 'POST', '/files/rotate-image', {
        token: fleetUser,
        fleet: true,
        body: { image_url: url, degree: 90 },
      });
    const own = await uploadPhoto(ownDriver, await selfie());
    expect((await rotate(own.body.driver.selfie_url)).status).toBe(200);
    const other = await uploadPhoto(otherFleetDriver, await selfie());
    const filesBefore = await db().select().from(files);
    // A valid link is not enough: the file's driver must be one the caller reaches.
    const refused = await rotate(other.body.driver.selfie_url);
    expect(refused.status).toBe(404);
    expect(await db().select().from(files)).toHaveLength(filesBefore.length);
  });

  it('refuses a facility user: drivers are no facility’s', async () => {
    const facility = await tokenForEmail(db(), 'facility@fleetdesk.test');
    const before = await photoOf(ownDriver);
    const res = await uploadPhoto(ownDriver, await selfie(), facility);
    expect([403, 404]).toContain(res.status);
    expect(await photoOf(ownDriver)).toEqual(before);
  });

  it("refuses staff without drivers.edit-photo in the spec's words", async () => {
    const keyless = await staffHolding(db(), ['drivers.edit-state']);
    const res = await uploadPhoto(ownDriver, await selfie(), keyless);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You don't have permission to edit this");
  });

  it("answers 'Required', 'Only one file is allowed' and the type message", async () => {
    const none = await uploadPhoto(ownDriver, new FormData());
    expect(none.status).toBe(422);
    expect(none.body.errors?.selfie).toEqual([MESSAGES.required]);
    const jpeg = await imageBytes(10, 10, 'jpeg');
    const two = formWith(
      'selfie',
      { bytes: jpeg, name: 'a.jpg', type: 'image/jpeg' },
      { bytes: jpeg, name: 'b.jpg', type: 'image/jpeg' },
    );
    const twice = await uploadPhoto(ownDriver, two);
    expect(twice.status).toBe(422);
    expect(twice.body.errors?.selfie).toEqual([FILE_MESSAGES.onlyOne]);
    // A photo must be an image: a pdf is refused even though /files takes it.
    const pdf = await uploadPhoto(
      ownDriver,
      formWith('selfie', { bytes: PDF_BYTES, name: 'me.jpg', type: 'image/jpeg' }),
    );
    expect(pdf.status).toBe(422);
    expect(pdf.body.errors?.selfie).toEqual([FILE_MESSAGES.wrongType]);
  });

  it('answers 404 for a driver that does not exist', async () => {
    expect((await uploadPhoto(999_999, await selfie())).status).toBe(404);
  });
});
