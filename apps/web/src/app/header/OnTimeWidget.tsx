import { ENDPOINTS, OTP_METRICS_REFRESH_MS } from '@fleetdesk/contract';
import { Box, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../api/endpointQuery';

/**
 * Green at 90 % and above, amber from 75 %, red below: a dispatcher reads the colour first. A broker with
 * nothing picked up yet has no share (the server's 0 stands for "none"): grey, shown as a dash.
 */
function otpColor(otp: number, total: number): string {
  if (total === 0) return 'text.secondary';
  if (otp >= 90) return 'success.main';
  if (otp >= 75) return 'warning.main';
  return 'error.main';
}

/**
 * On-time pickups per broker today (spec 1 §2.3), shown on /rides and /surge; the server limits a
 * fleet user's figures to their own fleet's rides.
 */
export function OnTimeWidget() {
  const { data } = useQuery({
    ...endpointQuery(ENDPOINTS['metrics.otpByVendors']),
    refetchInterval: OTP_METRICS_REFRESH_MS,
  });
  if (!data) return null;
  return (
    <Box
      component="section"
      aria-label="On-time pickups"
      // It scrolls sideways where the header is short of room: a keyboard user reaches it to scroll it.
      tabIndex={0}
      // Where the header is short of room (the rides page's buttons), the cards scroll sideways
      // (wheel or trackpad) instead of being cut off for good; no scrollbar in a 62 px header.
      sx={{ display: 'flex', gap: 0.75, minWidth: 0, overflowX: 'auto', scrollbarWidth: 'none' }}
    >
      {data.vendors.map((vendor) => (
        <Tooltip key={vendor.name} title={`${vendor.on_time} of ${vendor.total} picked up within 20 minutes`}>
          <Box
            sx={{
              px: 1.25,
              py: 0.25,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1.5,
              lineHeight: 1.15,
              whiteSpace: 'nowrap',
              bgcolor: 'background.default',
            }}
          >
            <Typography
              sx={{ fontSize: 10.5, color: 'text.secondary', fontWeight: 600, textTransform: 'uppercase' }}
            >
              {vendor.name}
            </Typography>
            <Typography sx={{ fontSize: 12.5, fontVariantNumeric: 'tabular-nums' }}>
              <Box component="span" sx={{ fontWeight: 700, color: otpColor(vendor.otp, vendor.total) }}>
                {vendor.total === 0 ? '—' : `${vendor.otp}%`}
              </Box>{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {vendor.on_time}/{vendor.total}
              </Box>
            </Typography>
          </Box>
        </Tooltip>
      ))}
    </Box>
  );
}
