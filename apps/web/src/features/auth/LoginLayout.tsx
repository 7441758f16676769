import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { RAIL_COLORS } from '../../app/theme';

const HIGHLIGHTS = [
  'Dispatch rides from brokers, facilities and the marketplace',
  'Watch drivers and cars live across the five boroughs',
  'Pay drivers, reconcile brokers, report to the city',
];

/** The sign-in frame: the product on the left, the current step's card on the right. No shell here. */
export function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <Box
        sx={{
          display: { xs: 'none', md: 'flex' },
          width: 440,
          flexShrink: 0,
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 5,
          color: RAIL_COLORS.text,
          background: `linear-gradient(160deg, ${RAIL_COLORS.background} 0%, ${RAIL_COLORS.gradientEnd} 100%)`,
        }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box component="img" src="/favicon.svg" alt="" sx={{ width: 36, height: 36 }} />
          <Typography sx={{ color: '#fff', fontWeight: 700, fontSize: 20 }}>Fleetdesk</Typography>
        </Stack>
        <Box>
          <Typography sx={{ color: '#fff', fontSize: 26, fontWeight: 600, lineHeight: 1.25, mb: 3 }}>
            The back office of New York’s rides.
          </Typography>
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {HIGHLIGHTS.map((line) => (
              <Box component="li" key={line} sx={{ display: 'flex', gap: 1.5, fontSize: 14 }}>
                <Box
                  sx={{ mt: '7px', width: 6, height: 6, borderRadius: '50%', bgcolor: RAIL_COLORS.accent }}
                />
                {line}
              </Box>
            ))}
          </Stack>
        </Box>
        <Typography sx={{ fontSize: 12, color: RAIL_COLORS.muted }}>
          For staff and fleet operators only.
        </Typography>
      </Box>
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 3 }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 400, p: 4, borderRadius: 3 }}>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}

export function StepHeading({ title, subtitle }: { title: string; subtitle: ReactNode }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h1">{title}</Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{subtitle}</Typography>
    </Box>
  );
}
