import type { DriverDetail } from '@fleetdesk/contract';
import { Alert, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { SENTRY_STATE_LABELS } from './driverPageRules';
import { PageBlock } from './PageBlock';

type ChipColor = 'success' | 'default' | 'warning';

interface BrokerLineProps {
  name: string;
  state: string;
  color: ChipColor;
  /** The broker's own status word, when it has one (CTG). */
  detail?: string | null;
  message?: ReactNode;
}

function BrokerLine({ name, state, color, detail, message }: BrokerLineProps) {
  return (
    <Stack spacing={0.5} aria-label={name} component="div" role="group">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Chip label={state} size="small" color={color} variant="outlined" />
      </Stack>
      {detail && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Status: {detail}
        </Typography>
      )}
      {message && (
        <Alert severity="info" icon={false} sx={{ py: 0, fontSize: 13 }}>
          {message}
        </Alert>
      )}
    </Stack>
  );
}

const enabledState = (enabled: boolean | null) =>
  enabled
    ? { state: 'Enabled', color: 'success' as const }
    : { state: 'Disabled', color: 'default' as const };

/** The driver's standing with the ride brokers: CTG, Sentry and Arro (staff only). */
export function BrokerBlocks({ driver }: { driver: DriverDetail }) {
  const sentry = driver.sentry_enabled;
  return (
    <PageBlock title="Brokers">
      <Stack spacing={1.5}>
        <BrokerLine
          name="CTG"
          {...enabledState(driver.ctg_enabled)}
          detail={driver.ctg_status}
          message={driver.ctg_message}
        />
        <BrokerLine
          name="Sentry"
          state={sentry ? SENTRY_STATE_LABELS[sentry] : 'Not sent'}
          color={sentry === 'ACTIVE' ? 'success' : sentry === 'INACTIVE' ? 'warning' : 'default'}
          message={driver.sentry_message}
        />
        <BrokerLine name="Arro" {...enabledState(driver.arro_enabled)} />
      </Stack>
    </PageBlock>
  );
}
