import { payments } from '@fleetdesk/contract';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Tooltip,
  Typography,
} from '@mui/material';
import { callEndpoint } from '../../../api/client';
import { requestConfirm } from '../../../ui/confirm/requestConfirm';
import { openDialog } from '../../../ui/dialogs/dialogStore';
import { PageBlock } from '../../drivers/page/PageBlock';
import { formatNyDate } from '../../rides/dialogs/shared/format';
import { useMoneyMutation } from '../useMoneyMutation';
import { BankStatusIcon } from './BankStatusIcon';
import { useDriverBankAccounts } from './useDriverMoney';

/**
 * The driver's bank accounts (payment methods): last four digits only, add and remove (asked first). A
 * failed removal is toasted like every failed call: the server's words, or 'Please try again! Something
 * wrong' (spec 2 §4).
 */
export function BankAccountsBlock({ driverId }: { driverId: number }) {
  const accounts = useDriverBankAccounts(driverId);
  const remove = useMoneyMutation(
    (paymentId: number) => callEndpoint(payments.deletePaymentMethod, { params: { payment_id: paymentId } }),
    { onDone: () => undefined },
  );
  const list = accounts.data?.payment_methods ?? [];

  return (
    <PageBlock
      title="Bank accounts"
      actions={
        <Button size="small" variant="outlined" onClick={() => openDialog('addBankAccount', { driverId })}>
          Add bank account
        </Button>
      }
    >
      {accounts.isPending && <Skeleton height={48} />}
      {accounts.isError && <Alert severity="error">{accounts.error.message}</Alert>}
      {accounts.isSuccess && list.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No bank accounts yet.
        </Typography>
      )}
      <List dense disablePadding aria-label="Bank accounts">
        {list.map((account) => (
          <ListItem
            key={account.id}
            disableGutters
            secondaryAction={
              <Tooltip title="Remove">
                <IconButton
                  edge="end"
                  aria-label={`Remove account ending ${account.last_four}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    requestConfirm({
                      title: 'Remove bank account',
                      message: `Remove the account ending ${account.last_four} (${account.name})?`,
                      confirmLabel: 'Remove',
                      destructive: true,
                      onConfirm: () => remove.mutate(account.id),
                    })
                  }
                >
                  <DeleteOutline />
                </IconButton>
              </Tooltip>
            }
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <BankStatusIcon status={account.status} />
            </ListItemIcon>
            <ListItemText
              primary={`${account.name} •••• ${account.last_four}`}
              secondary={`Routing ${account.routing_number} · added ${formatNyDate(account.created_at)}`}
            />
          </ListItem>
        ))}
      </List>
    </PageBlock>
  );
}
