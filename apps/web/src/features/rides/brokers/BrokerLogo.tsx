import { BROKER_NAMES, type BrokerKey } from '@fleetdesk/contract';
import { Box } from '@mui/material';

/** Each broker's mark: its short name on its colour (drawn here; no broker artwork is shipped). */
const MARKS: Readonly<Record<BrokerKey, { text: string; background: string; color: string }>> = {
  sentry: { text: 'SENTRY', background: '#0d47a1', color: '#ffffff' },
  sentry2: { text: 'SENTRY 2', background: '#4a148c', color: '#ffffff' },
  arro: { text: 'ARRO', background: '#e65100', color: '#ffffff' },
  tlc: { text: 'NYC TLC', background: '#fbc02d', color: '#1a1a1a' },
  mta: { text: 'MTA', background: '#0039a6', color: '#ffffff' },
};

const isBrokerKey = (key: string | null): key is BrokerKey => key !== null && key in MARKS;

/** The logo of the broker serving a ride's company; nothing for a company no broker serves. */
export function BrokerLogo({ brokerKey }: { brokerKey: string | null }) {
  if (!isBrokerKey(brokerKey)) return null;
  const mark = MARKS[brokerKey];
  const name = BROKER_NAMES[brokerKey];
  return (
    <Box
      component="span"
      role="img"
      aria-label={`${name} logo`}
      title={name}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        height: 18,
        px: 0.75,
        borderRadius: 0.75,
        bgcolor: mark.background,
        color: mark.color,
        fontSize: 10,
        fontWeight: 800,
        letterSpacing: '0.06em',
        lineHeight: 1,
        whiteSpace: 'nowrap',
        verticalAlign: 'middle',
      }}
    >
      {mark.text}
    </Box>
  );
}
