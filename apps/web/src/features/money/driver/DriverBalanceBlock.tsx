import { type DriverDetail, formatUsd } from '@fleetdesk/contract';
import { Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { openDialog } from '../../../ui/dialogs/dialogStore';
import { LoadFailed } from '../../../ui/LoadFailed';
import { PageBlock } from '../../drivers/page/PageBlock';
import { useHasPermission } from '../../rides/dialogs/shared/useHasPermission';
import { BoostDialog } from './BoostDialog';
import { CreditDebitButtons } from './CreditDebitButtons';
import { showsPayoutButton } from './moneyRules';
import { useTransactionsPaging } from './transactionsPagingStore';
import { useDriverBalance } from './useDriverMoney';

function Amount({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Stack>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      {value === undefined ? (
        <Skeleton width={80} />
      ) : (
        <Typography variant="h3" component="p" aria-label={`${label} balance`}>
          {formatUsd(value)}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * The driver's balance (spec 2 §4): available and pending; 'BALANCE HOLD!' on red while payouts are
 * held; Payout only without a hold and above one cent; Boost for holders of the quick-credit key.
 */
export function DriverBalanceBlock({ driver }: { driver: DriverDetail }) {
  const perPage = useTransactionsPaging((state) => state.perPage);
  const balance = useDriverBalance(driver.id, perPage);
  const mayQuickCreate = useHasPermission('credits.quick-create');
  const mayRequest = useHasPermission('credits.create');
  const [boosting, setBoosting] = useState(false);
  const available = balance.data?.balance.available;
  const payout = available !== undefined && showsPayoutButton(driver.payout_hold, available);

  return (
    <PageBlock
      title="Balance"
      actions={
        <>
          <CreditDebitButtons driverId={driver.id} />
          {mayQuickCreate && (
            <Button size="small" variant="outlined" onClick={() => setBoosting(true)}>
              Boost
            </Button>
          )}
          {payout && (mayQuickCreate || mayRequest) && (
            <Button
              size="small"
              variant="contained"
              onClick={() => openDialog('payout', { driverId: driver.id, available, quick: mayQuickCreate })}
            >
              Payout
            </Button>
          )}
        </>
      }
    >
      <LoadFailed what="The balance" load={balance} sx={{ mb: 1 }} />
      {balance.isError && balance.data === undefined ? null : (
        <Stack direction="row" sx={{ gap: 4, alignItems: 'center', flexWrap: 'wrap' }}>
          <Amount label="Available" value={available} />
          <Amount label="Pending" value={balance.data?.balance.pending} />
          {driver.payout_hold === 1 && <Chip color="error" label="BALANCE HOLD!" sx={{ fontWeight: 700 }} />}
        </Stack>
      )}
      {boosting && <BoostDialog driverId={driver.id} onClose={() => setBoosting(false)} />}
    </PageBlock>
  );
}
