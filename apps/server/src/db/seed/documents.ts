import type { DbOrTx } from '../client';
import { documents } from '../schema';
import { insertBatched } from './batch';
import { DocumentPlanner } from './document-plan';
import type { CarFacts, DriverFacts, PictureGroup, PlannedDocument } from './document-plan-types';
import type { CarRow, DriverRow } from './drivers';
import { renderDocumentCard } from './images';
import { type PlannedPicture, seedPictureKey, storedUrl } from './pictures';
import { createRandom } from './random';

/** Where document scans live. */
const DOCUMENT_LOCATION = 'documents';
/** Scans rendered per seed (about 10 ms each), whatever the demo's size: see `pictureGroup`. */
export const MAX_SEEDED_SCANS = 100;
/** The budget's share per group; what a group leaves unused goes to the others' leftovers in this order. */
const SCAN_SHARES: readonly [PictureGroup, number][] = [
  ['review', 0.5],
  ['showcase', 0.2],
  ['refused', 0.15],
  ['expiry', 0.15],
];

/**
 * A group's papers entity by entity, taking drivers and cars in turn (first driver, first car, second
 * driver…), so a budget that cannot picture the whole group still pictures both kinds, whole files at a time.
 */
function interleaveKinds(group: readonly PlannedDocument[]): PlannedDocument[] {
  const ordinals = new Map<string, number>();
  const counts = { driver: 0, car: 0 };
  const ordinalOf = (d: PlannedDocument) => {
    const entity = `${d.entityType}:${d.entityId}`;
    if (!ordinals.has(entity)) ordinals.set(entity, counts[d.entityType]++);
    return ordinals.get(entity) as number;
  };
  const keyed = group.map((d) => ({ d, ordinal: ordinalOf(d), car: d.entityType === 'car' ? 1 : 0 }));
  keyed.sort((a, b) => a.ordinal - b.ordinal || a.car - b.car || a.d.id - b.d.id);
  return keyed.map((entry) => entry.d);
}

/** The papers to picture: each group's share of the budget, then leftovers, in a stable order. */
export function documentsToPicture(planned: readonly PlannedDocument[]): PlannedDocument[] {
  const chosen: PlannedDocument[] = [];
  const leftovers: PlannedDocument[] = [];
  for (const [group, share] of SCAN_SHARES) {
    const members = interleaveKinds(planned.filter((d) => d.pictureGroup === group));
    const quota = Math.floor(MAX_SEEDED_SCANS * share);
    chosen.push(...members.slice(0, quota));
    leftovers.push(...members.slice(quota));
  }
  chosen.push(...leftovers.slice(0, MAX_SEEDED_SCANS - chosen.length));
  return chosen.sort((a, b) => a.id - b.id);
}

const driverFacts = (row: DriverRow): DriverFacts => ({
  id: row.id as number,
  firstName: row.firstName,
  lastName: row.lastName,
  status: row.status ?? 'waiting_for_approval',
  ssn: row.ssn ?? null,
  driverLicense: row.driverLicense ?? null,
  driverLicenseState: row.driverLicenseState ?? null,
  tlcLicense: row.tlcLicense ?? null,
  createdAt: row.createdAt as Date,
});

const carFacts = (row: CarRow): CarFacts => ({
  id: row.id as number,
  driverId: row.driverId ?? null,
  fleetId: row.fleetId ?? null,
  typeId: row.typeId,
  plateNumber: row.plateNumber,
  state: row.state ?? 'NY',
  isTemporary: row.isTemporary ?? false,
  createdAt: row.createdAt as Date,
});

/** Plans every driver's and car's papers (see document-plan.ts). */
export function planDocuments(driverRows: readonly DriverRow[], carRows: readonly CarRow[], now: Date) {
  const planner = new DocumentPlanner(createRandom('documents'), now);
  const names = new Map<number, string>();
  driverRows.forEach((row, index) => {
    const driver = driverFacts(row);
    names.set(driver.id, `${driver.firstName} ${driver.lastName}`);
    planner.addDriver(driver, index);
  });
  carRows.forEach((row, index) => {
    const car = carFacts(row);
    planner.addCar(car, index, DocumentPlanner.carOwnerName(car, names));
  });
  return planner.documents;
}

const toRow = (document: PlannedDocument, url: string | null): typeof documents.$inferInsert => ({
  id: document.id,
  driverId: document.entityType === 'driver' ? document.entityId : null,
  carId: document.entityType === 'car' ? document.entityId : null,
  typeId: document.typeId,
  status: document.status,
  number: document.number,
  state: document.state,
  expiresAt: document.expiresAt,
  issueDate: document.issueDate,
  effectiveDate: document.effectiveDate,
  licenseClass: document.licenseClass,
  endorsements: document.endorsements ?? [],
  restrictions: document.restrictions ?? [],
  insuranceCompany: document.insuranceCompany,
  ownerName: document.ownerName,
  address: document.address,
  ssn: document.ssn,
  url,
  isActual: document.isActual,
  message: document.message,
  actualityMessage: document.actualityMessage,
  createdAt: document.createdAt,
  updatedAt: document.updatedAt,
});

/**
 * Writes every driver's and car's documents. With `withScans`, the papers `documentsToPicture` picks point
 * at a private scan, returned to be drawn and stored (see pictures.ts); without, none has a picture.
 */
export async function insertDocuments(
  db: DbOrTx,
  input: { driverRows: readonly DriverRow[]; carRows: readonly CarRow[]; now: Date; withScans: boolean },
): Promise<{ documents: number; scans: PlannedPicture[] }> {
  const planned = planDocuments(input.driverRows, input.carRows, input.now);
  const urls = new Map<number, string>();
  const scans: PlannedPicture[] = [];
  for (const document of input.withScans ? documentsToPicture(planned) : []) {
    const key = seedPictureKey(DOCUMENT_LOCATION, `document-${document.id}`);
    urls.set(document.id, storedUrl(key));
    scans.push({
      key,
      location: DOCUMENT_LOCATION,
      ownerType: document.entityType,
      ownerId: document.entityId,
      render: () => renderDocumentCard(document.image),
    });
  }
  await insertBatched(
    db,
    documents,
    planned.map((document) => toRow(document, urls.get(document.id) ?? null)),
  );
  return { documents: planned.length, scans };
}
