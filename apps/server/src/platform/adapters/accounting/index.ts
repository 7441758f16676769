import type { Config } from '../../../config';
import type { Accounting } from './accounting';
import { createHttpAccounting } from './http';

export type { Accounting, AccountingPayout } from './accounting';
export { AccountingError } from './accounting';

/** QuickBooks when `QUICKBOOKS_API_URL` is set; otherwise null: accounting is not connected. */
export const createAccounting = (config: Pick<Config, 'quickbooks'>): Accounting | null =>
  config.quickbooks ? createHttpAccounting(config.quickbooks) : null;
