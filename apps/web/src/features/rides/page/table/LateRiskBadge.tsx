import { LATE_RISK_REASON_LABELS, type LateRisk } from '@fleetdesk/contract/endpoints/lateRisk';
import { Box, Tooltip } from '@mui/material';
import { nyDateTime } from '../../../../ui/time/nyFormat';

/** "Driver far · 23 min late (at 3:42 PM)", or the reason alone when nothing can be predicted. */
export function lateRiskText(risk: LateRisk): string {
  const reason = LATE_RISK_REASON_LABELS[risk.reason];
  if (risk.minutes_late === null || risk.predicted_pickup_at === null) return reason;
  const at = nyDateTime(risk.predicted_pickup_at)?.time;
  return `${reason} · ${risk.minutes_late} min late${at ? ` (at ${at})` : ''}`;
}

/**
 * The late-pickup prediction's flag on a ride row: "At risk", with the reason and the predicted
 * lateness on hover (and for screen readers).
 */
export function LateRiskBadge({ risk }: { risk: LateRisk }) {
  const text = lateRiskText(risk);
  return (
    <Tooltip title={text}>
      <Box
        component="span"
        role="status"
        aria-label={`At risk: ${text}`}
        data-late-risk={risk.reason}
        sx={{
          px: 0.5,
          mr: 0.5,
          borderRadius: 0.5,
          bgcolor: 'error.main',
          color: 'error.contrastText',
          fontWeight: 600,
          fontSize: '0.75rem',
        }}
      >
        At risk
      </Box>
    </Tooltip>
  );
}
