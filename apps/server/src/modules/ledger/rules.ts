import type { JournalKind, LedgerAccount } from '../../db/schema/money';

/** One line of a journal entry: signed cents on an account (driver accounts: + is owed to the driver). */
export interface LedgerLine {
  account: LedgerAccount;
  cents: number;
}

const isDriverAccount = (account: LedgerAccount) => account.startsWith('driver_');

/**
 * The lines each kind of entry posts (docs/decisions.md): money the operator owes a driver sits in
 * `driver_available`; a payout on its way to the bank in `driver_pending`.
 */
export function linesOf(kind: Exclude<JournalKind, 'reversal'>, cents: number): LedgerLine[] {
  if (!Number.isSafeInteger(cents) || cents <= 0)
    throw new Error(`an entry moves whole cents above 0, not ${cents}`);
  switch (kind) {
    case 'credit':
    case 'boost':
      return [
        { account: 'driver_available', cents },
        { account: 'operator_expense', cents: -cents },
      ];
    case 'debit':
    case 'fee':
      return [
        { account: 'driver_available', cents: -cents },
        { account: 'operator_income', cents },
      ];
    case 'payout':
      return [
        { account: 'driver_available', cents: -cents },
        { account: 'driver_pending', cents },
      ];
    case 'payout_paid':
      return [
        { account: 'driver_pending', cents: -cents },
        { account: 'operator_bank', cents },
      ];
  }
}

/** A reversal posts the same lines negated. */
export const reversedLines = (lines: readonly LedgerLine[]): LedgerLine[] =>
  lines.map((line) => ({ account: line.account, cents: -line.cents }));

/** What the lines change on the driver's two balances. */
export function balanceChange(lines: readonly LedgerLine[]): { available: number; pending: number } {
  const sum = (account: LedgerAccount) =>
    lines.filter((line) => line.account === account).reduce((total, line) => total + line.cents, 0);
  return { available: sum('driver_available'), pending: sum('driver_pending') };
}

/** Why the lines make no entry, or null: at least two lines, none zero, summing to zero. */
export function unbalancedProblem(lines: readonly LedgerLine[]): string | null {
  if (lines.length < 2) return 'an entry has at least two lines';
  if (lines.some((line) => line.cents === 0 || !Number.isSafeInteger(line.cents)))
    return 'every line moves whole cents';
  const total = lines.reduce((sum, line) => sum + line.cents, 0);
  return total === 0 ? null : `the lines sum to ${total} cents, not 0`;
}

export { isDriverAccount };
