import { webhooks } from '@fleetdesk/contract';
import { Box } from '@mui/material';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../app/pages/PageTitle';
import { PagedTableCard } from '../../ui/table/PagedTableCard';
import { useEntryState } from '../../ui/useEntryState';
import { useVendorsQuery, useWebhooksLiveUpdates, useWebhooksQuery } from './api';
import { WebhookFiltersBar } from './WebhookFiltersBar';
import { webhookColumns } from './webhookColumns';
import { EMPTY_FILTERS, webhooksQueryOf } from './webhooksView';

/**
 * The webhooks log (spec 3 §2, decisions 121–123): every attempt of every exchange with a broker, newest
 * first, in its 18 fields; a row opens its event. New attempts arrive over the realtime channel.
 */
export function WebhooksPage() {
  const navigate = useNavigate();
  // Kept with the history entry: Back from an event finds the log as the user left it.
  const [filters, setFilters] = useEntryState('filters', EMPTY_FILTERS);
  const [page, setPage] = useEntryState('page', 0);
  const [perPage, setPerPage] = useEntryState<number>('perPage', webhooks.WEBHOOKS_PAGE_SIZE);
  const list = useWebhooksQuery(webhooksQueryOf(filters, page, perPage));
  const vendors = useVendorsQuery();
  useWebhooksLiveUpdates();

  return (
    <Box>
      <PageTitle>Webhooks</PageTitle>
      <WebhookFiltersBar
        applied={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      <PagedTableCard
        label="Webhooks"
        columns={webhookColumns(vendors.data?.vendors ?? [])}
        rows={list.data?.webhooks.data ?? []}
        rowKey={(row) => row.id}
        onOpen={(row) => navigate(`/events/${row.event_id}`)}
        load={list}
        total={list.data?.webhooks.total ?? 0}
        page={page}
        perPage={perPage}
        pageSizes={webhooks.WEBHOOKS_PAGE_SIZES}
        onPageChange={setPage}
        onPerPageChange={setPerPage}
        chromeHeight={270}
      />
    </Box>
  );
}
