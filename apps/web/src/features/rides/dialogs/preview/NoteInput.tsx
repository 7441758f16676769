import type { Note } from '@fleetdesk/contract';
import { Button, Stack } from '@mui/material';
import { useAddNoteMutation } from '../../api/useAddNoteMutation';
import { noteDraftKey, setNoteDraft, useNoteDraft } from '../../page/detail/noteDrafts';
import { LimitedInput } from '../shared/LimitedTextField';

interface NoteInputProps {
  rideId: number;
  category: Note['category'];
  max: number;
  label: string;
}

/**
 * The note box of the ride detail and the ride preview: the text is a draft kept per ride until sent;
 * Enter (or Add) sends, a blank note is not sent, a failure gives the text back, and text past `max`
 * is cut with 'Max characters count is {n}!'.
 */
export function NoteInput({ rideId, category, max, label }: NoteInputProps) {
  const draftKey = noteDraftKey(rideId, category);
  const draft = useNoteDraft(draftKey);
  const add = useAddNoteMutation(rideId, { category, onFailure: (body) => setNoteDraft(draftKey, body) });
  const send = () => {
    const body = draft.trim();
    if (body === '' || add.isPending) return;
    setNoteDraft(draftKey, '');
    add.mutate(body);
  };

  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <LimitedInput
        label={label}
        placeholder="Type a note and press Enter"
        value={draft}
        onTextChange={(text) => setNoteDraft(draftKey, text)}
        max={max}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            send();
          }
        }}
        disabled={add.isPending}
        multiline
        maxRows={4}
        size="small"
        fullWidth
      />
      <Button variant="outlined" onClick={send} loading={add.isPending}>
        Add
      </Button>
    </Stack>
  );
}
