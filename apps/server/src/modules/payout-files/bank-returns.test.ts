import type { PayoutType } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { parseBankReturns, returnsProblems, type StoredPayoutState } from './bank-returns';

const file = (text: string) => new TextEncoder().encode(text);

describe('the bank returns file', () => {
  it('reads every line with its number, header and reason column optional', () => {
    const parsed = parseBankReturns(
      file(
        '\uFEFFpayout_number,status,reason\r\nP-000001,succeeded,\r\n\r\nP-000002,FAILED,"R03, no account"\r\n',
      ),
    );
    expect(parsed).toEqual({
      ok: true,
      returns: [
        { line: 2, payoutNumber: 'P-000001', outcome: 'succeeded', reason: '' },
        { line: 4, payoutNumber: 'P-000002', outcome: 'failed', reason: 'R03, no account' },
      ],
    });
    const twoColumns = parseBankReturns(file('payout_number,status\nP-1,failed\n'));
    expect(twoColumns.ok && twoColumns.returns[0]?.outcome).toBe('failed');
  });

  // Excel saves rows whose cells were once filled as bare commas: blank to the user, so not wrong lines.
  it('passes over rows of empty cells as Excel saves them', () => {
    const parsed = parseBankReturns(
      file('payout_number,status,reason\r\nP-000001,failed,R01\r\n,,\r\n, ,\r\n,,\r\n'),
    );
    expect(parsed).toEqual({
      ok: true,
      returns: [{ line: 2, payoutNumber: 'P-000001', outcome: 'failed', reason: 'R01' }],
    });
  });

  it('names each wrong line', () => {
    const parsed = parseBankReturns(
      file(
        [
          'payout_number,status,reason',
          'P-000001,succeeded,',
          'P-000002,paid,',
          ',failed,',
          'P-000001,failed,',
          'P-000003,failed',
        ].join('\n'),
      ),
    );
    expect(parsed).toEqual({
      ok: false,
      errors: [
        { line: 3, message: 'The status must be succeeded or failed, not "paid".' },
        { line: 4, message: 'The payout number is missing or not valid.' },
        { line: 5, message: 'Payout P-000001 is on line 2 already.' },
        { line: 6, message: 'Expected 3 values, found 2.' },
      ],
    });
  });

  it('refuses a file that is not one', () => {
    const first = (text: string) => {
      const parsed = parseBankReturns(file(text));
      return parsed.ok ? null : parsed.errors[0];
    };
    expect(first('id,status\n1,failed')).toEqual({
      line: 1,
      message: 'The first line must be the header payout_number,status,reason.',
    });
    expect(first('payout_number,status,reason\n')).toEqual({ line: 1, message: 'The file has no payouts.' });
    expect(first('payout_number,status,reason\nP-1,"failed\n')?.message).toMatch(/not valid CSV/);
    expect(parseBankReturns(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0xff])).ok).toBe(false);
  });

  it('checks the lines against the payouts they name', () => {
    const parsed = parseBankReturns(
      file('payout_number,status\nP-1,succeeded\nP-2,failed\nP-3,failed\nP-4,succeeded\nP-5,failed'),
    );
    if (!parsed.ok) throw new Error('parsed');
    const stored = new Map<string, StoredPayoutState>([
      ['P-1', { payoutNumber: 'P-1', type: 'ach', status: 'pending' }],
      ['P-2', { payoutNumber: 'P-2', type: 'check_mail', status: 'pending' }],
      ['P-3', { payoutNumber: 'P-3', type: 'zelle', status: 'succeeded' }],
      ['P-4', { payoutNumber: 'P-4', type: 'ach', status: 'succeeded' }],
    ]);
    const bankReported = (type: PayoutType) => !type.startsWith('check');
    expect(returnsProblems(parsed.returns, stored, bankReported)).toEqual([
      { line: 3, message: 'Payout P-2 is a check: set its bank status on the payout.' },
      { line: 4, message: 'Payout P-3 has already succeeded.' },
      { line: 6, message: 'There is no payout P-5.' },
    ]);
  });
});
