import nacha from '@midlandsbank/node-nacha';

/**
 * Reads an ACH file with a NACHA parser that is not ours (@midlandsbank/node-nacha) and checks what a
 * bank checks before it accepts one: every line 94 characters, lines in blocks of ten padded with lines
 * of nines, and control records whose counts, entry hash and totals agree with the entries (recomputed
 * here from the parsed entries, not taken from our generator).
 */
export function readAchFile(text: string): ReturnType<typeof nacha.from>['data'] {
  const lines = text.replace(/\n$/, '').split('\n');
  for (const [i, line] of lines.entries())
    if (line.length !== 94) throw new Error(`line ${i + 1} has ${line.length} characters`);
  if (lines.length % 10 !== 0) throw new Error(`${lines.length} lines is not a multiple of 10`);
  const fileControlAt = lines.findIndex((line) => line.startsWith('9') && line !== '9'.repeat(94));
  const fillers = lines.slice(fileControlAt + 1);
  if (fillers.some((line) => line !== '9'.repeat(94))) throw new Error('a filler line is not all nines');
  if (fillers.length >= 10) throw new Error('a whole block of fillers');

  const parsed = nacha.from(text).data;
  const entries = parsed.batches.flatMap((b) => b.entries);
  const hashOf = (list: typeof entries) =>
    Number(
      list
        .reduce((sum, e) => sum + BigInt(e.receivingDFIIdentification), 0n)
        .toString()
        .slice(-10),
    );
  const credits = (list: typeof entries) => list.reduce((sum, e) => sum + e.amount, 0);
  for (const batch of parsed.batches) {
    expectEqual(batch.footer.entryAndAddendaCount, batch.entries.length, 'batch entry count');
    expectEqual(batch.footer.entryHash, hashOf(batch.entries), 'batch entry hash');
    expectEqual(batch.footer.totalCredit, credits(batch.entries), 'batch credit total');
    expectEqual(batch.footer.totalDebit, 0, 'batch debit total');
  }
  const control = parsed.file.footer;
  expectEqual(control.batchCount, parsed.batches.length, 'file batch count');
  expectEqual(control.blockCount, lines.length / 10, 'file block count');
  expectEqual(control.entryAndAddendaCount, entries.length, 'file entry count');
  expectEqual(control.entryHash, hashOf(entries), 'file entry hash');
  expectEqual(control.totalCredit, credits(entries), 'file credit total');
  return parsed;
}

function expectEqual(actual: unknown, expected: unknown, what: string): void {
  if (actual !== expected) throw new Error(`${what}: the file says ${actual}, the entries make ${expected}`);
}
