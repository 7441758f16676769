import { bankFile } from '@fleetdesk/contract';
import { z } from 'zod';

/**
 * The Bank File form (spec 3 §2, §5): the contract's account number and date rules, and the workbook as
 * the browser holds it (a File) rather than the bytes the server reads.
 */
export const bankFileFormSchema = z.object({
  bank_account_number: bankFile.bankFileBody.shape.bank_account_number,
  date: z
    .string()
    .trim()
    .max(bankFile.BANK_FILE_DATE_MAX, bankFile.BANK_FILE_MESSAGES.dateInvalid)
    .refine(
      (text) => text === '' || bankFile.parseBankFileDate(text) !== null,
      bankFile.BANK_FILE_MESSAGES.dateInvalid,
    ),
  import_file: z
    .instanceof(File, { message: bankFile.BANK_FILE_MESSAGES.fileRequired })
    .nullable()
    .refine((file) => file !== null, bankFile.BANK_FILE_MESSAGES.fileRequired),
});

export type BankFileFormInput = z.input<typeof bankFileFormSchema>;
export type BankFileFormValues = z.output<typeof bankFileFormSchema>;
export const EMPTY_BANK_FILE_FORM: BankFileFormInput = {
  bank_account_number: '',
  date: '',
  import_file: null,
};
