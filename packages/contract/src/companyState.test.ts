import { describe, expect, it } from 'vitest';
import { carriesCompanyState, isCompanyState, US_STATE_CODES } from './companyState';

describe('company state', () => {
  it('knows the 50 states and the District of Columbia', () => {
    expect(US_STATE_CODES.size).toBe(51);
    expect(isCompanyState('NY')).toBe(true);
    expect(isCompanyState('DC')).toBe(true);
  });

  it('refuses anything else, lower case included', () => {
    for (const value of ['ny', 'ZZ', 'NYC', '', ' NY']) expect(isCompanyState(value)).toBe(false);
  });
});

describe('carriesCompanyState', () => {
  it('is true for fleet calls and routing calls only', () => {
    expect(carriesCompanyState('/api/v1/fleet', '/rides')).toBe(true);
    expect(carriesCompanyState('/api/v1', '/routing/routes')).toBe(true);
    expect(carriesCompanyState('/api/v1', '/rides')).toBe(false);
  });
});
