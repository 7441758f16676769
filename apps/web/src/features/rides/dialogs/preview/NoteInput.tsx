import type { Note } from '@fleetdesk/contract';
import { Button, Stack } from '@mui/material';
import { SubmitAccess, useMaySubmit } from '../../../../ui/NoAccess';
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
 * is cut with 'Max characters count is {n}!'. A user who may not write (read-only, or a billing note
 * without its key) keeps the draft and reads 'Access denied' on Add.
 */
export function NoteInput({ rideId, category, max, label }: NoteInputProps) {
  const draftKey = noteDraftKey(rideId, category);
  const draft = useNoteDraft(draftKey);
  const add = useAddNoteMutation(rideId, { category, onFailure: (body) => setNoteDraft(draftKey, body) });
  const permission = category === 'billing' ? 'rides.view-billing-notes' : null;
  const allowed = useMaySubmit(permission);
  const send = () => {
    const body = draft.trim();
    if (body === '' || add.isPending || !allowed) return;
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
      <SubmitAccess permission={permission}>
        <Button variant="outlined" onClick={send} loading={add.isPending}>
          Add
        </Button>
      </SubmitAccess>
    </Stack>
  );
}
