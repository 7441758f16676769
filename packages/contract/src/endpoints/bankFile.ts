import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { FILE_MESSAGES } from './files';

/**
 * Spec 3 §2 "Bank File" (decision 113): the bank's spreadsheet of issued checks becomes its positive-pay
 * CSV upload. The form gives the issuing account number and, optionally, the issue date (MMDDYYYY) of
 * rows whose own date cell is empty.
 */

export const BANK_FILE_MESSAGES = {
  accountRequired: 'Account Number is required',
  accountInvalid: 'Account Number must be 4 to 17 digits',
  dateInvalid: 'Date is invalid',
  fileRequired: 'File is required',
  notSpreadsheet: 'The file is not an Excel workbook (.xlsx)',
  /** A workbook that unpacks to far more than a day of checks: spec 2 §8's words for a too large upload. */
  tooLarge: FILE_MESSAGES.tooLarge,
  converted: 'Great! You have import Bank File!',
} as const;

/** Spec 3 §5: the date field holds at most 8 characters. */
export const BANK_FILE_DATE_MAX = 8;
/** Checks a converted file may hold: a bank's daily issue file, with room to spare. */
export const BANK_FILE_MAX_CHECKS = 10_000;

/** MMDDYYYY of a real calendar day, read as its parts. */
export function parseBankFileDate(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  const real = at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
  return real && year >= 1900 ? { year, month, day } : null;
}

/** The form's date: empty means none; otherwise MMDDYYYY, at most 8 characters. */
const bankFileDate = z
  .string()
  .trim()
  .optional()
  .transform((text) => (text ? text : undefined))
  .refine((text) => text === undefined || (text.length <= BANK_FILE_DATE_MAX && parseBankFileDate(text)), {
    message: BANK_FILE_MESSAGES.dateInvalid,
  });

export const bankFileBody = z.object({
  bank_account_number: z
    .string({ error: BANK_FILE_MESSAGES.accountRequired })
    .trim()
    .min(1, { error: BANK_FILE_MESSAGES.accountRequired, abort: true })
    .regex(/^\d{4,17}$/, BANK_FILE_MESSAGES.accountInvalid),
  date: bankFileDate,
  import_file: z
    .custom<Uint8Array>((v) => v instanceof Uint8Array && v.length > 0, {
      error: BANK_FILE_MESSAGES.fileRequired,
    })
    .meta({ type: 'string', format: 'binary' }),
});

export type BankFileBody = z.output<typeof bankFileBody>;

export const convertBankFile = defineEndpoint({
  method: 'POST',
  path: '/bank-convertor/excel-to-csv',
  summary:
    "Turn the bank's XLSX of issued checks (multipart `import_file`, `bank_account_number`, optional `date` MMDDYYYY) into its positive-pay CSV; a bad row is named with its line and nothing is written",
  tag: 'reports',
  auth: 'user',
  permission: 'reporting.view_bank_file_page',
  fleet: false,
  multipart: true,
  body: bankFileBody,
  response: z.object({
    /** A signed, expiring link to the CSV. */
    file_url: z.string(),
    file_name: z.string(),
    checks: z.number().int(),
    message: z.string(),
  }),
});
