import type { CallResult, ENDPOINTS } from '@fleetdesk/contract';
import { Box, Chip } from '@mui/material';
import { useAppStore } from '../../../../store/appStore';
import { useCompaniesQuery } from '../../api/useCompaniesQuery';
import { QUICK_FILTERS } from '../quickFilters';
import { setRidesSearch, toggleQuickFilter, useRidesView } from '../ridesPageStore';
import { DateRangeButton } from './DateRangeButton';
import { type FilterOption, FilterSelect } from './FilterSelect';
import { FleetSelect, type FleetsMetrics } from './FleetSelect';
import { SearchBox } from './SearchBox';
import { SettingsMenu } from './SettingsMenu';

type Settings = CallResult<(typeof ENDPOINTS)['settings.get']>;

interface SearchPanelProps {
  isFleet: boolean;
  settings: Settings | undefined;
  fleetsMetrics: FleetsMetrics | undefined;
}

/** Search box, selectors, date range and Settings; fleet users get no company, fleet or type filters. */
export function SearchPanel({ isFleet, settings, fleetsMetrics }: SearchPanelProps) {
  const zones = useRidesView((view) => view.zones);
  const destinationZones = useRidesView((view) => view.destinationZones);
  const quickFilter = useRidesView((view) => view.quickFilter);
  const zoneOptions: FilterOption[] = (settings?.zones ?? []).map((zone) => ({
    id: zone.id,
    label: zone.name,
  }));

  return (
    <Box
      component="section"
      aria-label="Search rides"
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap', p: 1.5, pb: 1 }}
    >
      <SearchBox isFleet={isFleet} />
      {quickFilter && (
        <Chip
          color="secondary"
          label={QUICK_FILTERS.find((filter) => filter.key === quickFilter)?.label}
          onDelete={() => toggleQuickFilter(quickFilter)}
          aria-label="Quick filter"
        />
      )}
      {!isFleet && <StaffFilters settings={settings} fleetsMetrics={fleetsMetrics} />}
      <DateRangeButton />
      <FilterSelect
        label="Zones"
        options={zoneOptions}
        value={zones}
        onChange={(ids) => setRidesSearch({ zones: ids })}
      />
      <FilterSelect
        label="Destination zones"
        width={185}
        options={zoneOptions}
        value={destinationZones}
        onChange={(ids) => setRidesSearch({ destinationZones: ids })}
      />
      <SettingsMenu />
    </Box>
  );
}

/** Fleet, company (active contract companies) and ride type (grouped by company) selectors. */
function StaffFilters({ settings, fleetsMetrics }: Omit<SearchPanelProps, 'isFleet'>) {
  const filters = useAppStore((state) => state.rideFilters);
  const companies = useCompaniesQuery(true);
  const setFilter = (change: Partial<typeof filters>) => {
    useAppStore.setState({ rideFilters: { ...filters, ...change } });
    setRidesSearch({});
  };
  const companyOptions = (companies.data?.companies ?? [])
    .filter((company) => company.status === 'active' && company.type === 'contract')
    .map((company) => ({ id: company.id, label: company.name }));
  const typeOptions = [...(settings?.ride_types ?? [])]
    .sort(
      (a, b) => a.company_name.localeCompare(b.company_name) || a.display_name.localeCompare(b.display_name),
    )
    .map((type) => ({ id: type.id, label: type.display_name, group: type.company_name }));
  return (
    <>
      <FleetSelect
        value={filters.fleet_ids}
        onChange={(ids) => setFilter({ fleet_ids: ids })}
        metrics={fleetsMetrics}
      />
      <FilterSelect
        label="Company"
        options={companyOptions}
        value={filters.company_ids}
        onChange={(ids) => setFilter({ company_ids: ids })}
      />
      <FilterSelect
        label="Ride type"
        options={typeOptions}
        value={filters.ride_types}
        onChange={(ids) => setFilter({ ride_types: ids })}
      />
    </>
  );
}
