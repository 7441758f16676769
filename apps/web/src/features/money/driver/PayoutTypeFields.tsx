import type { PaymentMethod } from '@fleetdesk/contract';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../../ui/form/FormTextField';
import { PAYOUT_TYPE_OPTIONS } from './payoutForm';

/** A payout's bank account as the selects name it. */
export const bankAccountOption = (account: Pick<PaymentMethod, 'id' | 'name' | 'last_four'>) => ({
  value: account.id,
  label: `${account.name} •••• ${account.last_four}`,
});

/**
 * A payout's type and, for ach, the bank account it is paid to (spec 2 §5): the payout form's fields and
 * a pending payout request's, over any form holding `payout_type` and `payment_id`.
 */
export function PayoutTypeFields<T extends FieldValues>({
  control,
  isAch,
  accountOptions,
}: {
  control: Control<T>;
  isAch: boolean;
  accountOptions: readonly { value: number; label: string }[];
}) {
  return (
    <>
      <FormTextField
        control={control}
        name={'payout_type' as Path<T>}
        label="Payout type"
        required
        size="medium"
        options={PAYOUT_TYPE_OPTIONS}
      />
      {isAch && (
        <FormTextField
          control={control}
          name={'payment_id' as Path<T>}
          label="Bank account"
          required
          size="medium"
          options={accountOptions}
        />
      )}
    </>
  );
}
