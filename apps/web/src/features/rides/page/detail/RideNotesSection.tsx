import { MESSAGES, maxCharactersMessage, RECENT_NOTE_HIGHLIGHT_MS, RIDE_NOTE_MAX } from '@fleetdesk/contract';
import { Box, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { type ClipboardEvent, type KeyboardEvent, useState } from 'react';
import { formatNyDateTime } from '../../../../ui/time/nyFormat';
import { useNow } from '../../../../ui/time/useNow';
import { useAddNoteMutation } from '../../api/useAddNoteMutation';
import { useRideNotesQuery } from '../../api/useRideNotesQuery';
import { DetailSection } from './DetailSection';
import { limitNoteText, setNoteDraft, useNoteDrafts } from './noteDrafts';

/** The ride's notes, newest first, and (for staff) a box to add one: Enter sends, blank is not sent. */
export function RideNotesSection({ rideId, canAdd }: { rideId: number; canAdd: boolean }) {
  const notes = useRideNotesQuery(rideId);
  const now = useNow(60_000);
  // Billing notes have their own panel in the ride preview.
  const list = (notes.data?.notes ?? []).filter((note) => note.category !== 'billing');
  return (
    <DetailSection title="Notes">
      {canAdd && <NoteInput rideId={rideId} />}
      {list.length === 0 ? (
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

function NoteInput({ rideId }: { rideId: number }) {
  const draft = useNoteDrafts((state) => state.drafts[rideId] ?? '');
  const [overflow, setOverflow] = useState(false);
  // A failed send puts the typed text back.
  const addNote = useAddNoteMutation(rideId, { onFailure: (body) => setNoteDraft(rideId, body) });

  const accept = (text: string) => {
    const limited = limitNoteText(text, RIDE_NOTE_MAX);
    setOverflow(limited.overflow);
    setNoteDraft(rideId, limited.text);
  };
  const handlePaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLTextAreaElement;
    const pasted = event.clipboardData.getData('text');
    const start = target.selectionStart ?? draft.length;
    const end = target.selectionEnd ?? draft.length;
    event.preventDefault();
    accept(draft.slice(0, start) + pasted + draft.slice(end));
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    event.preventDefault();
    const body = draft.trim();
    if (body === '' || addNote.isPending) return;
    setNoteDraft(rideId, '');
    setOverflow(false);
    addNote.mutate(body);
  };

  return (
    <Box sx={{ mb: 1 }}>
      <TextField
        label="Add a note"
        placeholder="Type a note and press Enter"
        size="small"
        fullWidth
        multiline
        maxRows={4}
        value={draft}
        onChange={(event) => accept(event.target.value)}
        onPaste={handlePaste}
        onKeyDown={handleKeyDown}
        error={overflow}
        helperText={overflow ? maxCharactersMessage(RIDE_NOTE_MAX) : `${draft.length}/${RIDE_NOTE_MAX}`}
        disabled={addNote.isPending}
      />
    </Box>
  );
}
