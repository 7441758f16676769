import { type DriverDetail, formatUsPhone } from '@fleetdesk/contract';
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useCompaniesQuery } from '../../rides/api/useCompaniesQuery';
import { type DriverPageBlocks, restrictedCompanyNames } from './driverPageRules';

/** A label over its value; a dash when there is no value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-word' }}>
        {children === null || children === undefined || children === '' ? '—' : children}
      </Typography>
    </Box>
  );
}

function CompanyRestrictions({ bannedIds }: { bannedIds: readonly number[] }) {
  const companies = useCompaniesQuery(bannedIds.length > 0);
  if (bannedIds.length === 0) return 'None';
  const names = restrictedCompanyNames(bannedIds, companies.data?.companies ?? []);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {names.map((name) => (
        <Chip key={name} label={name} size="small" />
      ))}
    </Stack>
  );
}

const yesNo = (value: boolean | null) => (value === null ? null : value ? 'Enabled' : 'Disabled');

/**
 * The driver's company, fleet and contact, and the fields behind their own keys: route broker, request
 * route, company restrictions (spec 2 §6). Fleet users see no fleet: it is always theirs.
 */
export function DriverFacts({
  driver,
  blocks,
  isFleet,
}: {
  driver: DriverDetail;
  blocks: DriverPageBlocks;
  isFleet: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        gap: 1.5,
        mt: 2,
      }}
    >
      <Fact label="Phone">{formatUsPhone(driver.phone_number)}</Fact>
      <Fact label="Email">{driver.email}</Fact>
      <Fact label="Company">{driver.company_name}</Fact>
      {!isFleet && <Fact label="Fleet">{driver.fleet_name}</Fact>}
      <Fact label="Driver licence">{driver.driver_license}</Fact>
      <Fact label="TLC licence">{driver.tlc_license}</Fact>
      <Fact label="Trips">{driver.total_rides}</Fact>
      {blocks.routeBroker && <Fact label="Route broker">{driver.route_broker}</Fact>}
      {blocks.requestRoute && <Fact label="Request route">{yesNo(driver.request_route_enabled)}</Fact>}
      {blocks.companyRestrictions && (
        <Fact label="Company restrictions">
          <CompanyRestrictions bannedIds={driver.banned_companies ?? []} />
        </Fact>
      )}
    </Box>
  );
}
