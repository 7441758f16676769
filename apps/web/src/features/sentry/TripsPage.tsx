import { sentryBilling as api } from '@fleetdesk/contract';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Chip, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { endpointQuery } from '../../api/endpointQuery';
import { openDialog } from '../../ui/dialogs/dialogStore';
import { useListSearch } from '../../ui/listSearch';
import { recordIdOf } from '../../ui/recordId';
import { PagedTableCard } from '../../ui/table/PagedTableCard';
import { inNewYork } from '../../ui/time/dayjs';
import { tripStatusesQuery, useSentryLiveUpdates } from './api';
import { FilterSelect, ListFilters } from './ListFilters';
import { SentryTabs } from './SentryTabs';
import { TRIP_COLUMNS } from './tripColumns';

/**
 * Trips tab (spec 3 §2): Sentry rides by ride id, billing status and pickup days, Reports and Refresh.
 * VIEW RIDES of a batch lands here with `?batch_id=`: the batch's rides, whatever their days.
 */
export function TripsPage() {
  useSentryLiveUpdates();
  const [params, setParams] = useSearchParams();
  const batchId = recordIdOf(params.get('batch_id')) ?? undefined;
  const today = inNewYork(Date.now());
  const [days, setDays] = useState({
    start: today.subtract(7, 'day').format('YYYY-MM-DD'),
    end: today.format('YYYY-MM-DD'),
  });
  const [search, setSearch] = useState('');
  const typed = useListSearch(api.listTrips, search);
  const [billingStatus, setBillingStatus] = useState<api.SentryBillingStatus | ''>('');
  const [age, setAge] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState<number>(api.SENTRY_TRIP_PAGE_SIZE);
  const statuses = useQuery(tripStatusesQuery);
  const range = batchId ? {} : { start_date: days.start || undefined, end_date: days.end || undefined };
  const list = useQuery({
    ...endpointQuery(api.listTrips, {
      query: {
        ...range,
        search: typed.search || undefined,
        billing_status: billingStatus || undefined,
        older_than_days: age ? Number(age) : undefined,
        batch_id: batchId,
        page: page + 1,
        per_page: perPage,
      },
    }),
    placeholderData: keepPreviousData,
  });

  return (
    <Box>
      <SentryTabs current="rides" />
      <ListFilters
        searchPlaceholder="Ride id or trip id"
        search={search}
        searchProblem={typed.problem}
        onSearch={(text) => {
          setSearch(text);
          setPage(0);
        }}
        label="Billing status"
        allLabel="All"
        options={(statuses.data?.billing_statuses ?? []).map((status) => ({ value: status, label: status }))}
        selected={billingStatus}
        onSelect={(value) => {
          setBillingStatus(value);
          setPage(0);
        }}
      >
        <FilterSelect
          label="Age"
          allLabel="Any age"
          options={api.SENTRY_TRIP_AGES.map((days) => ({
            value: String(days),
            label: `Older than ${days} days`,
          }))}
          selected={age}
          onSelect={(value) => {
            setAge(value);
            setPage(0);
          }}
        />
        {batchId ? (
          <Chip label={`Batch #${batchId}`} color="primary" onDelete={() => setParams({})} />
        ) : (
          (['start', 'end'] as const).map((end) => (
            <TextField
              key={end}
              type="date"
              size="small"
              label={end === 'start' ? 'From' : 'To'}
              value={days[end]}
              onChange={(event) => {
                setDays({ ...days, [end]: event.target.value });
                setPage(0);
              }}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: 170 }}
            />
          ))
        )}
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void list.refetch()}>
          Refresh
        </Button>
        <Button
          variant="contained"
          startIcon={<AssessmentOutlined />}
          onClick={() => openDialog('sentryReportRides', { start_date: days.start, end_date: days.end })}
        >
          Reports
        </Button>
      </ListFilters>
      <PagedTableCard
        label="Sentry trips"
        columns={TRIP_COLUMNS}
        rows={list.data?.rides.data ?? []}
        rowKey={(row) => row.id}
        load={list}
        total={list.data?.rides.total ?? 0}
        page={page}
        perPage={perPage}
        pageSizes={api.SENTRY_TRIP_PAGE_SIZES}
        onPageChange={setPage}
        onPerPageChange={setPerPage}
        chromeHeight={300}
      />
    </Box>
  );
}
