import type { CallResult, ENDPOINTS } from '@fleetdesk/contract';
import { Box, Chip } from '@mui/material';
import { useAppStore } from '../../../../store/appStore';
import { useCompaniesQuery } from '../../api/useCompaniesQuery';
import { QUICK_FILTERS } from '../quickFilters';
import { setRidesSearch, toggleQuickFilter, useRidesPageStore } from '../ridesPageStore';
import { DateRangeButton } from './DateRangeButton';
import { type FilterOption, FilterSelect } from './FilterSelect';
import { SearchBox } from './SearchBox';
import { SettingsMenu } from './SettingsMenu';

type Settings = CallResult<(typeof ENDPOINTS)['settings.get']>;

/** Search box, selectors, date range and Settings; fleet users get no company, fleet or type filters. */
export function SearchPanel({ isFleet, settings }: { isFleet: boolean; settings: Settings | undefined }) {
  const zones = useRidesPageStore((state) => state.zones);
  const destinationZones = useRidesPageStore((state) => state.destinationZones);
  const quickFilter = useRidesPageStore((state) => state.quickFilter);
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
      {!isFleet && <StaffFilters settings={settings} />}
      <DateRangeButton />
      <FilterSelect
        label="Zones"
        options={zoneOptions}
        value={zones}
        onChange={(ids) => setRidesSearch({ zones: ids })}
      />
      <FilterSelect
        label="Destination zones"
        options={zoneOptions}
        value={destinationZones}
        onChange={(ids) => setRidesSearch({ destinationZones: ids })}
      />
      <SettingsMenu />
    </Box>
  );
}

/** Fleet, company (active contract companies) and ride type (grouped by company) selectors. */
function StaffFilters({ settings }: { settings: Settings | undefined }) {
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
  const fleetOptions = (settings?.fleets ?? []).map((fleet) => ({ id: fleet.id, label: fleet.name }));
  return (
    <>
      <FilterSelect
        label="Fleet"
        options={fleetOptions}
        value={filters.fleet_ids}
        onChange={(ids) => setFilter({ fleet_ids: ids })}
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
