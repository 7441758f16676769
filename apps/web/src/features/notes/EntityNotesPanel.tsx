import { MESSAGES } from '@fleetdesk/contract';
import { CircularProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useAppStore } from '../../store/appStore';
import { LoadFailed } from '../../ui/LoadFailed';
import { formatNyDateTime } from '../../ui/time/nyFormat';
import { useNow } from '../../ui/time/useNow';
import { type NotedEntityType, visibleEntityNotes } from './entityNotes';
import { NoteComposer } from './NoteComposer';
import { useEntityNotesQuery } from './useEntityNotes';

interface EntityNotesPanelProps {
  entityType: NotedEntityType;
  entityId: number;
}

/**
 * The notes of one driver or car (the driver page, the edit-car dialog): a box to add one, then the
 * notes newest first, dispatch notes only within their 6-hour window. Fleet users read but do not
 * write: the notes API takes no fleet writes.
 */
export function EntityNotesPanel({ entityType, entityId }: EntityNotesPanelProps) {
  const notes = useEntityNotesQuery(entityType, entityId);
  const isFleet = useAppStore((state) => state.user?.is_fleet ?? false);
  const now = useNow(60_000);
  const list = visibleEntityNotes(notes.data?.notes.data ?? [], now);

  return (
    <Stack spacing={1}>
      {!isFleet && <NoteComposer entityType={entityType} entityId={entityId} />}
      <LoadFailed what="The notes" load={notes} />
      {notes.isPending ? (
        <CircularProgress size={20} aria-label="Loading notes" />
      ) : notes.data === undefined ? null : list.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {MESSAGES.noNote}
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Notes">
          {list.map((note) => (
            <ListItem key={note.id} disableGutters divider>
              <ListItemText
                primary={note.body}
                secondary={`${note.added_by || 'anonymous'} · ${formatNyDateTime(note.created_at)}`}
                slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
