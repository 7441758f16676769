import { sentryBilling as api } from '@fleetdesk/contract';
import SaveIcon from '@mui/icons-material/Save';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { requestConfirm } from '../../ui/confirm/requestConfirm';
import { fieldProblem } from '../../ui/fieldProblem';
import { SubmitAccess } from '../../ui/NoAccess';
import { batchStatusesQuery, useSwitchBatchStatus, useUpdateBatch } from './api';
import { canSaveBatch, nyDay, rangeOfDays } from './sentryView';

/**
 * A batch's status select (moves at once, where the server's table allows), its notes and date range
 * with SAVE CHANGES, enabled only when something changed and from is not after to (spec 3 §4).
 */
export function BatchEditor({ invoice }: { invoice: api.SentryInvoice }) {
  const saved = {
    from: nyDay(invoice.from_datetime),
    to: nyDay(invoice.to_datetime),
    note: invoice.note ?? '',
  };
  const [draft, setDraft] = useState(saved);
  const statuses = useQuery(batchStatusesQuery);
  const saving = useUpdateBatch();
  const switching = useSwitchBatchStatus();
  const current = statuses.data?.invoice_statuses.find((s) => s.id === invoice.status);
  const reachable = (statuses.data?.invoice_statuses ?? []).filter(
    (s) => s.id === invoice.status || current?.next.includes(s.id),
  );
  const isAssembling = invoice.status === 'open' || invoice.status === 'checked';
  const noteProblem = fieldProblem(api.updateBatch.body, 'note', draft.note);
  const orderError =
    draft.from && draft.to && draft.from > draft.to ? api.SENTRY_MESSAGES.dateOrder : undefined;

  const handleStatus = (status: api.SentryInvoiceStatus) => {
    const label = api.SENTRY_INVOICE_STATUS_LABELS[status];
    const send = () => switching.mutate({ params: { id: invoice.id }, body: { status } });
    // Cancelling lets the rides go, paying or rejecting marks them: asked first.
    if (status === 'cancelled' || status === 'paid' || status === 'rejected')
      requestConfirm({
        title: `Mark batch #${invoice.id} ${label}`,
        message:
          status === 'cancelled'
            ? 'Cancelling lets go of its rides, so another batch may bill them. Go on?'
            : `The rides of its invoice will be marked ${status === 'paid' ? 'paid' : 'failed'}. Go on?`,
        confirmLabel: label,
        destructive: status !== 'paid',
        permission: 'sentry.manage',
        onConfirm: send,
      });
    else send();
  };

  return (
    <Stack spacing={2}>
      <TextField
        select
        label="Status"
        value={current ? invoice.status : ''}
        onChange={(event) => handleStatus(event.target.value as api.SentryInvoiceStatus)}
        disabled={switching.isPending}
        sx={{ maxWidth: 280 }}
      >
        {reachable.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Notes"
        multiline
        minRows={2}
        value={draft.note}
        onChange={(event) => setDraft({ ...draft, note: event.target.value })}
        error={noteProblem !== null}
        helperText={noteProblem}
      />
      <Stack direction="row" spacing={1.5}>
        {(['from', 'to'] as const).map((end) => (
          <TextField
            key={end}
            type="date"
            label={end === 'from' ? 'From' : 'To'}
            value={draft[end]}
            // Dates move only while the batch is put together (the server says so too, decision 128).
            disabled={!isAssembling}
            error={end === 'to' && Boolean(orderError)}
            helperText={end === 'to' ? orderError : undefined}
            onChange={(event) => setDraft({ ...draft, [end]: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 190 }}
          />
        ))}
      </Stack>
      <SubmitAccess permission="sentry.manage">
        <Button
          variant="contained"
          startIcon={<SaveIcon />}
          disabled={!canSaveBatch(saved, draft) || noteProblem !== null}
          loading={saving.isPending}
          onClick={() =>
            saving.mutate(
              {
                params: { id: invoice.id },
                body: { ...rangeOfDays(draft.from, draft.to), note: draft.note || null },
              },
              {
                onSuccess: (answer) =>
                  setDraft({
                    from: nyDay(answer.invoice.from_datetime),
                    to: nyDay(answer.invoice.to_datetime),
                    note: answer.invoice.note ?? '',
                  }),
              },
            )
          }
          sx={{ alignSelf: 'flex-start' }}
        >
          Save changes
        </Button>
      </SubmitAccess>
    </Stack>
  );
}
