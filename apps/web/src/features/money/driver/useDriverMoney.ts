import { type DriverTransactionTab, driverMoney, payments } from '@fleetdesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../api/endpointQuery';

/** One page of a driver's transactions for a tab, with the balance; the previous page stays shown meanwhile. */
export function useDriverTransactions(
  driverId: number,
  tab: DriverTransactionTab,
  page: number,
  perPage: number,
) {
  return useQuery({
    ...endpointQuery(driverMoney.driverTransactions, {
      params: { id: driverId },
      query: { tab, page: page + 1, per_page: perPage },
    }),
    placeholderData: keepPreviousData,
  });
}

/** The driver's balance: the first page of All carries it too, so the two blocks share one request. */
export const useDriverBalance = (driverId: number, perPage: number) =>
  useDriverTransactions(driverId, 'all', 0, perPage);

export const useDriverBankAccounts = (driverId: number) =>
  useQuery(endpointQuery(payments.driverPaymentMethods, { params: { id: driverId } }));
