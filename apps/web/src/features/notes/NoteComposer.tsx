import { ENTITY_NOTE_MAX } from '@fleetdesk/contract';
import SendIcon from '@mui/icons-material/Send';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useMaySubmit } from '../../ui/NoAccess';
import { LimitedInput } from '../rides/dialogs/shared/LimitedTextField';
import type { NotedEntityType } from './entityNotes';
import { useAddEntityNote } from './useEntityNotes';

/**
 * The note box of a driver or car: at most 100 characters ('Max characters count is 100!'), Enter or
 * the send button submits, a blank note is ignored, and a note that failed comes back into the box.
 */
export function NoteComposer({ entityType, entityId }: { entityType: NotedEntityType; entityId: number }) {
  const [text, setText] = useState('');
  const add = useAddEntityNote(entityType, entityId, setText);
  const allowed = useMaySubmit(null);
  const send = () => {
    const body = text.trim();
    if (body === '' || add.isPending || !allowed) return;
    setText('');
    add.mutate(body);
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <LimitedInput
        label="Add a note"
        placeholder="Type a note and press Enter"
        value={text}
        onTextChange={setText}
        max={ENTITY_NOTE_MAX}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            send();
          }
        }}
        disabled={add.isPending}
        size="small"
        fullWidth
      />
      <Tooltip title={allowed ? 'Send' : 'Access denied'}>
        <span>
          <IconButton aria-label="Send note" onClick={send} disabled={!allowed} loading={add.isPending}>
            <SendIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
