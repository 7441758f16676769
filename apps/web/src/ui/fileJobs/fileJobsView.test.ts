import type { FileJob } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { finishedJobOutcome, progressPercent, progressText } from './fileJobsView';
import { aFileJob } from './testing/fileJob';

const job = (over: Partial<FileJob>) => aFileJob({ status: 'running', ...over });

describe('file job progress', () => {
  it('is indeterminate until counted, then a share of the total', () => {
    expect(progressPercent(job({}))).toBeNull();
    expect(progressPercent(job({ done: 1, total: 3 }))).toBe(33);
    expect(progressPercent(job({ status: 'succeeded', done: 0, total: 0 }))).toBe(100);
    expect(progressText(job({ kind: 'bank_file_import', done: 2, total: 5 }))).toBe(
      'Importing the bank file… 2 of 5',
    );
    expect(progressText(job({}))).toBe('Exporting payouts…');
  });

  it('ends an export by saving its file with the spec toast', () => {
    const done = job({
      status: 'succeeded',
      message: 'Great! You have exported payouts',
      url: '/api/v1/files/private/exports/a.csv?expires=1&signature=x',
      file_name: 'payouts-2026-11-25-0900.csv',
    });
    expect(finishedJobOutcome(done)).toEqual({
      toasts: [{ text: 'Great! You have exported payouts', variant: 'success' }],
      download: { url: done.url, fileName: 'payouts-2026-11-25-0900.csv' },
      refreshPayouts: false,
    });
  });

  it('ends a failed import with Something went wrong and the first wrong line, refreshing payouts', () => {
    const failed = job({
      kind: 'bank_file_import',
      status: 'failed',
      message: 'Something went wrong',
      errors: [{ line: 3, message: 'Payout P-000003 has already failed.' }],
    });
    expect(finishedJobOutcome(failed)).toEqual({
      toasts: [
        { text: 'Something went wrong', variant: 'error' },
        { text: 'Line 3: Payout P-000003 has already failed.', variant: 'error' },
      ],
      download: null,
      refreshPayouts: true,
    });
    expect(
      finishedJobOutcome(job({ status: 'failed', message: 'Something went wrong' })).toasts,
    ).toHaveLength(1);
  });
});
