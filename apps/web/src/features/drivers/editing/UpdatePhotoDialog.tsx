import { files, MESSAGES } from '@fleetdesk/contract';
import { Alert, Avatar, Box, Button, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { uploadToEndpoint } from '../../../api/upload';
import type { DialogControl } from '../../../ui/dialogs/dialogTypes';
import { FormDialog } from '../../../ui/dialogs/FormDialog';
import { useGuardedSubmit } from '../../../ui/form/useGuardedSubmit';
import { DialogFormActions } from '../../rides/dialogs/shared/DialogFormActions';
import { photoProblem } from './photoRules';
import { useDriverMutation } from './useDriverMutation';

interface UpdatePhotoProps {
  driverId: number;
}

declare module '../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    updateDriverPhoto: UpdatePhotoProps;
  }
}

/**
 * Update driver photo (spec 2 §2, §5): exactly one jpeg, png, bmp or pdf; the server has the last word.
 * A chosen file is asked about before Escape or a click outside drops it (decision 172).
 */
export function UpdatePhotoDialog({ driverId, open, onClose }: UpdatePhotoProps & DialogControl) {
  const [chosen, setChosen] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const file = chosen.length === 1 ? chosen[0] : undefined;
  useEffect(() => {
    if (!file?.type.startsWith('image/')) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const upload = useDriverMutation(
    (selfie: File) =>
      uploadToEndpoint(files.uploadDriverPhoto, { params: { id: driverId }, files: { selfie } }),
    { onDone: onClose, onError: (e) => setError(e instanceof Error ? e.message : MESSAGES.tryAgainHint) },
  );

  const submit = useGuardedSubmit(async () => {
    const problem = photoProblem(chosen);
    setError(problem);
    if (!problem && file) await upload.mutateAsync(file);
  });

  return (
    <FormDialog
      dirty={chosen.length > 0}
      open={open}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-label="Update photo"
    >
      <DialogTitle>Update photo</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar src={preview ?? undefined} alt="New photo preview" sx={{ width: 120, height: 120 }} />
            <Button variant="outlined" component="label">
              Choose file
              <input
                hidden
                type="file"
                multiple
                accept="image/jpeg,image/png,image/bmp,application/pdf"
                aria-label="Photo file"
                onChange={(event) => {
                  const list = Array.from(event.target.files ?? []);
                  setChosen(list);
                  setError(list.length ? photoProblem(list) : null);
                }}
              />
            </Button>
            {file && <Typography variant="body2">{file.name}</Typography>}
            {error && (
              <Alert severity="error" sx={{ width: '100%' }}>
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitLabel="Upload"
          isSending={upload.isPending}
          permission="drivers.edit-photo"
        />
      </Box>
    </FormDialog>
  );
}
