import { describe, expect, it } from 'vitest';
import { nachaReturnFile, type ReturnedEntry } from '../../../test/nacha-return-file';
import { isNachaFile, parseNachaReturns } from './nacha-returns';

const returned = (over: Partial<ReturnedEntry> = {}): ReturnedEntry => ({
  originalTrace: '021000020000007',
  amountCents: 4_200,
  individualId: '42',
  name: 'ADA LOVELACE',
  account: '40000001',
  reason: 'R03 No account/unable to locate account',
  ...over,
});

describe('a NACHA return file', () => {
  it('names each returned entry with our trace number, its amount, driver and reason', () => {
    const text = nachaReturnFile([returned(), returned({ originalTrace: '021000020000009', reason: 'R01' })]);
    expect(isNachaFile(text)).toBe(true);
    expect(isNachaFile('payout_number,status\nP-1,failed')).toBe(false);
    expect(parseNachaReturns(text)).toEqual({
      ok: true,
      returns: [
        {
          line: 3,
          originalTrace: '021000020000007',
          reason: 'R03 No account/unable to locate account',
          amountCents: 4_200,
          individualId: '42',
        },
        {
          line: 5,
          originalTrace: '021000020000009',
          reason: 'R01 Insufficient funds',
          amountCents: 4_200,
          individualId: '42',
        },
      ],
    });
  });

  it('names the wrong lines', () => {
    const lines = nachaReturnFile([returned()]).split('\n');
    const short = [...lines.slice(0, 2), (lines[2] as string).slice(0, 90), ...lines.slice(3)].join('\n');
    expect(parseNachaReturns(short)).toEqual({
      ok: false,
      errors: [{ line: 3, message: 'A record has 94 characters, not 90.' }],
    });
    const noAddenda = [...lines.slice(0, 3), ...lines.slice(4)].join('\n');
    expect(parseNachaReturns(noAddenda)).toMatchObject({
      ok: false,
      errors: [{ line: 3, message: 'A returned entry must be followed by its return addenda (type 99).' }],
    });
    const badCode = lines.map((line, i) => (i === 3 ? `799X03${line.slice(6)}` : line)).join('\n');
    expect(parseNachaReturns(badCode)).toMatchObject({
      ok: false,
      errors: [{ line: 4, message: '"X03" is not a return reason code.' }],
    });
  });
});
