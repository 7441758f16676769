import { BILLING_NOTES_REFRESH_MS, MESSAGES, RIDE_NOTE_MAX } from '@fleetdesk/contract';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useRideNotesQuery } from '../../api/useRideNotesQuery';
import { formatNyDate, formatNyTime } from '../shared/format';
import { NoteInput } from './NoteInput';

const VENDOR_COLORS = { success: 'success', failed: 'error', pending: 'warning' } as const;

/**
 * Billing notes with the webhooks that carried them to the broker, refreshed every 10 s (spec 1 §9) as
 * the broker's answers to the webhooks arrive. The query is the preview's own notes query, so the
 * whole dialog's notes follow.
 */
export function BillingNotesPanel({ rideId }: { rideId: number }) {
  const allNotes = useRideNotesQuery(rideId, { loadWebhooks: true, refreshMs: BILLING_NOTES_REFRESH_MS });
  const notes = (allNotes.data?.notes ?? []).filter((note) => note.category === 'billing');
  return (
    <Stack spacing={1} component="section" aria-label="Billing notes" sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" fontWeight={600}>
        Billing notes
      </Typography>
      <NoteInput rideId={rideId} category="billing" max={RIDE_NOTE_MAX} label="Add a billing note" />
      {notes.length === 0 && <Typography color="text.secondary">{MESSAGES.noNote}</Typography>}
      {notes.map((note) => (
        <Paper key={note.id} variant="outlined" sx={{ p: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {formatNyDate(note.created_at)} {formatNyTime(note.created_at)} · {note.added_by}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {note.body}
          </Typography>
          {note.webhooks.length > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
              {note.webhooks.map((hook, index) => (
                <Chip
                  // biome-ignore lint/suspicious/noArrayIndexKey: webhooks carry no id and never reorder
                  key={index}
                  size="small"
                  variant="outlined"
                  color={VENDOR_COLORS[hook.vendor_status]}
                  label={`${hook.name}: ${hook.vendor_status}${hook.response_status_code ? ` (${hook.response_status_code})` : ''}`}
                  title={hook.exception ?? hook.response ?? undefined}
                />
              ))}
            </Box>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
