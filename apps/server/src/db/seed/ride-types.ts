import type { DbOrTx } from '../client';
import { rideTypes } from '../schema';
import { type PaymentType, SEED_COMPANIES, type SeedCompany } from './companies';

export interface SeedRideType {
  id: number;
  companyId: number;
  displayName: string;
  shortDescription: string;
  accessible: boolean;
  seats: number;
  baseFareCents: number;
  perMileCents: number;
  perMinuteCents: number;
  paymentTypesSupported: readonly PaymentType[];
}

type Template = Omit<SeedRideType, 'id' | 'companyId' | 'paymentTypesSupported'>;

const SEDAN: Template = {
  displayName: 'Sedan',
  shortDescription: 'Up to 4 passengers',
  accessible: false,
  seats: 4,
  baseFareCents: 700,
  perMileCents: 250,
  perMinuteCents: 45,
};
const SUV: Template = {
  displayName: 'SUV',
  shortDescription: 'Up to 6 passengers, extra luggage',
  accessible: false,
  seats: 6,
  baseFareCents: 1200,
  perMileCents: 325,
  perMinuteCents: 55,
};
const AMBULATORY: Template = {
  displayName: 'Ambulatory',
  shortDescription: 'Door-to-door for riders who can walk with help',
  accessible: false,
  seats: 4,
  baseFareCents: 1500,
  perMileCents: 275,
  perMinuteCents: 40,
};
const WHEELCHAIR: Template = {
  displayName: 'Wheelchair',
  shortDescription: 'Ramp or lift van, rider stays in the wheelchair',
  accessible: true,
  seats: 2,
  baseFareCents: 2500,
  perMileCents: 325,
  perMinuteCents: 50,
};
const TAXI: Template = {
  displayName: 'Taxi',
  shortDescription: 'Yellow or green cab at the metered rate',
  accessible: false,
  seats: 4,
  baseFareCents: 300,
  perMileCents: 350,
  perMinuteCents: 70,
};
const ACCESSIBLE_TAXI: Template = {
  displayName: 'Accessible Taxi',
  shortDescription: 'Wheelchair-accessible cab',
  accessible: true,
  seats: 2,
  baseFareCents: 300,
  perMileCents: 350,
  perMinuteCents: 70,
};

/** Which kinds of service each kind of company sells. */
function templatesFor(company: SeedCompany): readonly Template[] {
  switch (company.brokerKey) {
    case 'mta':
      return [AMBULATORY, WHEELCHAIR];
    case 'tlc':
      return [TAXI, ACCESSIBLE_TAXI];
    case 'sentry':
    case 'sentry2':
      return [SEDAN, SUV, WHEELCHAIR];
    case 'arro':
      return [SEDAN, TAXI];
    default:
      if (company.isFacility) return [AMBULATORY, WHEELCHAIR];
      if (company.id === 39) return [SEDAN, SUV, AMBULATORY, WHEELCHAIR];
      return company.id % 2 === 0 ? [SEDAN, SUV, WHEELCHAIR] : [SEDAN, AMBULATORY, WHEELCHAIR];
  }
}

/** Two to four ride types for every active company, numbered in company order. */
export function buildRideTypes(): SeedRideType[] {
  const result: SeedRideType[] = [];
  for (const company of SEED_COMPANIES) {
    if (company.status !== 'active') continue;
    for (const template of templatesFor(company)) {
      result.push({
        ...template,
        id: result.length + 1,
        companyId: company.id,
        paymentTypesSupported: company.paymentTypes,
      });
    }
  }
  return result;
}

export async function insertRideTypes(db: DbOrTx, types: readonly SeedRideType[]): Promise<number> {
  await db
    .insert(rideTypes)
    .values(types.map((type) => ({ ...type, paymentTypesSupported: [...type.paymentTypesSupported] })));
  return types.length;
}
