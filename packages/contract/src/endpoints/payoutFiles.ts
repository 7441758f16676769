import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { FileJob, FileJobAnswer, PAYOUT_EXPORT_FORMATS } from '../entities/fileJob';
import { idField } from '../validation/common';
import { payoutFilters } from './payouts';

const jobAnswer = FileJobAnswer;

const format = z.enum(PAYOUT_EXPORT_FORMATS).default('csv');

export const exportPayouts = defineEndpoint({
  method: 'POST',
  path: '/payouts/export',
  summary:
    "Export payouts (a company's, or all) to CSV or XLSX in a background job; the job's url downloads the file",
  tag: 'payouts',
  auth: 'user',
  permission: 'payouts.export',
  fleet: false,
  body: z.object({ company_id: idField.optional(), format }),
  response: jobAnswer,
});

export const exportPayoutsWithFilter = defineEndpoint({
  method: 'POST',
  path: '/payouts/export-with-filter',
  summary: "Export the payouts matching the list's filters to CSV or XLSX in a background job",
  tag: 'payouts',
  auth: 'user',
  permission: 'payouts.export',
  fleet: false,
  body: z.intersection(payoutFilters, z.object({ format })),
  response: jobAnswer,
});

export const createAchFile = defineEndpoint({
  method: 'POST',
  path: '/payouts/ach-file',
  summary:
    'Write the NACHA (ACH) file of the approved ach payouts pending at the bank that no earlier ACH file holds',
  tag: 'payouts',
  auth: 'user',
  permission: 'payouts.export',
  fleet: false,
  response: jobAnswer,
});

/**
 * The bank's returns: a CSV `payout_number,status,reason` with status succeeded or failed, or the bank's
 * NACHA return file (entries with return addenda quoting our trace numbers: those payouts failed).
 */
export const importBankFile = defineEndpoint({
  method: 'POST',
  path: '/payouts/import-bank-file',
  summary:
    'Import the bank\'s returns (multipart `imported_file`: CSV "payout_number,status,reason", or a NACHA return file): paid payouts succeed, returned ones fail and their money goes back',
  tag: 'payouts',
  auth: 'user',
  permission: 'payouts.import-bank-file',
  fleet: false,
  multipart: true,
  body: z.object({
    imported_file: z
      .custom<Uint8Array>((v) => v instanceof Uint8Array, { error: 'Required' })
      .meta({ type: 'string', format: 'binary' }),
  }),
  response: jobAnswer,
});

export const importQuickbooks = defineEndpoint({
  method: 'GET',
  path: '/quickbooks/import',
  summary:
    'Send the paid payouts not yet in QuickBooks to QuickBooks in a background job (503 when QuickBooks is not connected)',
  tag: 'payouts',
  auth: 'user',
  permission: 'payouts.export',
  fleet: false,
  response: jobAnswer,
});

export const quickbooksStatus = defineEndpoint({
  method: 'GET',
  path: '/quickbooks/status',
  summary: 'Whether an accounting (QuickBooks) connection is configured',
  tag: 'payouts',
  auth: 'user',
  permission: null,
  fleet: false,
  response: z.object({ connected: z.boolean() }),
});

export const getFileJob = defineEndpoint({
  method: 'GET',
  path: '/file-jobs/{id}',
  summary:
    "One of the caller's export or import jobs: status, progress, line errors and the file's signed url",
  tag: 'payouts',
  auth: 'user',
  permission: null,
  fleet: false,
  params: z.object({ id: idField }),
  response: z.object({ job: FileJob }),
});
