/** Keeps the digits of what was typed or pasted, at most `max` of them. */
export const digitsOnly = (text: string, max: number): string => text.replace(/\D/g, '').slice(0, max);

/** Typing "0428" shows "04/28": the slash comes by itself after the month. */
export function formatExpiry(text: string): string {
  const digits = digitsOnly(text, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** "04/28" → month 4 of 2028, as the payment-method call takes it. */
export function parseExpiry(expiry: string): { exp_month: number; exp_year: number } {
  const [month = '', year = ''] = expiry.split('/');
  return { exp_month: Number(month), exp_year: 2000 + Number(year) };
}
