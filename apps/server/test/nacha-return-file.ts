/**
 * A bank's NACHA return file, written by hand here (not by our generator) for the import tests: each
 * returned entry (code 21) followed by its return addenda (type 99) quoting our original trace number.
 */
export interface ReturnedEntry {
  originalTrace: string;
  amountCents: number;
  individualId: string;
  name: string;
  account: string;
  reason: string;
}

const pad = (value: string | number, width: number, numeric = false) =>
  numeric ? String(value).padStart(width, '0') : String(value).padEnd(width).slice(0, width);

export function nachaReturnFile(entries: ReturnedEntry[], odfiRouting = '021000021'): string {
  const lines = [
    `101 ${odfiRouting} 091000019261126${'1200'}A094101${pad('OUR BANK', 23)}${pad('RETURNING BANK', 23)}${pad('', 8)}`,
    `5220${pad('FLEETDESK NYC', 16)}${pad('', 20)}1123456789PPD${pad('PAYOUT', 10)}${pad('', 6)}261127${pad('', 3)}109100001${pad(1, 7, true)}`,
  ];
  entries.forEach((e, i) => {
    const trace = `09100001${pad(i + 1, 7, true)}`;
    lines.push(
      `621${odfiRouting}${pad(e.account, 17)}${pad(e.amountCents, 10, true)}${pad(e.individualId, 15)}${pad(e.name, 22)}  1${trace}`,
      `799${e.reason.slice(0, 3)}${e.originalTrace}${pad('', 6)}${odfiRouting.slice(0, 8)}${pad(e.reason.slice(4), 44)}${trace}`,
    );
  });
  const total = entries.reduce((sum, e) => sum + e.amountCents, 0);
  lines.push(
    `8220${pad(entries.length * 2, 6, true)}${pad(0, 10, true)}${pad(0, 12, true)}${pad(total, 12, true)}1123456789${pad('', 25)}091000010000001`,
  );
  lines.push(
    `9000001000001${pad(entries.length * 2, 8, true)}${pad(0, 10, true)}${pad(0, 12, true)}${pad(total, 12, true)}${pad('', 39)}`,
  );
  while (lines.length % 10 !== 0) lines.push('9'.repeat(94));
  for (const [i, line] of lines.entries())
    if (line.length !== 94) throw new Error(`return line ${i + 1}: ${line.length}`);
  return `${lines.join('\n')}\n`;
}
