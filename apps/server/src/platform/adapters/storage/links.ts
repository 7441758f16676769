import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE } from '@fleetdesk/contract';
import { parseStorageKey } from './keys';

/** Where every stored file is fetched: `${FILES_PATH}/<key>` (public) or the same with a signature. */
export const FILES_PATH = `${API_BASE}/files`;

export type LinkCheck = 'valid' | 'expired' | 'invalid';

/** The 403 texts of a private link that no longer works or never did. */
export const LINK_EXPIRED = 'This link has expired. Reload the page to get a new one.';
export const LINK_INVALID = 'This link is not valid.';

/**
 * Addresses of stored files. A public file has one stable address. A private file's address carries
 * `expires` (unix seconds) and `signature` = HMAC-SHA256(secret, key + "\n" + expires): whoever holds
 * it may fetch the file until it expires, so the server hands it out only in answers that already
 * checked the caller may see the file's entity, and it works in an <img src> without a token.
 * The database keeps the unsigned address (`stableUrl`); `present` signs it afresh for each answer.
 */
export function createFileLinks(secret: string, ttlMs: number, now: () => number = Date.now) {
  const signatureOf = (key: string, expires: number) =>
    createHmac('sha256', secret).update(`${key}\n${expires}`).digest('hex');

  const stableUrl = (key: string) => `${FILES_PATH}/${key}`;

  /** The storage key of one of our addresses (signed or not), or null for anything else, malformed included. */
  function keyOf(url: string): string | null {
    try {
      const pathname = new URL(url, 'http://x').pathname;
      if (!pathname.startsWith(`${FILES_PATH}/`)) return null;
      const key = decodeURIComponent(pathname.slice(FILES_PATH.length + 1));
      return parseStorageKey(key) ? key : null;
    } catch {
      return null;
    }
  }

  /** The address to give a caller now: stable for a public key, signed for `ttlMs` for a private one. */
  function urlOf(key: string): string {
    if (parseStorageKey(key)?.isPublic) return stableUrl(key);
    const expires = Math.floor((now() + ttlMs) / 1000);
    return `${stableUrl(key)}?expires=${expires}&signature=${signatureOf(key, expires)}`;
  }

  /** Whether a private key's signature is ours and still good. */
  function check(key: string, expires: string | undefined, signature: string | undefined): LinkCheck {
    if (!expires || !signature || !/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature))
      return 'invalid';
    const expected = Buffer.from(signatureOf(key, Number(expires)), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'invalid';
    return Number(expires) * 1000 < now() ? 'expired' : 'valid';
  }

  /** A full signed/stable URL the caller sent back: whether it proves they were given the file. */
  function checkUrl(url: string): { key: string; result: LinkCheck } | null {
    const key = keyOf(url);
    if (!key) return null;
    if (parseStorageKey(key)?.isPublic) return { key, result: 'valid' };
    const query = new URL(url, 'http://x').searchParams;
    return {
      key,
      result: check(key, query.get('expires') ?? undefined, query.get('signature') ?? undefined),
    };
  }

  /** A stored address (as kept in the database) signed for this answer; null stays null. */
  const present = (stored: string | null): string | null => {
    if (!stored) return null;
    const key = keyOf(stored);
    return key ? urlOf(key) : stored;
  };

  return { stableUrl, keyOf, urlOf, check, checkUrl, present };
}

export type FileLinks = ReturnType<typeof createFileLinks>;
