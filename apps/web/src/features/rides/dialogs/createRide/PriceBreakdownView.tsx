import { PRICE_SERVICES, type PriceBreakdown, type PriceService } from '@fleetdesk/contract';
import { Box, Divider, Stack, Typography } from '@mui/material';
import { formatUsd } from '../shared/format';

const SERVICE_LABELS: Record<PriceService, string> = {
  ride: 'Ride',
  d2d: 'Door-to-door',
  d3d: 'Door-through-door',
  return_ride: 'Return ride',
  return_d2d: 'Return door-to-door',
  return_d3d: 'Return door-through-door',
  tollways: 'Tollways',
  return_tollways: 'Return tollways',
  payment_fee: 'Payment fee',
};

/** The price of one day by service, the number of days, and what is charged in all. */
export function PriceBreakdownView({ price }: { price: PriceBreakdown }) {
  const lines = PRICE_SERVICES.filter((service) => (price.services[service] ?? 0) !== 0);
  return (
    <Box
      aria-label="Price breakdown"
      component="section"
      sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}
    >
      {lines.map((service) => (
        <Stack key={service} direction="row" justifyContent="space-between">
          <Typography variant="body2">{SERVICE_LABELS[service]}</Typography>
          <Typography variant="body2">{formatUsd(price.services[service] ?? 0)}</Typography>
        </Stack>
      ))}
      <Divider sx={{ my: 0.5 }} />
      <Stack direction="row" justifyContent="space-between">
        <Typography variant="body2">Days</Typography>
        <Typography variant="body2">× {price.days}</Typography>
      </Stack>
      <Stack direction="row" justifyContent="space-between">
        <Typography variant="subtitle2">Total</Typography>
        <Typography variant="subtitle2" data-testid="payment-amount">
          {formatUsd(price.payment_amount)}
        </Typography>
      </Stack>
    </Box>
  );
}
