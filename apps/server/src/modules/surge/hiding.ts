import { type MarketplaceHidingSetting, MESSAGES } from '@fleetdesk/contract';
import type { DbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { forbidden, invalidField } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import {
  existingZoneIds,
  isMarketplaceCompany,
  lockHidingSettings,
  selectHidingSettings,
  upsertHidingSettings,
} from './hiding-queries';

interface HidingBody {
  company_id: number;
  zone_ids: number[];
  min_ahead: number;
  status: 'active' | 'inactive';
}

async function settingsOf(db: DbOrTx, companyId?: number): Promise<MarketplaceHidingSetting[]> {
  const rows = await selectHidingSettings(db, companyId);
  return rows.map((r) => ({
    zone_id: r.zoneId,
    zone_name: r.zoneName,
    company_id: r.companyId,
    company_name: r.companyName,
    min_ahead: r.minAhead,
    status: r.status,
  }));
}

/** Hide Marketplace Rides (spec 3 §2): the settings, and one company's zones set at once. */
export function createHidingService({ db }: Pick<ModuleDeps, 'db'>) {
  async function list(caller: Caller) {
    if (caller.companyIds !== null) throw forbidden();
    return { settings: await settingsOf(db) };
  }

  async function save(caller: Caller, body: HidingBody, ip: string) {
    if (caller.companyIds !== null) throw forbidden();
    if (!(await isMarketplaceCompany(db, body.company_id)))
      throw invalidField('company_id', 'Must be a marketplace company');
    const zoneIds = [...new Set(body.zone_ids)];
    const known = await existingZoneIds(db, zoneIds);
    const unknown = zoneIds.filter((id) => !known.includes(id));
    if (unknown.length > 0) throw invalidField('zone_ids', `Unknown zone ${unknown.join(', ')}`);
    await db.transaction(async (tx) => {
      const before = await lockHidingSettings(tx, body.company_id, zoneIds);
      await upsertHidingSettings(tx, {
        companyId: body.company_id,
        zoneIds,
        minAhead: body.min_ahead,
        status: body.status,
        adminId: caller.adminId,
      });
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'surge.marketplace_hiding_updated',
        entityType: 'company',
        entityId: body.company_id,
        before: {
          settings: before.map((s) => ({ zone_id: s.zoneId, min_ahead: s.minAhead, status: s.status })),
        },
        after: { zone_ids: zoneIds, min_ahead: body.min_ahead, status: body.status },
        ip,
      });
    });
    return { settings: await settingsOf(db, body.company_id), message: MESSAGES.settingsUpdated };
  }

  return { list, save };
}
