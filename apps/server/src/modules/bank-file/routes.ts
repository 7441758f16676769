import { bankFile } from '@fleetdesk/contract';

const { BANK_FILE_MESSAGES, parseBankFileDate } = bankFile;

import { newStorageKey } from '../../platform/adapters/storage/keys';
import { businessDay } from '../../platform/business-day';
import { AppError } from '../../platform/errors';
import type { ModuleDeps, ServerModule } from '../../platform/module';
import { readIssuedChecks } from './checks';
import { positivePayCsv } from './positive-pay';

const CSV = 'text/csv';

/** The day a conversion stands for: the form's date, else today in New York. */
function fallbackDay(date: string | undefined, now: Date) {
  const given = date === undefined ? null : parseBankFileDate(date);
  if (given) return given;
  const [year, month, day] = businessDay(now).split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/**
 * Converts in the request (a day's checks are a small file): every row is checked first, and a bad one
 * answers 422 naming each line, with nothing stored. The CSV is kept privately; the answer links to it.
 */
async function convert(deps: Pick<ModuleDeps, 'storage' | 'fileLinks'>, body: bankFile.BankFileBody) {
  const read = await readIssuedChecks(body.import_file);
  if (read.errors.length > 0) {
    const messages = read.errors.map((e) => e.message);
    throw new AppError('invalid', messages[0] as string, { import_file: messages });
  }
  const now = new Date();
  const csv = positivePayCsv(body.bank_account_number, fallbackDay(body.date, now), read.checks);
  const key = newStorageKey(false, 'bank-files', CSV);
  await deps.storage.put(key, csv, CSV);
  return {
    file_url: deps.fileLinks.urlOf(key),
    file_name: `positive-pay-${businessDay(now)}.csv`,
    checks: read.checks.length,
    message: BANK_FILE_MESSAGES.converted,
  };
}

/** Spec 3 §2 "Bank File": the bank's XLSX of issued checks to its positive-pay CSV (decision 113). */
export const bankFileModule: ServerModule = {
  name: 'bank-file',
  routes(deps, { route }) {
    route(bankFile.convertBankFile, ({ body }) => convert(deps, body));
  },
};
