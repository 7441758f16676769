import { Box, Typography } from '@mui/material';
import { inNewYork } from '../../ui/time/dayjs';
import { useNow } from '../../ui/time/useNow';

/** New York time, ticking every second (spec 1 §1). */
export function NewYorkClock() {
  const now = inNewYork(useNow(1000));
  return (
    <Box
      role="timer"
      aria-label="New York time"
      sx={{ textAlign: 'right', lineHeight: 1.15, minWidth: 96, flexShrink: 0, whiteSpace: 'nowrap' }}
    >
      <Typography sx={{ fontSize: 14, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {now.format('h:mm:ss A')}
      </Typography>
      <Typography sx={{ fontSize: 11, color: 'text.secondary' }}>
        {now.format('ddd, MMM D')} · New York
      </Typography>
    </Box>
  );
}
