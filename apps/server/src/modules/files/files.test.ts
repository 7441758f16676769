import { files as contract, MESSAGES } from '@fleetdesk/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DISPATCHER, FLEET_USER } from '../../../test/api';
import { bmpBytes, formWith, imageBytes, jpegWithExif, PDF_BYTES } from '../../../test/file-fixtures';
import { tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { auditLog, files } from '../../db/schema';

const { FILE_MESSAGES } = contract;

/** The upload limit of this test's server: 64 KB, so the 413 case needs no large buffer. */
const LIMIT_BYTES = 64 * 1024;

let server: TestServer;
let dispatcher: string;
let fleetUser: string;
const db = () => server.database.db;

type Stored = contract.StoredFileView;
type Answer = { data: { paths: Stored[] }; message?: string; errors?: Record<string, string[]> };

const upload = (form: FormData, query = 'location=tests&public=1', token = dispatcher, fleet = false) =>
  call<Answer>(server.url, 'POST', `/files?${query}`, { token, body: form, fleet });

/** The bytes a client gets from a returned URL. */
async function download(url: string) {
  const response = await fetch(`${server.url}${url}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const rowOf = async (id: number) => (await db().select().from(files).where(eq(files.id, id)))[0];

beforeAll(async () => {
  server = await startTestServer({ env: { UPLOAD_MAX_MB: String(LIMIT_BYTES / 1024 / 1024) } });
  dispatcher = await tokenForEmail(db(), DISPATCHER);
  fleetUser = await tokenForEmail(db(), FLEET_USER);
});

afterAll(async () => {
  await server?.close();
});

describe('POST /files', () => {
  it('stores a png under files[] with its row, thumbnail and an audit row per stored file', async () => {
    const res = await upload(
      formWith('files[]', { bytes: await imageBytes(40, 30), name: 'a.png', type: 'image/png' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [stored] = res.body.data.paths;
    expect(stored).toMatchObject({ content_type: 'image/png' });
    expect(stored?.url).toMatch(/^\/api\/v1\/files\/public\/tests\/[0-9a-f-]{36}\.png$/);
    const row = await rowOf(stored?.id as number);
    expect(row).toMatchObject({
      location: 'tests',
      isPublic: true,
      contentType: 'image/png',
      ownerType: null,
    });
    expect(row?.sizeBytes).toBe(stored?.size);
    const thumbnail = await download(stored?.thumbnail_url as string);
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ width: 200, height: 200, format: 'png' });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'file.store'), eq(auditLog.entityId, String(stored?.id))));
    expect(audits).toHaveLength(1);
    // The original and its thumbnail are both stored files, each with its audit row.
    const thumbnailRow = (
      await db()
        .select()
        .from(files)
        .where(eq(files.storageKey, row?.storageKey.replace('.png', '-thumb.png') as string))
    )[0];
    expect(thumbnailRow?.contentType).toBe('image/png');
  });

  it('takes several files under files[] and one under file', async () => {
    const many = formWith(
      'files[]',
      { bytes: await imageBytes(10, 10), name: 'a.png', type: 'image/png' },
      { bytes: PDF_BYTES, name: 'b.pdf', type: 'application/pdf' },
    );
    const res = await upload(many);
    expect(res.status).toBe(200);
    expect(res.body.data.paths.map((p) => p.content_type)).toEqual(['image/png', 'application/pdf']);
    expect(res.body.data.paths[1]?.thumbnail_url).toBeNull();
    const single = await upload(
      formWith('file', { bytes: PDF_BYTES, name: 'c.pdf', type: 'application/pdf' }),
    );
    expect(single.body.data.paths).toHaveLength(1);
  });

  it('sniffs the type from the bytes, not the name or the claimed type', async () => {
    const pdfNamedJpg = await upload(
      formWith('file', { bytes: PDF_BYTES, name: 'photo.jpg', type: 'image/jpeg' }),
    );
    expect(pdfNamedJpg.body.data.paths[0]).toMatchObject({ content_type: 'application/pdf' });
    expect(pdfNamedJpg.body.data.paths[0]?.url).toMatch(/\.pdf$/);
    const pngNamedJpg = await upload(
      formWith('file', { bytes: await imageBytes(5, 5), name: 'x.jpg', type: 'image/jpeg' }),
    );
    expect(pngNamedJpg.body.data.paths[0]).toMatchObject({ content_type: 'image/png' });
    const served = await download(pdfNamedJpg.body.data.paths[0]?.url as string);
    expect(served).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(served.bytes.equals(PDF_BYTES)).toBe(true);
  });

  it('refuses anything but jpeg, png, bmp or pdf in the spec words, whatever its name', async () => {
    const before = await db().select().from(files);
    for (const bytes of [
      Buffer.from('just text, named .png'),
      Buffer.from('GIF89a....'),
      Buffer.from('BM not a bitmap'),
    ]) {
      const res = await upload(formWith('file', { bytes, name: 'x.png', type: 'image/png' }));
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(FILE_MESSAGES.wrongType);
      expect(res.body.errors?.file).toEqual([FILE_MESSAGES.wrongType]);
    }
    // A jpeg header on bytes that are no image is refused too, not stored.
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 7)]);
    expect(
      (await upload(formWith('file', { bytes: fakeJpeg, name: 'x.jpg', type: 'image/jpeg' }))).body.message,
    ).toBe(FILE_MESSAGES.wrongType);
    expect(await db().select().from(files)).toHaveLength(before.length);
  });

  it('stores a 24-bit bmp as png, pixels kept', async () => {
    const res = await upload(
      formWith('file', { bytes: bmpBytes(3, 2), name: 'paint.bmp', type: 'image/bmp' }),
    );
    expect(res.body.data.paths[0]).toMatchObject({ content_type: 'image/png' });
    const stored = await download(res.body.data.paths[0]?.url as string);
    const { data, info } = await sharp(stored.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 3, height: 2 });
    expect([...data.subarray(0, 3)]).toEqual([0, 0, 255]);
  });

  it('strips EXIF from a stored jpeg and turns it the way its orientation said', async () => {
    const original = await jpegWithExif(40, 30);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes('SecretCam')).toBe(true);
    const res = await upload(formWith('file', { bytes: original, name: 'phone.jpg', type: 'image/jpeg' }));
    const stored = await download(res.body.data.paths[0]?.url as string);
    const metadata = await sharp(stored.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(stored.bytes.includes('SecretCam')).toBe(false);
    expect(stored.bytes.includes('GPS 40.7128N')).toBe(false);
    // Orientation 6 means "turn 90° to show": the stored picture is upright without the tag.
    expect(metadata).toMatchObject({ format: 'jpeg', width: 30, height: 40 });
  });

  it('answers 413 in the spec words for a file over the limit, and stores nothing', async () => {
    const before = await db().select().from(files);
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(LIMIT_BYTES + 1)]);
    const res = await upload(formWith('file', { bytes: big, name: 'big.jpg', type: 'image/jpeg' }));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(FILE_MESSAGES.tooLarge);
    expect(await db().select().from(files)).toHaveLength(before.length);
  });

  it("answers 'Required' without a file and refuses more files than allowed", async () => {
    const none = await upload(new FormData());
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(MESSAGES.required);
    const png = await imageBytes(4, 4);
    const parts = Array.from({ length: contract.MAX_FILES_PER_UPLOAD + 1 }, () => ({
      bytes: png,
      name: 'a.png',
      type: 'image/png',
    }));
    const tooMany = await upload(formWith('files[]', ...parts));
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe(FILE_MESSAGES.tooMany);
  });

  it('refuses a location that could become a path', async () => {
    const res = await upload(
      formWith('file', { bytes: PDF_BYTES, name: 'a.pdf', type: 'application/pdf' }),
      'location=../etc',
    );
    expect(res.status).toBe(422);
    expect(res.body.errors?.location).toBeDefined();
  });

  it('lets a fleet user upload; private by default, so the URL is signed', async () => {
    const res = await upload(
      formWith('file', { bytes: PDF_BYTES, name: 'a.pdf', type: 'application/pdf' }),
      'location=fleet',
      fleetUser,
      true,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.paths[0]?.url).toMatch(
      /^\/api\/v1\/files\/private\/fleet\/[0-9a-f-]{36}\.pdf\?expires=\d+&signature=[0-9a-f]{64}$/,
    );
    expect((await download(res.body.data.paths[0]?.url as string)).status).toBe(200);
  });
});

describe('POST /files/rotate-image', () => {
  const rotate = (body: unknown, token = dispatcher) =>
    call<{ url: string; data: Stored; message?: string }>(server.url, 'POST', '/files/rotate-image', {
      token,
      body,
    });

  it('stores a copy turned 90° clockwise and keeps the original', async () => {
    const res = await upload(
      formWith('file', { bytes: await imageBytes(40, 30, 'jpeg'), name: 'doc.jpg', type: 'image/jpeg' }),
      'location=docs',
    );
    const original = res.body.data.paths[0] as Stored;
    const rotated = await rotate({ image_url: original.url, degree: 90, location: 'docs', public: 0 });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    expect(rotated.body.url).not.toBe(original.url);
    expect(rotated.body.url).toMatch(/^\/api\/v1\/files\/private\/docs\/.*\.jpg\?expires=/);
    expect(await sharp((await download(rotated.body.url)).bytes).metadata()).toMatchObject({
      width: 30,
      height: 40,
      format: 'jpeg',
    });
    expect(await sharp((await download(original.url)).bytes).metadata()).toMatchObject({
      width: 40,
      height: 30,
    });
    expect(await rowOf(rotated.body.data.id)).toMatchObject({
      location: 'docs',
      isPublic: false,
      contentType: 'image/jpeg',
    });
  });

  it('rotates a private image through its signed link, and refuses the link once tampered', async () => {
    const res = await upload(
      formWith('file', { bytes: await imageBytes(20, 10), name: 'a.png', type: 'image/png' }),
      'location=docs',
    );
    const signed = res.body.data.paths[0]?.url as string;
    expect((await rotate({ image_url: signed, degree: 90 })).status).toBe(200);
    const tampered = signed.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`);
    const refused = await rotate({ image_url: tampered, degree: 90 });
    expect(refused.status).toBe(403);
    const unsigned = await rotate({ image_url: signed.split('?')[0], degree: 90 });
    expect(unsigned.status).toBe(403);
  });

  it('keeps a private image private when asked for a public copy: a signed link is no way to publish', async () => {
    const res = await upload(
      formWith('file', { bytes: await imageBytes(20, 10), name: 'licence.png', type: 'image/png' }),
      'location=documents&public=0',
      fleetUser,
      true,
    );
    const signed = res.body.data.paths[0]?.url as string;
    const rotated = await rotate({ image_url: signed, degree: 90, location: 'documents', public: 1 });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    expect(rotated.body.url).toMatch(/^\/api\/v1\/files\/private\/documents\/.*\.png\?expires=/);
    expect((await rowOf(rotated.body.data.id))?.isPublic).toBe(false);
    expect((await download(rotated.body.url.split('?')[0] as string)).status).toBe(403);
  });

  it('refuses addresses that are not our files, pdfs, and other angles', async () => {
    const foreign = await rotate({ image_url: 'https://example.com/a.jpg', degree: 90 });
    expect(foreign.status).toBe(422);
    expect(foreign.body.message).toBe(FILE_MESSAGES.notOurs);
    const unknown = await rotate({
      image_url: '/api/v1/files/public/x/00000000-0000-0000-0000-000000000000.png',
      degree: 90,
    });
    expect(unknown.body.message).toBe(FILE_MESSAGES.notOurs);
    for (const malformed of ['http://[', '/api/v1/files/private/x/%E0%A4%A.png']) {
      const answer = await rotate({ image_url: malformed, degree: 90 });
      expect(answer.status, malformed).toBe(422);
      expect(answer.body.message).toBe(FILE_MESSAGES.notOurs);
    }
    const pdf = await upload(formWith('file', { bytes: PDF_BYTES, name: 'a.pdf', type: 'application/pdf' }));
    const notImage = await rotate({ image_url: pdf.body.data.paths[0]?.url, degree: 90 });
    expect(notImage.status).toBe(422);
    expect(notImage.body.message).toBe(FILE_MESSAGES.notAnImage);
    const png = await upload(
      formWith('file', { bytes: await imageBytes(4, 4), name: 'a.png', type: 'image/png' }),
    );
    expect((await rotate({ image_url: png.body.data.paths[0]?.url, degree: 45 })).status).toBe(422);
  });
});
