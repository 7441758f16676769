/**
 * A Social Security number as readers without the right to see it whole get it (the server decides who:
 * super admins and the Admin role, docs/decisions.md): the last four digits behind a fixed mask.
 * Import as '@fleetdesk/contract/validation/maskedSsn'.
 */
const MASKED_SSN = /^\*{3}-\*{2}-\d{4}$/;

/** "***-**-1234" for a stored SSN (nine digits); null and empty stay as they are. */
export const maskSsn = (ssn: string | null): string | null =>
  ssn === null || ssn === '' ? ssn : `***-**-${ssn.slice(-4)}`;

/** Whether a value is a masked SSN as `maskSsn` writes it (a form sending back what it was shown). */
export const isMaskedSsn = (value: string): boolean => MASKED_SSN.test(value);
