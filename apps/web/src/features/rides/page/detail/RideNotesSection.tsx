import { MESSAGES, RECENT_NOTE_HIGHLIGHT_MS, RIDE_NOTE_MAX } from '@fleetdesk/contract';
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { LoadFailed } from '../../../../ui/LoadFailed';
import { formatNyDateTime } from '../../../../ui/time/nyFormat';
import { useNow } from '../../../../ui/time/useNow';
import { useRideNotesQuery } from '../../api/useRideNotesQuery';
import { NoteInput } from '../../dialogs/preview/NoteInput';
import { DetailSection } from './DetailSection';

/** The ride's notes, newest first, and (for staff) a box to add one: Enter sends, blank is not sent. */
export function RideNotesSection({ rideId, canAdd }: { rideId: number; canAdd: boolean }) {
  const notes = useRideNotesQuery(rideId);
  const now = useNow(60_000);
  // Billing notes have their own panel in the ride preview.
  const list = (notes.data?.notes ?? []).filter((note) => note.category !== 'billing');
  return (
    <DetailSection title="Notes">
      {canAdd && (
        <Box sx={{ mb: 1 }}>
          <NoteInput rideId={rideId} category="ride" max={RIDE_NOTE_MAX} label="Add a note" />
        </Box>
      )}
      <LoadFailed what="The ride notes" load={notes} />
      {/* Nothing loaded (yet, or the load failed) is not 'no note'. */}
      {notes.data === undefined ? null : list.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {MESSAGES.noNote}
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Ride notes">
          {list.map((note) => {
            const isRecent = now - Date.parse(note.created_at) < RECENT_NOTE_HIGHLIGHT_MS;
            return (
              <ListItem
                key={note.id}
                disableGutters
                sx={{ bgcolor: isRecent ? '#fffde7' : undefined, px: 0.5 }}
              >
                <ListItemText
                  primary={note.body}
                  secondary={`${note.added_by || 'anonymous'} · ${formatNyDateTime(note.created_at)}`}
                  slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </DetailSection>
  );
}
