import { Box, Typography } from '@mui/material';
import { HEADER_HEIGHT, RAIL_COLORS } from '../theme';

export function RailBrand({ isRailExpanded }: { isRailExpanded: boolean }) {
  return (
    <Box
      sx={{
        height: HEADER_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        px: '15px',
        borderBottom: `1px solid ${RAIL_COLORS.border}`,
        flexShrink: 0,
      }}
    >
      <Box
        component="img"
        src="/favicon.svg"
        alt=""
        sx={{ width: 32, height: 32, borderRadius: 1.5, flexShrink: 0 }}
      />
      {isRailExpanded && (
        <Box sx={{ lineHeight: 1.1, whiteSpace: 'nowrap' }}>
          <Typography sx={{ color: '#fff', fontWeight: 700, fontSize: 15 }}>Fleetdesk</Typography>
          <Typography sx={{ color: RAIL_COLORS.muted, fontSize: 11 }}>New York dispatch</Typography>
        </Box>
      )}
    </Box>
  );
}
