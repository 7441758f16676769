/** The part of @midlandsbank/node-nacha (a NACHA parser, test only) the ACH tests use; it ships no types. */
declare module '@midlandsbank/node-nacha' {
  interface ParsedEntry {
    transactionCode: string;
    receivingDFIIdentification: number;
    checkDigit: number;
    dfiAccount: string;
    amount: number;
    identificationNumber: string;
    receivingCompanyName: string;
    addendaIndicator: string;
    traceNumber: number;
  }
  interface ParsedControl {
    entryAndAddendaCount: number;
    entryHash: number;
    totalDebit: number;
    totalCredit: number;
  }
  interface ParsedBatch extends Record<string, unknown> {
    serviceClassCode: number;
    companyName: string;
    companyId: string;
    entryClassCode: string;
    description: string;
    effectiveDate: string;
    originatingDFIIdentification: string;
    entries: ParsedEntry[];
    footer: ParsedControl & { serviceClassCode: number; companyId: string };
  }
  interface ParsedFile {
    file: Record<string, unknown> & {
      destination: string;
      origin: string;
      idModifier: string;
      recordSize: string;
      blockingFactor: string;
      originName: string;
      footer: ParsedControl & { batchCount: number; blockCount: number };
    };
    batches: ParsedBatch[];
  }
  const nacha: { from(text: string): { data: ParsedFile } };
  export default nacha;
}
