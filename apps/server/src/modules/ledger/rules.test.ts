import { describe, expect, it } from 'vitest';
import { balanceChange, linesOf, reversedLines, unbalancedProblem } from './rules';

describe('ledger lines', () => {
  it.each(['credit', 'boost', 'debit', 'fee', 'payout', 'payout_paid'] as const)('a %s balances', (kind) => {
    expect(unbalancedProblem(linesOf(kind, 1234))).toBeNull();
  });

  it('moves the driver balances as each kind means', () => {
    expect(balanceChange(linesOf('credit', 500))).toEqual({ available: 500, pending: 0 });
    expect(balanceChange(linesOf('boost', 500))).toEqual({ available: 500, pending: 0 });
    expect(balanceChange(linesOf('debit', 500))).toEqual({ available: -500, pending: 0 });
    expect(balanceChange(linesOf('payout', 500))).toEqual({ available: -500, pending: 500 });
    expect(balanceChange(linesOf('payout_paid', 500))).toEqual({ available: 0, pending: -500 });
  });

  it('a reversal undoes an entry exactly', () => {
    const lines = linesOf('payout', 2599);
    const both = [...lines, ...reversedLines(lines)];
    expect(balanceChange(both)).toEqual({ available: 0, pending: 0 });
    expect(unbalancedProblem(reversedLines(lines))).toBeNull();
  });

  it('refuses amounts that are no whole positive cents, and lines that do not balance', () => {
    expect(() => linesOf('credit', 0)).toThrow();
    expect(() => linesOf('credit', -5)).toThrow();
    expect(() => linesOf('credit', 1.5)).toThrow();
    expect(unbalancedProblem([{ account: 'driver_available', cents: 100 }])).toMatch(/two lines/);
    expect(
      unbalancedProblem([
        { account: 'driver_available', cents: 100 },
        { account: 'operator_expense', cents: -99 },
      ]),
    ).toMatch(/sum to 1 cents/);
  });
});
