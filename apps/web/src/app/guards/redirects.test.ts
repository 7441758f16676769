import { describe, expect, it } from 'vitest';
import { loginPathFor, redirectTargetFrom } from './redirects';

describe('loginPathFor', () => {
  it('keeps the current path and query as the redirect', () => {
    expect(loginPathFor({ pathname: '/rides', search: '?search=id:5' })).toBe(
      '/login?redirect=%2Frides%3Fsearch%3Did%3A5',
    );
  });

  it('adds no redirect for the root', () => {
    expect(loginPathFor({ pathname: '/', search: '' })).toBe('/login');
  });
});

describe('redirectTargetFrom', () => {
  it('returns the redirect path, or /rides without one', () => {
    expect(redirectTargetFrom('?redirect=%2Fdrivers%3Fpage%3D2')).toBe('/drivers?page=2');
    expect(redirectTargetFrom('')).toBe('/rides');
  });

  it('never leaves the app or loops back to the login page', () => {
    expect(redirectTargetFrom('?redirect=https://evil.test')).toBe('/rides');
    expect(redirectTargetFrom('?redirect=//evil.test')).toBe('/rides');
    expect(redirectTargetFrom('?redirect=/\\evil.test')).toBe('/rides');
    expect(redirectTargetFrom('?redirect=/login?redirect=/x')).toBe('/rides');
  });
});
