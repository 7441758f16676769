import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, marketplaceHidingSettings, zones } from '../../db/schema';

/**
 * Every marketplace company (a broker: its trips arrive as marketplace rides) × every zone, with the
 * stored setting or the default (inactive, 0). `companyId` narrows to one company.
 */
export function selectHidingSettings(db: DbOrTx, companyId?: number) {
  return db
    .select({
      zoneId: zones.id,
      zoneName: zones.name,
      companyId: companies.id,
      companyName: companies.name,
      minAhead: sql<number>`coalesce(${marketplaceHidingSettings.minAhead}, 0)`,
      status: sql<'active' | 'inactive'>`coalesce(${marketplaceHidingSettings.status}, 'inactive')`,
    })
    .from(companies)
    .innerJoin(zones, sql`true`)
    .leftJoin(
      marketplaceHidingSettings,
      and(
        eq(marketplaceHidingSettings.companyId, companies.id),
        eq(marketplaceHidingSettings.zoneId, zones.id),
      ),
    )
    .where(
      and(isNotNull(companies.brokerKey), companyId === undefined ? undefined : eq(companies.id, companyId)),
    )
    .orderBy(asc(companies.name), asc(companies.id), asc(zones.name));
}

export async function isMarketplaceCompany(db: DbOrTx, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNotNull(companies.brokerKey)));
  return row !== undefined;
}

export async function existingZoneIds(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: zones.id })
    .from(zones)
    .where(inArray(zones.id, [...ids]));
  return rows.map((r) => r.id);
}

/** Locks the company's stored settings of these zones (their before-image for the audit). */
export const lockHidingSettings = (tx: DbOrTx, companyId: number, zoneIds: readonly number[]) =>
  tx
    .select()
    .from(marketplaceHidingSettings)
    .where(
      and(
        eq(marketplaceHidingSettings.companyId, companyId),
        inArray(marketplaceHidingSettings.zoneId, [...zoneIds]),
      ),
    )
    .for('update');

export async function upsertHidingSettings(
  tx: DbOrTx,
  input: {
    companyId: number;
    zoneIds: readonly number[];
    minAhead: number;
    status: 'active' | 'inactive';
    adminId: number;
  },
) {
  await tx
    .insert(marketplaceHidingSettings)
    .values(
      input.zoneIds.map((zoneId) => ({
        companyId: input.companyId,
        zoneId,
        minAhead: input.minAhead,
        status: input.status,
        updatedBy: input.adminId,
      })),
    )
    .onConflictDoUpdate({
      target: [marketplaceHidingSettings.companyId, marketplaceHidingSettings.zoneId],
      set: {
        minAhead: input.minAhead,
        status: input.status,
        updatedBy: input.adminId,
        updatedAt: sql`now()`,
      },
    });
}
