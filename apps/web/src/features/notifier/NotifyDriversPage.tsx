import { MESSAGES } from '@fleetdesk/contract';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  LinearProgress,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { PageTitle } from '../../app/pages/PageTitle';
import { useGuardedSubmit } from '../../ui/form/useGuardedSubmit';
import { LoadFailed } from '../../ui/LoadFailed';
import { formatCountdown } from '../../ui/time/countdown';
import { formatNyDateTime } from '../../ui/time/nyFormat';
import { useNow } from '../../ui/time/useNow';
import { canNotify, notifyCountdownSeconds } from './notifyCountdown';
import { useLastNotification, useNotifyDrivers } from './useNotifier';

/**
 * /notify-drivers (spec 3 §2, §4): Send SMS, Notify Drivers (enabled when the countdown from the last
 * press reaches 0 and the previous dispatch has completed), the last launch and how many were notified.
 */
export function NotifyDriversPage() {
  const [sms, setSms] = useState(false);
  const last = useLastNotification();
  const notify = useNotifyDrivers();
  const handleNotify = useGuardedSubmit(() => notify.mutateAsync(sms));
  const now = useNow(1000);
  const data = last.data;
  const waitSeconds = notifyCountdownSeconds(data, now);
  const running = data !== undefined && !data.is_notifications_executed;
  const enabled = canNotify(data, now) && !notify.isPending;

  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageTitle>Notify Drivers</PageTitle>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Box sx={{ height: 4, mt: -1.5, mb: 1.5 }}>
          {(last.isPending || notify.isPending) && <LinearProgress aria-label="Loading" />}
        </Box>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          Tell every active driver whose documents and car are in order, and who is offline, that rides are
          waiting.
        </Typography>
        <Stack useFlexGap direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControlLabel
            control={<Checkbox checked={sms} onChange={(event) => setSms(event.target.checked)} />}
            label="Send SMS"
          />
          <Button
            variant="contained"
            startIcon={<CampaignOutlined />}
            disabled={!enabled}
            onClick={handleNotify}
          >
            Notify Drivers
          </Button>
          {waitSeconds > 0 && (
            <Typography aria-live="polite" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              Next notification available in <strong>{formatCountdown(waitSeconds)}</strong>
            </Typography>
          )}
        </Stack>
        {running && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {MESSAGES.notifyInFlight}
          </Alert>
        )}
        <LoadFailed what="The last notification" load={last} sx={{ mt: 2 }} />
        <LastLaunch data={data} />
      </Paper>
    </Box>
  );
}

function LastLaunch({ data }: { data: ReturnType<typeof useLastNotification>['data'] }) {
  if (!data) return null;
  if (!data.last_notification_by_user_at)
    return (
      <Typography sx={{ mt: 3, color: 'text.secondary' }}>Drivers have not been notified yet.</Typography>
    );
  return (
    <Box sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography>
        Last launch: <strong>{formatNyDateTime(data.last_notification_by_user_at)}</strong>
        {data.sent_by ? ` by ${data.sent_by}` : ''}
      </Typography>
      <Typography>
        Notified drivers: <strong>{data.notified}</strong>
      </Typography>
      {data.last_notification_at && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Last dispatch completed {formatNyDateTime(data.last_notification_at)}
        </Typography>
      )}
    </Box>
  );
}
