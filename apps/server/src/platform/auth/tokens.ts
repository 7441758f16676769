import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe. Only its SHA-256 is stored, so a database leak yields no usable token. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Six digits from a cryptographic source, leading zeros kept. */
export const newVerificationCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');
