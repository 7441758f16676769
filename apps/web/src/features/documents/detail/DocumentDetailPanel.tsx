import { DOCUMENT_REVIEW_STATUSES, type DocumentView, documents } from '@fleetdesk/contract';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { callEndpoint } from '../../../api/client';
import { showFormError } from '../../../api/showFormError';
import { requestConfirm } from '../../../ui/confirm/requestConfirm';
import { openDialog } from '../../../ui/dialogs/dialogStore';
import { useGuardedSubmit } from '../../../ui/form/useGuardedSubmit';
import { SubmitAccess } from '../../../ui/NoAccess';
import { openDriverPageDialog } from '../../drivers/page/pageDialogs';
import { EntityNotesPanel } from '../../notes/EntityNotesPanel';
import { DocumentStatusChip } from '../shared/DocumentStatus';
import { useDocumentMutation } from '../shared/documentQueries';
import { DocumentFields } from './DocumentFields';
import { DocumentImage } from './DocumentImage';
import {
  DOCUMENT_FORM_FIELDS,
  type DocumentFormValues,
  documentBody,
  documentResolver,
  formValuesOf,
} from './documentForm';

const WRITE_KEY = 'drivers.edit-documents';

/** The documents page's detail panel (spec 2 §2): fields, Confirm, View Entity, image, Delete, notes. */
interface DocumentDetailPanelProps {
  document: DocumentView;
  onClose: () => void;
  /** The document as the server answered a save: it stays shown even when the filters no longer match it. */
  onSaved: (document: DocumentView) => void;
}

export function DocumentDetailPanel({ document, onClose, onSaved }: DocumentDetailPanelProps) {
  const remove = useDocumentMutation(
    () => callEndpoint(documents.deleteDocument, { params: { id: document.id } }),
    {
      onDone: onClose,
    },
  );
  const confirmDelete = () =>
    requestConfirm({
      title: 'Delete document?',
      message: `${document.title} of ${document.entity_name} will be deleted. This cannot be undone.`,
      confirmLabel: 'Delete',
      destructive: true,
      onConfirm: () => remove.mutate(undefined),
    });
  const viewEntity = () =>
    document.entity_type === 'driver'
      ? openDriverPageDialog('editDriver', { driverId: document.entity_id })
      : openDriverPageDialog('editCar', { carId: document.entity_id });

  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%', overflow: 'auto' }} aria-label="Document detail">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" noWrap>
            {document.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            {document.entity_name} · {document.entity_type} #{document.entity_id}
          </Typography>
        </Box>
        <DocumentStatusChip document={document} />
        <IconButton aria-label="Close detail" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Stack spacing={1} sx={{ mb: 2 }}>
        {document.open_data_warning && <Alert severity="warning">{document.open_data_warning}</Alert>}
        {(document.message ?? document.actuality_message) && (
          <Alert severity="info">{document.message ?? document.actuality_message}</Alert>
        )}
      </Stack>
      <DocumentImage
        document={document}
        onOpen={() => openDialog('fullDocumentView', { document, onRotated: onSaved })}
      />
      <DocumentForm key={`${document.id}-${document.updated_at}`} document={document} onSaved={onSaved} />
      <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={viewEntity}>
          View Entity
        </Button>
        <SubmitAccess permission={WRITE_KEY}>
          <Button color="error" onClick={confirmDelete} loading={remove.isPending} sx={{ ml: 'auto' }}>
            Delete document
          </Button>
        </SubmitAccess>
      </Stack>
      <Typography variant="subtitle2" sx={{ color: 'text.secondary', mt: 3, mb: 1 }}>
        Notes
      </Typography>
      <EntityNotesPanel entityType={document.entity_type} entityId={document.entity_id} />
    </Paper>
  );
}

function DocumentForm({ document, onSaved }: { document: DocumentView; onSaved: (d: DocumentView) => void }) {
  const form = useForm<DocumentFormValues>({
    resolver: documentResolver(document.type),
    mode: 'onBlur',
    defaultValues: formValuesOf(document),
  });
  const save = useDocumentMutation(
    (values: DocumentFormValues) =>
      callEndpoint(documents.updateDocument, {
        params: { id: document.id },
        body: documentBody(document, values),
      }),
    {
      onDone: (answer) => onSaved(answer.document),
      onError: (error) => showFormError(error, form.setError, DOCUMENT_FORM_FIELDS),
    },
  );
  const submit = useGuardedSubmit(form.handleSubmit((values) => save.mutateAsync(values)));

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DocumentFields typeKey={document.type} form={form} />
      <Stack direction="row" sx={{ gap: 2, mt: 2, alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label="Status"
          sx={{ width: 180 }}
          {...form.register('status')}
          value={form.watch('status')}
        >
          {DOCUMENT_REVIEW_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {status}
            </MenuItem>
          ))}
        </TextField>
        <SubmitAccess permission={WRITE_KEY}>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Confirm
          </Button>
        </SubmitAccess>
      </Stack>
    </Box>
  );
}
