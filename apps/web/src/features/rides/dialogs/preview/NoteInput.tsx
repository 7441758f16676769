import type { Note } from '@fleetdesk/contract';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useAddNoteMutation } from '../../api/useAddNoteMutation';

interface NoteInputProps {
  rideId: number;
  category: Note['category'];
  max: number;
  label: string;
}

/** Adds a note to the ride; Enter sends, a blank note is not sent, a failure gives the text back. */
export function NoteInput({ rideId, category, max, label }: NoteInputProps) {
  const [text, setText] = useState('');
  const add = useAddNoteMutation(rideId, { category, onFailure: setText });
  const send = () => {
    const body = text.trim();
    if (!body) return;
    setText('');
    add.mutate(body);
  };
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <TextField
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            send();
          }
        }}
        helperText={`${text.length}/${max}`}
        slotProps={{ htmlInput: { maxLength: max } }}
        size="small"
        fullWidth
      />
      <Button variant="outlined" onClick={send} loading={add.isPending}>
        Add
      </Button>
    </Stack>
  );
}
