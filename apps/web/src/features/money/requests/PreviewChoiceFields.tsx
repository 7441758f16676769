import type { PaymentMethod, TransactionRequest } from '@fleetdesk/contract';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../ui/form/FormTextField';
import { bankAccountOption, PayoutTypeFields } from '../driver/PayoutTypeFields';
import { type PreviewForm, withCurrent } from './previewRequestForm';
import type { useRequestChoices } from './useRequestChoices';

interface ChoiceFieldsProps {
  control: Control<PreviewForm>;
  request: TransactionRequest;
  choices: ReturnType<typeof useRequestChoices>;
  /** The driver's bank accounts (payouts). */
  accounts: readonly Pick<PaymentMethod, 'id' | 'name' | 'last_four'>[];
  isAch: boolean;
}

/**
 * The choices a pending request may still change (spec 2 §4), from the create forms' lists: a credit's or
 * debit's category and company, a payout's type and, for ach, the bank account it is paid to.
 */
export function PreviewChoiceFields({ control, request, choices, accounts, isAch }: ChoiceFieldsProps) {
  if (request.type === 'payout')
    return (
      <PayoutTypeFields
        control={control}
        isAch={isAch}
        accountOptions={withCurrent(
          accounts.map(bankAccountOption),
          request.payment_id,
          `•••• ${request.payment_last_four ?? ''}`,
        )}
      />
    );
  return (
    <>
      <FormTextField
        control={control}
        name="category_id"
        label="Category"
        required
        size="medium"
        options={withCurrent(choices.categories, request.category_id, request.name)}
      />
      {choices.companyOptions && (
        <FormTextField
          control={control}
          name="company_id"
          label="Company"
          size="medium"
          options={withCurrent(choices.companyOptions, request.company_id, request.company_name)}
        />
      )}
    </>
  );
}
