import { NO_ENDORSEMENT } from '@fleetdesk/contract';
// The documents module's pure rules: the seed stores papers exactly as its expiry job would leave them.
import { actuality, businessDay } from '../../modules/documents/rules';
import { SEED_FLEETS } from './companies';
import type {
  CarFacts,
  DocumentStatus,
  DocumentTypeKey,
  DriverFacts,
  PictureGroup,
  PlannedDocument,
  Situation,
} from './document-plan-types';
import type { DocumentCardInput } from './images';
import type { Random } from './random';
import { CAR_TYPE, SEED_DOCUMENT_TYPES } from './reference';

/**
 * Which papers each demo driver and car carries, and in what state. Pure: the seed writes what this returns.
 * Every entity gets the full set for its kind; one "focus" paper per entity carries the entity's situation
 * (expired, expiring this week, waiting for review, rejected), so the documents page, the expiry flags and
 * the driver page all have something to show without most of the fleet being unable to work.
 */

const DAY_MS = 86_400_000;

/** Days after the seed's date within which a document counts as "expiring this week". */
export const EXPIRING_WITHIN_DAYS = 6;

export const DRIVER_DOCUMENT_KEYS = [
  'driver_license',
  'tlc_license',
  'ssn',
  'w9_form',
  'defensive_driving',
  'drug_test',
] as const satisfies readonly DocumentTypeKey[];
export const CAR_DOCUMENT_KEYS = [
  'insurance_id_card',
  'registration',
  'tlc_vehicle_license',
  'vehicle_inspection',
] as const satisfies readonly DocumentTypeKey[];
/** Only taxis (medallion and street-hail cabs) carry a rate card. */
const TAXI_TYPES: ReadonlySet<number> = new Set([CAR_TYPE.nyYellow, CAR_TYPE.nyGreen]);
/** Papers that never expire (spec 2 §3: the ssn and w9_form field sets have no expiry). */
const TIMELESS: ReadonlySet<DocumentTypeKey> = new Set(['ssn', 'w9_form']);
/** Without these valid and unexpired a driver or car may not work: expiry stories are told with them. */
const REQUIRED: ReadonlySet<DocumentTypeKey> = new Set(
  SEED_DOCUMENT_TYPES.filter((type) => 'required' in type && type.required).map((type) => type.key),
);
/** All papers of this many first drivers and cars are pictured, so the list of valid ones shows scans too. */
const SHOWCASE_ENTITIES_PER_KIND = 4;
const PICTURE_GROUP: Readonly<Record<Situation, PictureGroup>> = {
  pending: 'review',
  rejected: 'refused',
  valid: 'showcase',
  expired: 'expiry',
  expiring: 'expiry',
};

export const DOCUMENT_TYPE_IDS: Readonly<Record<DocumentTypeKey, number>> = Object.fromEntries(
  SEED_DOCUMENT_TYPES.map((type, index) => [type.key, index + 1]),
) as Record<DocumentTypeKey, number>;

const TITLES: Readonly<Record<DocumentTypeKey, string>> = Object.fromEntries(
  SEED_DOCUMENT_TYPES.map((type) => [type.key, type.title]),
) as Record<DocumentTypeKey, string>;

const INSURERS = ['Progressive', 'GEICO', 'American Transit Insurance', 'Global Liberty', 'State Farm'];
const LICENSE_CLASSES: Readonly<Record<string, readonly string[]>> = { NY: ['D', 'E'], NJ: ['D'] };
const REJECTION_MESSAGES = [
  'The photo is blurry: please upload a sharper picture',
  'The name on the document does not match the driver',
  'The document is cut off: all four corners must be visible',
];

/** A calendar day (YYYY-MM-DD) shifted by whole days. */
export const shiftDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The situation of the index-th entity of a kind. Stepping by 7 through 25 buckets spreads the situations
 * evenly and guarantees each appears in every 25 entities, so even the small test demo (40 drivers) has all.
 */
export function situationOf(index: number): Situation {
  const bucket = (index * 7 + 3) % 25;
  if (bucket < 2) return 'expired';
  if (bucket < 4) return 'expiring';
  if (bucket < 6) return 'pending';
  if (bucket < 7) return 'rejected';
  return 'valid';
}

interface Draft {
  typeKey: DocumentTypeKey;
  entityType: 'driver' | 'car';
  entityId: number;
  holder: string;
  number: string | null;
  state: string | null;
  extra?: Partial<PlannedDocument>;
}

export class DocumentPlanner {
  readonly documents: PlannedDocument[] = [];
  /** The seed's day in New York, which every date is counted from (formatting it is slow: once). */
  private readonly today: string;

  constructor(
    private readonly random: Random,
    private readonly now: Date,
  ) {
    this.today = businessDay(now);
  }

  addDriver(driver: DriverFacts, index: number): void {
    const base = {
      entityType: 'driver' as const,
      entityId: driver.id,
      holder: `${driver.firstName} ${driver.lastName}`,
    };
    const licenseState = driver.driverLicenseState ?? 'NY';
    const drafts: Draft[] = [
      {
        ...base,
        typeKey: 'driver_license',
        number: driver.driverLicense,
        state: licenseState,
        extra: {
          licenseClass: this.random.pick(LICENSE_CLASSES[licenseState] ?? ['D']),
          endorsements: [NO_ENDORSEMENT],
          // B: corrective lenses, the most common restriction.
          restrictions: this.random.chance(0.3) ? ['B'] : [NO_ENDORSEMENT],
        },
      },
      { ...base, typeKey: 'tlc_license', number: driver.tlcLicense, state: 'NY' },
      { ...base, typeKey: 'ssn', number: driver.ssn, state: null },
      { ...base, typeKey: 'w9_form', number: null, state: null, extra: { ssn: driver.ssn } },
      { ...base, typeKey: 'defensive_driving', number: `DDC${this.random.digits(7)}`, state: 'NY' },
      { ...base, typeKey: 'drug_test', number: `DT${this.random.digits(8)}`, state: 'NY' },
    ];
    // Someone still signing up has sent everything and waits for the whole file to be reviewed.
    const applying = driver.status === 'waiting_for_approval';
    this.addSet(drafts, applying ? 'pending' : situationOf(index), applying, driver.createdAt, index);
  }

  addCar(car: CarFacts, index: number, ownerName: string): void {
    const base = { entityType: 'car' as const, entityId: car.id, holder: ownerName };
    const policyNumber = `${this.random.pick(['PA', 'CA', 'BA'])}${this.random.digits(8)}`;
    const drafts: Draft[] = [
      {
        ...base,
        typeKey: 'insurance_id_card',
        number: policyNumber,
        state: car.state,
        extra: { insuranceCompany: this.random.pick(INSURERS) },
      },
      { ...base, typeKey: 'registration', number: car.plateNumber, state: car.state },
      { ...base, typeKey: 'tlc_vehicle_license', number: car.plateNumber, state: 'NY' },
      { ...base, typeKey: 'vehicle_inspection', number: car.plateNumber, state: car.state },
    ];
    if (TAXI_TYPES.has(car.typeId))
      drafts.push({
        ...base,
        typeKey: 'rate_card',
        number: car.plateNumber,
        state: car.state,
        extra: { ownerName, address: `${this.random.int(10, 990)} 11th Ave, New York, NY 10001` },
      });
    // A temporary car is the one a driver entered while signing up: all its papers await review.
    const situation = car.isTemporary ? 'pending' : situationOf(index);
    this.addSet(drafts, situation, car.isTemporary, car.createdAt, index);
  }

  /** The holder of a car's papers: its driver, else its fleet, else the operator. */
  static carOwnerName(car: CarFacts, driverNames: ReadonlyMap<number, string>): string {
    const driverName = car.driverId === null ? undefined : driverNames.get(car.driverId);
    if (driverName) return driverName;
    return SEED_FLEETS.find((fleet) => fleet.id === car.fleetId)?.name ?? 'Fleetdesk Demo LLC';
  }

  private addSet(
    drafts: Draft[],
    situation: Situation,
    allPending: boolean,
    entityCreatedAt: Date,
    index: number,
  ): void {
    // An expiry story is told with a required paper, so the driver or car is flagged once it lapses.
    const required = drafts.filter((draft) => REQUIRED.has(draft.typeKey));
    const focus = this.random.pick(situation === 'expired' || situation === 'expiring' ? required : drafts);
    for (const draft of drafts) {
      const own: Situation = allPending ? 'pending' : draft === focus ? situation : 'valid';
      this.documents.push(this.build(draft, own, entityCreatedAt, index < SHOWCASE_ENTITIES_PER_KIND));
    }
  }

  private build(
    draft: Draft,
    situation: Situation,
    entityCreatedAt: Date,
    showcase: boolean,
  ): PlannedDocument {
    const random = this.random;
    const timeless = TIMELESS.has(draft.typeKey);
    const expiresInDays = timeless
      ? null
      : situation === 'expired'
        ? -random.int(1, 45)
        : situation === 'expiring'
          ? random.int(1, EXPIRING_WITHIN_DAYS)
          : random.int(30, 700);
    const termDays = draft.typeKey === 'driver_license' ? 8 * 365 : 365;
    const issueInDays = expiresInDays === null ? -random.int(30, 900) : expiresInDays - termDays;
    // Pending papers arrived in the last three days; others were last touched when reviewed.
    const nowMs = this.now.getTime();
    const updatedAt =
      situation === 'pending'
        ? new Date(nowMs - random.int(10, 72 * 60) * 60_000)
        : new Date(Math.max(entityCreatedAt.getTime(), nowMs - random.int(1, 300) * DAY_MS));
    const createdAt = new Date(
      Math.min(updatedAt.getTime(), Math.max(entityCreatedAt.getTime(), nowMs - 400 * DAY_MS)),
    );
    const status: DocumentStatus =
      situation === 'pending'
        ? 'pending'
        : situation === 'rejected' || situation === 'expired'
          ? 'invalid'
          : 'valid';
    const expiresAt = expiresInDays === null ? null : shiftDay(this.today, expiresInDays);
    const fields: Omit<PlannedDocument, 'image'> = {
      id: this.documents.length + 1,
      typeKey: draft.typeKey,
      typeId: DOCUMENT_TYPE_IDS[draft.typeKey],
      title: TITLES[draft.typeKey],
      entityType: draft.entityType,
      entityId: draft.entityId,
      number: draft.number,
      state: draft.state,
      expiresAt,
      issueDate: draft.typeKey === 'driver_license' ? shiftDay(this.today, issueInDays) : null,
      effectiveDate:
        draft.typeKey === 'insurance_id_card' && expiresInDays !== null
          ? shiftDay(this.today, expiresInDays - 365)
          : null,
      status,
      situation,
      ...actuality(expiresAt, this.today),
      licenseClass: null,
      endorsements: null,
      restrictions: null,
      insuranceCompany: null,
      ownerName: null,
      address: null,
      ssn: null,
      message: situation === 'rejected' ? random.pick(REJECTION_MESSAGES) : null,
      createdAt,
      updatedAt,
      pictureGroup: showcase || situation !== 'valid' ? PICTURE_GROUP[situation] : null,
      ...draft.extra,
    };
    return { ...fields, image: cardOf(fields, draft.holder) };
  }
}

function cardOf(document: Omit<PlannedDocument, 'image'>, holder: string): DocumentCardInput {
  const lines: [string, string][] = [];
  if (document.state) lines.push(['State', document.state]);
  if (document.licenseClass) lines.push(['Class', document.licenseClass]);
  if (document.insuranceCompany) lines.push(['Insurer', document.insuranceCompany]);
  if (document.issueDate) lines.push(['Issued', document.issueDate]);
  if (document.effectiveDate) lines.push(['Effective', document.effectiveDate]);
  if (document.expiresAt) lines.push(['Expires', document.expiresAt]);
  return {
    title: document.title,
    holder,
    number: document.number ?? document.ssn,
    lines,
    accent: document.entityType === 'driver' ? '#1e6091' : '#2a9d8f',
  };
}
