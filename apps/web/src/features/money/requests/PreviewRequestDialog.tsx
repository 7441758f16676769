import {
  billing,
  formatUsd,
  REQUEST_STATUS_CHANGES,
  requestFieldsEditable,
  type TransactionRequest,
  type TransactionRequestStatus,
} from '@fleetdesk/contract';
import {
  Alert,
  Box,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../../api/client';
import { endpointQuery } from '../../../api/endpointQuery';
import { requestConfirm } from '../../../ui/confirm/requestConfirm';
import type { DialogControl } from '../../../ui/dialogs/dialogTypes';
import { Fact } from '../../../ui/Fact';
import { formatNyDateTime } from '../../../ui/time/nyFormat';
import { DialogFormActions } from '../../rides/dialogs/shared/DialogFormActions';
import { useMoneyMutation } from '../useMoneyMutation';
import { payoutTypeLabel } from './requestsView';

interface PreviewProps {
  requestId: number;
}

declare module '../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    previewCredit: PreviewProps;
  }
}

function PreviewForm({
  request,
  notes,
  onClose,
}: {
  request: TransactionRequest;
  notes: { id: number; body: string; added_by: string }[];
  onClose: () => void;
}) {
  const [status, setStatus] = useState<TransactionRequestStatus>(request.status);
  const [description, setDescription] = useState(request.description);
  const isPayout = request.type === 'payout';
  const update = useMoneyMutation(
    (_none: undefined, idempotencyKey: string) => {
      const body = {
        status: status === request.status ? undefined : status,
        description: description === request.description ? undefined : description,
        updated_at: request.updated_at,
      };
      const params = { id: request.id };
      return isPayout
        ? callEndpoint(billing.updatePayoutRequest, { params, body }, { idempotencyKey })
        : callEndpoint(billing.updateTransactionRequest, { params, body }, { idempotencyKey });
    },
    { onDone: onClose },
  );
  const editable = requestFieldsEditable(request.status);
  const changed = status !== request.status || description !== request.description;
  const save = () => {
    // Spec 2 §4: a status change asks first.
    if (status === request.status) update.mutate(undefined);
    else
      requestConfirm({
        message: 'Are you sure?',
        confirmLabel: 'Yes',
        onConfirm: () => update.mutate(undefined),
      });
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <DialogContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, mb: 2 }}>
          <Fact label="Driver" value={`${request.driver_name} (#${request.driver_id})`} />
          <Fact label="Amount" value={formatUsd(request.amount)} />
          <Fact
            label={isPayout ? 'Payout type' : 'Category'}
            value={isPayout ? payoutTypeLabel(request.payout_type) : request.name}
          />
          <Fact label="Company" value={request.company_name} />
          <Fact label="Ride" value={request.ride_id} />
          <Fact
            label={isPayout ? 'Bank account' : 'Reference'}
            value={
              isPayout && request.payment_last_four ? `•••• ${request.payment_last_four}` : request.reference
            }
          />
          <Fact label="Requested by" value={request.requested_by} />
          <Fact label="Reviewed by" value={request.reviewed_by} />
          <Fact label="Created" value={formatNyDateTime(request.created_at)} />
        </Box>
        <Stack spacing={2}>
          <TextField
            select
            label="Status"
            value={status}
            onChange={(event) => setStatus(event.target.value as TransactionRequestStatus)}
          >
            {[request.status, ...REQUEST_STATUS_CHANGES[request.status]].map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Description"
            value={description}
            disabled={!editable}
            helperText={editable ? undefined : 'Only a pending request can be changed.'}
            onChange={(event) => setDescription(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
          {notes.length > 0 && (
            <Stack spacing={0.5} aria-label="Notes">
              <Typography variant="subtitle2">Notes</Typography>
              {notes.map((note) => (
                <Typography key={note.id} variant="body2">
                  {note.body}{' '}
                  <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                    — {note.added_by}
                  </Typography>
                </Typography>
              ))}
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogFormActions
        onCancel={onClose}
        submitLabel="Save"
        disabled={!changed}
        isSending={update.isPending}
        permission={isPayout ? 'payouts.update-request' : 'credits.update'}
      />
    </Box>
  );
}

/** Preview of a credit, debit or payout request (spec 2 §2): its facts, notes, status and, while pending, its description. */
export function PreviewRequestDialog({ requestId, open, onClose }: PreviewProps & DialogControl) {
  const request = useQuery(endpointQuery(billing.getTransactionRequest, { params: { id: requestId } }));
  const title = request.data
    ? `${request.data.transaction_request.type[0]?.toUpperCase()}${request.data.transaction_request.type.slice(1)} request #${requestId}`
    : `Request #${requestId}`;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-label="Request preview">
      <DialogTitle>{title}</DialogTitle>
      {request.isPending && (
        <DialogContent>
          <CircularProgress aria-label="Loading request" />
        </DialogContent>
      )}
      {request.isError && (
        <DialogContent>
          <Alert severity="error">{request.error.message}</Alert>
        </DialogContent>
      )}
      {request.data && (
        <PreviewForm
          request={request.data.transaction_request}
          notes={request.data.notes}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}
