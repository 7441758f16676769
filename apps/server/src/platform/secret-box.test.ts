import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startFailure } from '../start-banner';
import { createSecretBox, secretBoxOf } from './secret-box';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = box.seal('000123456789');
    expect(sealed).not.toContain('000123456789');
    expect(box.open(sealed)).toBe('000123456789');
    expect(box.seal('000123456789')).not.toBe(sealed);
  });

  it('refuses a tampered cipher text and another key', () => {
    const sealed = box.seal('987654321');
    const [version, iv, tag, text] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(text, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => box.open([version, iv, tag, flipped.toString('base64')].join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => box.open('plain text')).toThrow('not a sealed secret');
  });

  it('needs BANK_ACCOUNT_KEY outside the demo, and a start without it says so in one line', () => {
    let missing: unknown;
    try {
      secretBoxOf({ bankAccountKey: undefined, demoMode: false });
    } catch (error) {
      missing = error;
    }
    expect(startFailure(missing, undefined)).toBe(
      'Fleetdesk did not start: BANK_ACCOUNT_KEY is required outside the demo (64 hex characters)',
    );
    const demo = secretBoxOf({ bankAccountKey: undefined, demoMode: true });
    expect(demo.open(demo.seal('42'))).toBe('42');
    const configured = secretBoxOf({ bankAccountKey: 'ab'.repeat(32), demoMode: false });
    expect(configured.open(configured.seal('42'))).toBe('42');
  });
});
