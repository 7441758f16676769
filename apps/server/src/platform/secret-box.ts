import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config';
import { StartProblem } from '../start-problem';

/** Seals and opens short secrets (bank account numbers) with AES-256-GCM: tampering is detected. */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const VERSION = 'v1';

/**
 * The demo's key, derived from a fixed phrase: the embedded demo has no secrets to keep, and its
 * sealed numbers stay readable across restarts. Any other deployment must set BANK_ACCOUNT_KEY.
 */
const DEMO_KEY = createHash('sha256').update('fleetdesk demo bank account key').digest();

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the bank account key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const text = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), text]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, text] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || !text) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(text, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}

/** The configured box: BANK_ACCOUNT_KEY, or the demo's key in demo mode only. */
export function secretBoxOf(config: Pick<Config, 'bankAccountKey' | 'demoMode'>): SecretBox {
  if (config.bankAccountKey) return createSecretBox(Buffer.from(config.bankAccountKey, 'hex'));
  // Read while the app is built, so a production start without the key stops with this one line.
  if (!config.demoMode)
    throw new StartProblem('BANK_ACCOUNT_KEY is required outside the demo (64 hex characters)');
  return createSecretBox(DEMO_KEY);
}
