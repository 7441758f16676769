import type { DriverDetail } from '@fleetdesk/contract';
import { BankAccountsBlock } from './BankAccountsBlock';
import { DriverBalanceBlock } from './DriverBalanceBlock';
import { DriverTransactionsBlock } from './DriverTransactionsBlock';

/** The driver page's money (staff only, spec 2 §2): balance, transactions and bank accounts. */
export function DriverMoneyBlocks({ driver }: { driver: DriverDetail }) {
  return (
    <>
      <DriverBalanceBlock driver={driver} />
      <DriverTransactionsBlock driverId={driver.id} />
      <BankAccountsBlock driverId={driver.id} />
    </>
  );
}
