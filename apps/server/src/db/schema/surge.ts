import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins } from './access';
import { ts } from './columns';
import { companies, zones } from './reference';

/** A set of routing zones the surge screen shows; exactly one group is active (spec 3 §4). */
export const surgeGroups = pgTable(
  'surge_groups',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull().unique(),
    status: text().$type<'active' | 'inactive'>().notNull().default('inactive'),
  },
  (t) => [
    check('surge_groups_status_check', sql`${t.status} in ('active', 'inactive')`),
    // At most one active row; activation swaps the flag in one transaction, so one is always active.
    uniqueIndex('surge_groups_one_active_idx').on(t.status).where(sql`${t.status} = 'active'`),
  ],
);

export const surgeGroupZones = pgTable(
  'surge_group_zones',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => surgeGroups.id, { onDelete: 'cascade' }),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.zoneId] })],
);

/**
 * Hide Marketplace Rides (spec 3 §3): while active, a company's open marketplace rides picked up in the
 * zone within `min_ahead` minutes from now are left out of the marketplace feeds (docs/decisions.md, Surge).
 */
export const marketplaceHidingSettings = pgTable(
  'marketplace_hiding_settings',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
    minAhead: integer('min_ahead').notNull().default(0),
    status: text().$type<'active' | 'inactive'>().notNull().default('inactive'),
    updatedBy: integer('updated_by').references(() => admins.id),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.zoneId] }),
    check('marketplace_hiding_status_check', sql`${t.status} in ('active', 'inactive')`),
    check(
      'marketplace_hiding_min_ahead_check',
      sql`${t.minAhead} >= 0 and (${t.status} <> 'active' or ${t.minAhead} > 0)`,
    ),
  ],
);
