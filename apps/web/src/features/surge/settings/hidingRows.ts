import {
  HIDING_STATUS_CONSISTENT,
  HIDING_STATUS_MIXED,
  type HidingStatus,
  type MarketplaceHidingSetting,
  minAheadProblem,
} from '@fleetdesk/contract';

export const ALL_ZONES = 'all';
export type ZoneChoice = number | typeof ALL_ZONES;

/** What one company's row edits: the zone (or all of them), min_ahead as typed, and the status. */
export interface HidingDraft {
  zone: ZoneChoice;
  minAhead: string;
  status: HidingStatus;
}

export interface HidingCompany {
  id: number;
  name: string;
  settings: MarketplaceHidingSetting[];
}

/** The settings grouped by company, in the server's order. */
export function hidingCompanies(settings: readonly MarketplaceHidingSetting[]): HidingCompany[] {
  const byId = new Map<number, HidingCompany>();
  for (const setting of settings) {
    const company = byId.get(setting.company_id) ?? {
      id: setting.company_id,
      name: setting.company_name,
      settings: [],
    };
    company.settings.push(setting);
    byId.set(company.id, company);
  }
  return [...byId.values()];
}

const selected = (company: HidingCompany, zone: ZoneChoice) =>
  zone === ALL_ZONES ? company.settings : company.settings.filter((s) => s.zone_id === zone);

/** Spec 3 §4: whether the zones 'All' covers share one status. */
export function statusConsistency(company: HidingCompany): string {
  return new Set(company.settings.map((s) => s.status)).size <= 1
    ? HIDING_STATUS_CONSISTENT
    : HIDING_STATUS_MIXED;
}

/**
 * The stored values of a selection, as the row shows them: one zone's own; for 'All', the shared status
 * and min_ahead when every zone agrees, else inactive and an empty min_ahead. 0 shows as empty.
 */
export function storedDraft(company: HidingCompany, zone: ZoneChoice): HidingDraft {
  const rows = selected(company, zone);
  const statuses = new Set(rows.map((s) => s.status));
  const minutes = new Set(rows.map((s) => s.min_ahead));
  const status = statuses.size === 1 ? (rows[0]?.status ?? 'inactive') : 'inactive';
  const minAhead = minutes.size === 1 && rows[0] && rows[0].min_ahead > 0 ? String(rows[0].min_ahead) : '';
  return { zone, minAhead, status };
}

export const isModified = (draft: HidingDraft, stored: HidingDraft) =>
  draft.minAhead.trim() !== stored.minAhead || draft.status !== stored.status;

/** The typed min_ahead as a number; empty is null (sent as 0), text that is no number is NaN. */
const typedMinutes = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** Spec 3 §5: the row's min_ahead message, or null. */
export const draftProblem = (draft: HidingDraft): string | null =>
  minAheadProblem(typedMinutes(draft.minAhead), draft.status);

/** The update body (spec 3 §7): 'All' sends every zone of the company; empty min_ahead is sent as 0. */
export function hidingBody(company: HidingCompany, draft: HidingDraft) {
  return {
    company_id: company.id,
    zone_ids: selected(company, draft.zone).map((s) => s.zone_id),
    min_ahead: typedMinutes(draft.minAhead) ?? 0,
    status: draft.status,
  };
}
