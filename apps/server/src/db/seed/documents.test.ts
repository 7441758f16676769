import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type DocumentValues,
  documentProblems,
  driverLicenseProblem,
  isUsRegionCode,
} from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { businessDay } from '../../modules/documents/rules';
import { FILES_PATH } from '../../platform/adapters/storage';
import { createDiskStorage } from '../../platform/adapters/storage/disk';
import type { Db } from '../client';
import { seedDemo } from '.';
import { EXPIRING_WITHIN_DAYS } from './document-plan';
import { MAX_SEEDED_SCANS } from './documents';

const NOW = new Date('2025-06-10T15:30:00Z');
const TODAY = businessDay(NOW);
const FILES_PREFIX = `${FILES_PATH}/`;
const JPEG_MAGIC = 'ffd8ff';

interface DocumentRow extends Record<string, unknown> {
  id: number;
  type_key: string;
  driver_id: number | null;
  car_id: number | null;
  status: string;
  number: string | null;
  state: string | null;
  expires_at: string | null;
  issue_date: string | null;
  effective_date: string | null;
  license_class: string | null;
  endorsements: string[];
  restrictions: string[];
  insurance_company: string | null;
  owner_name: string | null;
  address: string | null;
  ssn: string | null;
  url: string | null;
  is_actual: boolean;
  updated_at: Date | string;
}

interface Seeded {
  database: TestDatabase;
  dataDir: string;
  log: string[];
}

async function seed(): Promise<Seeded> {
  const database = await createTestDatabase({ empty: true });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fleetdesk-seed-'));
  const log: string[] = [];
  await seedDemo(database.db, {
    now: NOW,
    rides: 30,
    storage: createDiskStorage(dataDir),
    log: (line) => log.push(line),
  });
  return { database, dataDir, log };
}

async function rows<T extends Record<string, unknown>>(db: Db, query: string): Promise<T[]> {
  return (await db.execute<T>(sql.raw(query))).rows as T[];
}

const DOCUMENTS_QUERY = `select d.*, to_char(d.expires_at, 'YYYY-MM-DD') as expires_at,
  to_char(d.issue_date, 'YYYY-MM-DD') as issue_date, to_char(d.effective_date, 'YYYY-MM-DD') as effective_date,
  t.key as type_key from documents d join document_types t on t.id = d.type_id order by d.id`;

const daysFromToday = (day: string) =>
  (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${TODAY}T00:00:00Z`)) / 86_400_000;
const keyOf = (url: string) => url.slice(FILES_PREFIX.length);

let first: Seeded;
let db: Db;
let docs: DocumentRow[];

beforeAll(async () => {
  first = await seed();
  db = first.database.db;
  docs = await rows<DocumentRow>(db, DOCUMENTS_QUERY);
});

afterAll(async () => {
  await first?.database.drop();
  if (first) await rm(first.dataDir, { recursive: true, force: true });
});

describe('demo documents', () => {
  it('gives every driver and every car its papers', async () => {
    const withoutPapers = await rows(
      db,
      `select 'driver' as kind, id from drivers d where not exists (select 1 from documents where driver_id = d.id)
       union all select 'car', id from cars c where not exists (select 1 from documents where car_id = c.id)`,
    );
    expect(withoutPapers).toEqual([]);
    const driverKeys = new Set(docs.filter((d) => d.driver_id !== null).map((d) => d.type_key));
    expect([...driverKeys].sort()).toEqual(
      ['defensive_driving', 'driver_license', 'drug_test', 'ssn', 'tlc_license', 'w9_form'].sort(),
    );
    const carKeys = new Set(docs.filter((d) => d.car_id !== null).map((d) => d.type_key));
    expect([...carKeys].sort()).toEqual(
      ['insurance_id_card', 'rate_card', 'registration', 'tlc_vehicle_license', 'vehicle_inspection'].sort(),
    );
  });

  it('mixes expired, expiring this week, pending and rejected papers into a mostly valid file', () => {
    const expired = docs.filter((d) => d.expires_at !== null && d.expires_at < TODAY);
    const expiringThisWeek = docs.filter(
      (d) =>
        d.status === 'valid' &&
        d.expires_at !== null &&
        daysFromToday(d.expires_at) >= 0 &&
        daysFromToday(d.expires_at) <= 7,
    );
    const pending = docs.filter((d) => d.status === 'pending');
    const rejected = docs.filter(
      (d) => d.status === 'invalid' && (d.expires_at === null || d.expires_at >= TODAY),
    );
    const valid = docs.filter((d) => d.status === 'valid');
    for (const group of [expired, expiringThisWeek, pending, rejected])
      expect(group.length).toBeGreaterThan(5);
    expect(valid.length / docs.length).toBeGreaterThan(0.7);
    // Dates follow the seed's `now`: expired within the last 45 days, expiring within the coming week.
    expect(expired.every((d) => daysFromToday(d.expires_at as string) >= -45)).toBe(true);
    expect(expiringThisWeek.every((d) => daysFromToday(d.expires_at as string) <= EXPIRING_WITHIN_DAYS)).toBe(
      true,
    );
    // Stored as the daily job leaves them: never valid, flagged not actual.
    expect(expired.every((d) => d.status === 'invalid' && !d.is_actual)).toBe(true);
    expect(docs.filter((d) => d.is_actual).every((d) => d.expires_at === null || d.expires_at >= TODAY)).toBe(
      true,
    );
    // Pending papers arrived during the last three days.
    const nowMs = NOW.getTime();
    const updatedMs = (d: DocumentRow) => new Date(d.updated_at).getTime();
    expect(pending.every((d) => nowMs - updatedMs(d) <= 3 * 86_400_000)).toBe(true);
    expect(docs.every((d) => updatedMs(d) <= nowMs)).toBe(true);
  });

  it('flags some drivers and cars for an expired required paper', async () => {
    const flagged = await rows<{ kind: string }>(
      db,
      `select case when d.driver_id is null then 'car' else 'driver' end as kind from documents d
       join document_types t on t.id = d.type_id where t.required and d.expires_at < '${TODAY}'::date`,
    );
    expect(new Set(flagged.map((row) => row.kind))).toEqual(new Set(['driver', 'car']));
  });

  it('fills every field of each type as the review rules of spec 2 §5 require', () => {
    const problems = docs
      .map((d) => {
        const values: DocumentValues = {
          expires_at: d.expires_at,
          issue_date: d.issue_date,
          effective_date: d.effective_date,
          number: d.number,
          state: d.state,
          license_class: d.license_class,
          endorsements: d.endorsements,
          restrictions: d.restrictions,
          insurance_company: d.insurance_company,
          name: d.owner_name,
          address: d.address,
          ssn: d.ssn,
        };
        return { id: d.id, type: d.type_key, problems: documentProblems(d.type_key, values, true) };
      })
      .filter((entry) => Object.keys(entry.problems).length > 0);
    expect(problems).toEqual([]);
    expect(docs.filter((d) => d.type_key === 'rate_card').length).toBeGreaterThan(0);
  });

  it("gives drivers licence numbers in their licence state's format, the same as on their licence", async () => {
    const drivers = await rows<{ id: number; driver_license: string; driver_license_state: string }>(
      db,
      'select id, driver_license, driver_license_state from drivers',
    );
    const states = new Set(drivers.map((d) => d.driver_license_state));
    expect(states).toEqual(new Set(['NY', 'NJ']));
    const wrong = drivers.filter(
      (d) =>
        !isUsRegionCode(d.driver_license_state) ||
        driverLicenseProblem(d.driver_license_state, d.driver_license) !== null,
    );
    expect(wrong).toEqual([]);
    const byDriver = new Map(drivers.map((d) => [d.id, d]));
    const licences = docs.filter((d) => d.type_key === 'driver_license');
    expect(licences.length).toBe(drivers.length);
    for (const licence of licences) {
      const driver = byDriver.get(licence.driver_id as number);
      expect([licence.number, licence.state]).toEqual([driver?.driver_license, driver?.driver_license_state]);
    }
  });

  it('seeds temporary cars of applicants, offline, whose papers all await review', async () => {
    const temporary = await rows<{ id: number; status: string; driver_status: string }>(
      db,
      'select c.id, c.status, d.status as driver_status from cars c join drivers d on d.id = c.driver_id where c.is_temporary',
    );
    expect(temporary.length).toBeGreaterThanOrEqual(3);
    expect(
      temporary.every((car) => car.status === 'offline' && car.driver_status === 'waiting_for_approval'),
    ).toBe(true);
    const ids = new Set(temporary.map((car) => car.id));
    const papers = docs.filter((d) => d.car_id !== null && ids.has(d.car_id));
    expect(papers.length).toBeGreaterThanOrEqual(temporary.length * 4);
    expect(papers.every((d) => d.status === 'pending')).toBe(true);
  });

  it('stores a JPEG photo and thumbnail for every driver, privately, through the storage', async () => {
    const drivers = await rows<{
      id: number;
      selfie_url: string | null;
      selfie_thumbnail_url: string | null;
    }>(db, 'select id, selfie_url, selfie_thumbnail_url from drivers order by id');
    expect(drivers.every((d) => d.selfie_url?.startsWith(`${FILES_PREFIX}private/drivers/`))).toBe(true);
    const driver = drivers[0];
    for (const url of [driver?.selfie_url, driver?.selfie_thumbnail_url]) {
      const bytes = await readFile(path.join(first.dataDir, keyOf(url as string)));
      expect(bytes.subarray(0, 3).toString('hex')).toBe(JPEG_MAGIC);
    }
    const [files] = await rows<{ n: string; private: string; owned: string }>(
      db,
      `select count(*) as n, count(*) filter (where not is_public) as private,
         count(*) filter (where owner_type = 'driver' and owner_id is not null) as owned
       from files where location = 'drivers' and content_type = 'image/jpeg'`,
    );
    expect(Number(files?.n)).toBe(drivers.length * 2);
    expect(Number(files?.private)).toBe(drivers.length * 2);
    expect(Number(files?.owned)).toBe(drivers.length * 2);
  });

  it('pictures papers of every status and both kinds within the scan budget, each a stored JPEG', async () => {
    const pictured = docs.filter((d) => d.url !== null);
    expect(pictured.length).toBe(MAX_SEEDED_SCANS);
    expect(docs.length - pictured.length).toBeGreaterThan(0);
    expect(new Set(pictured.map((d) => d.status))).toEqual(new Set(['pending', 'valid', 'invalid']));
    const pendingPictured = pictured.filter((d) => d.status === 'pending');
    expect(pendingPictured.length).toBeGreaterThanOrEqual(MAX_SEEDED_SCANS / 2);
    expect(
      pendingPictured.some((d) => d.car_id !== null) && pendingPictured.some((d) => d.driver_id !== null),
    ).toBe(true);
    for (const d of pictured) {
      expect(d.url?.startsWith(`${FILES_PREFIX}private/documents/`)).toBe(true);
      const bytes = await readFile(path.join(first.dataDir, keyOf(d.url as string)));
      expect(bytes.subarray(0, 3).toString('hex')).toBe(JPEG_MAGIC);
    }
    const [files] = await rows<{ n: string }>(
      db,
      `select count(*) as n from files where location = 'documents'`,
    );
    expect(Number(files?.n)).toBe(MAX_SEEDED_SCANS);
  });

  it('writes the same documents, photos and scans for the same now', async () => {
    const second = await seed();
    try {
      const fingerprint = `select md5(string_agg(x::text, '|' order by x::text)) as h from (
        select d::text as x from documents d union all
        select concat_ws(',', storage_key, content_type, size_bytes, owner_type, owner_id, created_at) from files) q`;
      const [a] = await rows<{ h: string }>(db, fingerprint);
      const [b] = await rows<{ h: string }>(second.database.db, fingerprint);
      expect(b?.h).toBe(a?.h);
      const hashOf = async (dir: string, url: string) =>
        createHash('sha256')
          .update(await readFile(path.join(dir, keyOf(url))))
          .digest('hex');
      const sample = docs.find((d) => d.url !== null)?.url as string;
      expect(await hashOf(second.dataDir, sample)).toBe(await hashOf(first.dataDir, sample));
      // How long the pictures cost (printed for the record; the budget is about 1-2 s on this machine).
      console.log(
        second.log.filter((line) => /drivers|documents|riders|rides|pictures|done/.test(line)).join('\n'),
      );
    } finally {
      await second.database.drop();
      await rm(second.dataDir, { recursive: true, force: true });
    }
  });
});
