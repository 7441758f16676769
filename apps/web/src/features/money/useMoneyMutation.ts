import { billing, driverMoney, drivers, payments, payouts } from '@fleetdesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { queryKeyOf } from '../../api/endpointQuery';

/** Every list a money write can change: balances, transactions, bank accounts, requests, payouts, the driver. */
const MONEY_READS = [
  driverMoney.driverTransactions,
  payments.driverPaymentMethods,
  billing.listTransactionRequests,
  billing.getTransactionRequest,
  payouts.listPayouts,
  payouts.getPayout,
  drivers.getDriver,
  drivers.listDrivers,
];

/**
 * A money write from a form: one Idempotency-Key for the life of the form, so a double click or a retry
 * after a lost answer posts once (the server answers the first result again); the server's toast
 * (spec 2 §8), then every money read refreshes.
 */
export function useMoneyMutation<T, A extends { message: string }>(
  send: (input: T, idempotencyKey: string) => Promise<A>,
  options: { onDone: (answer: A) => void; onError?: (error: unknown) => void },
) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => send(input, idempotencyKey),
    meta: options.onError ? { errors: 'caller' } : undefined,
    onSuccess: (answer) => {
      enqueueSnackbar(answer.message, { variant: 'success' });
      for (const endpoint of MONEY_READS)
        void queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoint) });
      options.onDone(answer);
    },
    onError: options.onError,
  });
}
