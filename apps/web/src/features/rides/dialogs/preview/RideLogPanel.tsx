import { MESSAGES, type Note, RIDE_NOTE_MAX, type RideEvent } from '@fleetdesk/contract';
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatNyDate, formatNyTime } from '../shared/format';
import { NoteInput } from './NoteInput';

interface LogEntry {
  key: string;
  at: string;
  type: string;
  body: string;
  admin: string;
  color: string | null;
}

/** Events and notes in one list, newest first. */
export function logEntries(events: readonly RideEvent[], notes: readonly Note[]): LogEntry[] {
  const fromEvents = events.map((event) => ({
    key: `event-${event.id}`,
    at: event.created_at,
    type: event.event_type,
    body: event.body ?? '',
    admin: event.admin_first_name ?? '',
    color: event.style.background_color,
  }));
  const fromNotes = notes.map((note) => ({
    key: `note-${note.id}`,
    at: note.created_at,
    type: 'note',
    body: note.body,
    admin: note.added_by,
    color: null,
  }));
  return [...fromEvents, ...fromNotes].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

interface RideLogPanelProps {
  rideId: number;
  events: readonly RideEvent[];
  notes: readonly Note[];
  isFleet: boolean;
}

/** The ride's events and notes; fleet users see it as 'Ride Notes', without who did it and without adding. */
export function RideLogPanel({ rideId, events, notes, isFleet }: RideLogPanelProps) {
  const entries = logEntries(events, notes);
  const title = isFleet ? 'Ride Notes' : 'Events';
  return (
    <Stack spacing={1} component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" fontWeight={600}>
        {title}
      </Typography>
      {!isFleet && <NoteInput rideId={rideId} category="ride" max={RIDE_NOTE_MAX} label="Add a note" />}
      {entries.length === 0 ? (
        <Typography color="text.secondary">{MESSAGES.noNote}</Typography>
      ) : (
        <Box sx={{ overflow: 'auto', maxHeight: 560 }}>
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell>Time</TableCell>
                <TableCell>Type</TableCell>
                <TableCell>Text</TableCell>
                {!isFleet && <TableCell>Admin</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.key} sx={entry.color ? { bgcolor: entry.color } : undefined}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatNyDate(entry.at)}
                    <br />
                    {formatNyTime(entry.at)}
                  </TableCell>
                  <TableCell>{entry.type}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.body}</TableCell>
                  {!isFleet && <TableCell>{entry.admin}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}
