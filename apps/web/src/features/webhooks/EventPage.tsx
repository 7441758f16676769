import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageTitle } from '../../app/pages/PageTitle';
import { RecordNotFound } from '../../app/pages/RecordNotFound';
import { Fact } from '../../ui/Fact';
import { LoadFailed } from '../../ui/LoadFailed';
import { isNotFoundError, recordIdOf } from '../../ui/recordId';
import { formatNyDateTime } from '../../ui/time/nyFormat';
import { useEventQuery, useWebhooksLiveUpdates } from './api';
import { EventAttempts } from './EventAttempts';
import { DeliveryChip, DirectionChip } from './StatusChips';
import { firstLines, prettyJson } from './webhooksView';

/** Lines of the event's data shown before See all. */
const DATA_PREVIEW_LINES = 12;

/** The event's data as JSON: its first lines, and the whole with See all. */
function EventData({ data }: { data: unknown }) {
  const [all, setAll] = useState(false);
  const text = prettyJson(data);
  const { shown, hasMore } = firstLines(text, DATA_PREVIEW_LINES);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6">Data</Typography>
        <Box sx={{ flex: 1 }} />
        {hasMore && (
          <Button size="small" onClick={() => setAll(!all)}>
            {all ? 'See less' : 'See all'}
          </Button>
        )}
      </Stack>
      <Box
        component="pre"
        aria-label="Event data"
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: 12,
          overflow: 'auto',
          maxHeight: all ? 600 : 'none',
        }}
      >
        {all ? text : shown}
        {!all && hasMore ? '\n…' : ''}
      </Box>
    </Paper>
  );
}

/** One exchange with a broker (spec 3 §2): date, id, type, its data, and its attempts. */
export function EventPage() {
  const id = recordIdOf(useParams().id);
  const query = useEventQuery(id);
  useWebhooksLiveUpdates();
  const event = query.data?.event;
  if (id === null || isNotFoundError(query.error)) {
    return <RecordNotFound text="Event not found." backTo="/webhooks" backLabel="Go to Webhooks" />;
  }
  return (
    <Box>
      <Button component={RouterLink} to="/webhooks" startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        Webhooks
      </Button>
      <PageTitle>{`Event #${id}`}</PageTitle>
      <LoadFailed what={`Event #${id}`} load={query} sx={{ mb: 2 }} />
      {query.isPending && !query.error && <Skeleton variant="rounded" height={160} />}
      {event && (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
              <Typography variant="h6" sx={{ mr: 1 }}>
                {event.name}
              </Typography>
              <DirectionChip direction={event.direction} />
              {event.delivery_status && <DeliveryChip status={event.delivery_status} />}
            </Stack>
            <Box
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2 }}
            >
              <Fact label="Date" value={formatNyDateTime(event.created_at)} />
              <Fact label="ID" value={event.id} />
              <Fact label="Type" value={event.type} />
              <Fact label="Vendor" value={event.vendor_name} />
              <Stack>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  Ride
                </Typography>
                {event.ride_id === null ? (
                  <Typography variant="body2">—</Typography>
                ) : (
                  <Link component={RouterLink} to={`/rides?search=id:${event.ride_id}`} variant="body2">
                    #{event.ride_id}
                  </Link>
                )}
              </Stack>
              <Fact label="Idempotency key" value={event.idempotency_key} />
            </Box>
          </Paper>
          <EventData data={event.data} />
          <EventAttempts event={event} />
        </Stack>
      )}
    </Box>
  );
}
