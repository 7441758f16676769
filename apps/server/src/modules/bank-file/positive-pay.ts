import { csvBytes } from '../../platform/csv';
import type { IssuedCheck } from './checks';

/**
 * The positive-pay upload a bank matches presented checks against (decision 113): one line per issued
 * check, RFC 4180 CSV with a header row. The issue date is the row's own, else the form's, else the day
 * of the conversion (New York); all MMDDYYYY.
 */

type Day = NonNullable<IssuedCheck['issuedOn']>;

const mmddyyyy = ({ year, month, day }: Day) =>
  `${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${String(year).padStart(4, '0')}`;

export const POSITIVE_PAY_HEADER = ['Account Number', 'Check Number', 'Issue Date', 'Amount', 'Payee'];

export function positivePayCsv(
  accountNumber: string,
  fallbackDay: Day,
  checks: readonly IssuedCheck[],
): Buffer {
  const lines = checks.map((check) => [
    accountNumber,
    check.number,
    mmddyyyy(check.issuedOn ?? fallbackDay),
    (check.amountCents / 100).toFixed(2),
    check.payee,
  ]);
  // The bank's program reads it, so no byte order mark (platform/csv.ts).
  return csvBytes([POSITIVE_PAY_HEADER, ...lines], { forMachine: true });
}
