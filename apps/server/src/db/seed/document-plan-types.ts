import type { DocumentCardInput } from './images';
import type { SEED_DOCUMENT_TYPES } from './reference';

/** The shapes of the demo's document plan (`document-plan.ts`): what it reads of drivers and cars, and plans. */

export type DocumentTypeKey = (typeof SEED_DOCUMENT_TYPES)[number]['key'];
export type DocumentStatus = 'pending' | 'valid' | 'invalid';
export type Situation = 'valid' | 'expiring' | 'expired' | 'pending' | 'rejected';

export interface DriverFacts {
  id: number;
  firstName: string;
  lastName: string;
  status: 'active' | 'waiting_for_approval' | 'disabled';
  ssn: string | null;
  driverLicense: string | null;
  driverLicenseState: string | null;
  tlcLicense: string | null;
  createdAt: Date;
}

export interface CarFacts {
  id: number;
  driverId: number | null;
  fleetId: number | null;
  typeId: number;
  plateNumber: string;
  state: string;
  isTemporary: boolean;
  createdAt: Date;
}

/** Why a paper deserves a scan (see `pictureGroup`). */
export type PictureGroup = 'review' | 'refused' | 'showcase' | 'expiry';

export interface PlannedDocument {
  id: number;
  typeKey: DocumentTypeKey;
  typeId: number;
  title: string;
  entityType: 'driver' | 'car';
  entityId: number;
  number: string | null;
  state: string | null;
  /** Calendar dates (YYYY-MM-DD) in the operator's time zone. */
  expiresAt: string | null;
  issueDate: string | null;
  effectiveDate: string | null;
  status: DocumentStatus;
  situation: Situation;
  isActual: boolean;
  actualityMessage: string | null;
  licenseClass: string | null;
  endorsements: string[] | null;
  restrictions: string[] | null;
  insuranceCompany: string | null;
  ownerName: string | null;
  address: string | null;
  ssn: string | null;
  message: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** What the scan shows. */
  image: DocumentCardInput;
  /**
   * Why this paper deserves a scan, or null for one stored without a picture. Rendering a scan costs about
   * 10 ms, too much for all ~1 700 papers on every first start: the seed renders a budget of them shared
   * between the groups; the rest have no picture, as some real uploads do (the documents list's
   * 'With URL Image' filter tells them apart).
   */
  pictureGroup: PictureGroup | null;
}
