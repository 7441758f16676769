import { Typography } from '@mui/material';
import { PageBlock } from './PageBlock';

/**
 * Where balance, transactions, bank accounts and the payout buttons go (the Money issue). Until then
 * the place says so plainly: no numbers, no buttons.
 */
export function MoneyBlocksPlace() {
  return (
    <PageBlock title="Balance and payments">
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Balance, transactions and bank accounts are not available yet.
      </Typography>
    </PageBlock>
  );
}
