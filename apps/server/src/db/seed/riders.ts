import type { DbOrTx } from '../client';
import { riders } from '../schema';
import { insertBatched } from './batch';
import { SEED_COMPANIES, type SeedCompany } from './companies';
import { contactPhone, demoEmail, randomPersonName } from './names';
import { randomHomeAddress, type SeedAddress } from './places';
import { createRandom, type Random } from './random';

/** A passenger who rides again and again (a dialysis patient, a commuter): same name, phone and home. */
export interface SeedRider {
  id: number;
  companyId: number;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string | null;
  referenceId: string | null;
  home: SeedAddress;
}

export const ACTIVE_COMPANY_CHOICES = SEED_COMPANIES.filter((company) => company.rideWeight > 0).map(
  (company) => ({ item: company, weight: company.rideWeight }),
);

/** The id a broker or health plan knows its member by. */
export function memberReference(random: Random, company: SeedCompany): string | null {
  switch (company.brokerKey) {
    case 'mta':
      return random.digits(7);
    case 'sentry':
    case 'sentry2':
      return `SM${random.digits(7)}`;
    case null:
      return company.isFacility || company.id === 39 ? null : `MBR${random.digits(8)}`;
    default:
      return null;
  }
}

/** Enough regulars that most companies have a few dozen; capped so a benchmark seed stays light. */
export function riderPoolSize(rideCount: number): number {
  return Math.min(25_000, Math.max(100, Math.round(rideCount / 12)));
}

export async function insertRiders(db: DbOrTx, count: number, now: Date): Promise<Map<number, SeedRider[]>> {
  const random = createRandom('riders');
  const byCompany = new Map<number, SeedRider[]>();
  const rows: (typeof riders.$inferInsert)[] = [];
  for (let index = 0; index < count; index++) {
    const company = random.weightedItem(ACTIVE_COMPANY_CHOICES);
    const name = randomPersonName(random);
    const rider: SeedRider = {
      id: index + 1,
      companyId: company.id,
      firstName: name.firstName,
      lastName: name.lastName,
      phoneNumber: contactPhone(random),
      email: random.chance(0.6) ? demoEmail(name.firstName, name.lastName, `.r${index + 1}`) : null,
      referenceId: memberReference(random, company),
      home: randomHomeAddress(random),
    };
    const list = byCompany.get(company.id) ?? [];
    list.push(rider);
    byCompany.set(company.id, list);
    rows.push({
      id: rider.id,
      companyId: rider.companyId,
      firstName: rider.firstName,
      lastName: rider.lastName,
      phoneNumber: rider.phoneNumber,
      email: rider.email,
      referenceId: rider.referenceId,
      createdAt: new Date(now.getTime() - random.int(31, 700) * 86_400_000),
    });
  }
  await insertBatched(db, riders, rows);
  return byCompany;
}
