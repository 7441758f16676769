import { type CallResult, type ENDPOINTS, FLEET_LIST_REFRESH_MS } from '@fleetdesk/contract';
import { useSettings } from '../../dialogs/shared/useSettings';
import { FilterSelect } from './FilterSelect';

export type FleetsMetrics = CallResult<(typeof ENDPOINTS)['rides.list']>['fleets_metrics'];

interface FleetSelectProps {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** GET /rides' `fleets_metrics`: each fleet's rides among those the other filters match. */
  metrics: FleetsMetrics | undefined;
}

/**
 * The staff's fleet selector: the fleets of GET /settings, refreshed every 60 s (spec 1 §9 "fleet list
 * every 60 s for non-fleet"; fleet users have no fleet selector), each with its ride count.
 */
export function FleetSelect({ value, onChange, metrics }: FleetSelectProps) {
  const settings = useSettings({ refreshMs: FLEET_LIST_REFRESH_MS });
  const counts = new Map((metrics ?? []).map((metric) => [metric.fleet_id, metric.count]));
  const options = (settings.data?.fleets ?? []).map((fleet) => ({
    id: fleet.id,
    label: fleet.name,
    // A fleet with no matching rides is left out of the metrics; before the first load counts are unknown.
    count: metrics ? (counts.get(fleet.id) ?? 0) : undefined,
  }));
  return <FilterSelect label="Fleet" options={options} value={value} onChange={onChange} />;
}
