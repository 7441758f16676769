import { describe, expect, it } from 'vitest';
import { isMaskedSsn, maskSsn } from './maskedSsn';

describe('masked SSN', () => {
  it('keeps the last four digits and recognises its own mask only', () => {
    expect(maskSsn('900123456')).toBe('***-**-3456');
    expect(maskSsn(null)).toBeNull();
    expect(isMaskedSsn('***-**-3456')).toBe(true);
    expect(isMaskedSsn('900-12-3456')).toBe(false);
    expect(isMaskedSsn('***-**-345')).toBe(false);
  });
});
