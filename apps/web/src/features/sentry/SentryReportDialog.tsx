import { sentryBilling as api } from '@fleetdesk/contract';
import { Box, Dialog, DialogContent, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { ClosableDialogTitle } from '../../ui/dialogs/ClosableDialogTitle';
import type { DialogControl } from '../../ui/dialogs/dialogTypes';
import { DialogFormActions } from '../rides/dialogs/shared/DialogFormActions';
import { useSentryReport } from './api';

declare module '../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    /** The Trips tab's days, the report's default range. */
    sentryReportRides: { start_date: string; end_date: string };
  }
}

/** 'Download report' (spec 1 §2.8, spec 3 §2): a report type (required) over a range of days. */
export function SentryReportDialog({
  open,
  onClose,
  start_date,
  end_date,
}: DialogControl & { start_date: string; end_date: string }) {
  const [type, setType] = useState<api.SentryReportType | ''>('');
  const [days, setDays] = useState({ start_date, end_date });
  const [isTried, setIsTried] = useState(false);
  const reporting = useSentryReport(onClose);
  const typeError = isTried && type === '' ? api.SENTRY_MESSAGES.reportTypeRequired : undefined;
  const orderError =
    days.start_date && days.end_date && days.end_date < days.start_date
      ? api.SENTRY_MESSAGES.dateOrder
      : undefined;

  return (
    <Dialog open={open} onClose={reporting.isPending ? undefined : onClose} maxWidth="xs" fullWidth>
      <ClosableDialogTitle onClose={onClose}>Download report</ClosableDialogTitle>
      <Box
        component="form"
        noValidate
        aria-label="Download report"
        onSubmit={(event) => {
          event.preventDefault();
          setIsTried(true);
          if (type === '' || orderError || !days.start_date || !days.end_date) return;
          reporting.mutate({ params: { report_type: type }, body: days });
        }}
      >
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label="Report type"
              value={type}
              required
              error={Boolean(typeError)}
              helperText={typeError}
              onChange={(event) => setType(event.target.value as api.SentryReportType)}
            >
              {api.SENTRY_REPORT_TYPES.map((key) => (
                <MenuItem key={key} value={key}>
                  {api.SENTRY_REPORT_LABELS[key]}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction="row" spacing={1.5}>
              {(['start_date', 'end_date'] as const).map((end) => (
                <TextField
                  key={end}
                  type="date"
                  label={end === 'start_date' ? 'From' : 'To'}
                  value={days[end]}
                  required
                  error={end === 'end_date' && Boolean(orderError)}
                  helperText={end === 'end_date' ? orderError : undefined}
                  onChange={(event) => setDays({ ...days, [end]: event.target.value })}
                  slotProps={{ inputLabel: { shrink: true } }}
                  fullWidth
                />
              ))}
            </Stack>
          </Stack>
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitLabel="Download report"
          isSending={reporting.isPending}
          permission="sentry.view"
        />
      </Box>
    </Dialog>
  );
}
