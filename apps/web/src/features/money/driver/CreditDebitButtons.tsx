import { Button } from '@mui/material';
import { openDialog } from '../../../ui/dialogs/dialogStore';
import { useHasPermission, useIsFleet } from '../../rides/dialogs/shared/useHasPermission';

/**
 * Credit and debit for one driver (spec 2 §6): posted at once with credits.quick-create (fleet users
 * too, for their own drivers), else a request for review with credits.create; debits never for fleets,
 * and as a request only with credit-and-debit.create.
 */
export function CreditDebitButtons({ driverId }: { driverId: number }) {
  const isFleet = useIsFleet();
  const quick = useHasPermission('credits.quick-create') || isFleet;
  const mayRequest = useHasPermission('credits.create');
  const mayRequestDebit = useHasPermission('credit-and-debit.create');
  const showsDebit = !isFleet && (quick || (mayRequest && mayRequestDebit));
  return (
    <>
      {(quick || mayRequest) && (
        <Button size="small" variant="outlined" onClick={() => openDialog('credit', { driverId, quick })}>
          {quick ? 'Quick credit' : 'Credit'}
        </Button>
      )}
      {showsDebit && (
        <Button size="small" variant="outlined" onClick={() => openDialog('debit', { driverId, quick })}>
          {quick ? 'Quick debit' : 'Debit'}
        </Button>
      )}
    </>
  );
}
