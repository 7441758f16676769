import { describe, expect, it } from 'vitest';
import { checkBrokerSignature, SIGNATURE_TOLERANCE_SECONDS, signBrokerBody } from './exchanges';

const SECRET = 'a-broker-secret-of-enough-length';
const body = Buffer.from('{"event_id":"e-1","type":"trip.cancelled"}');
const at = new Date('2026-11-26T12:00:00Z');

describe('broker signatures', () => {
  it('accepts the signature of the exact bytes with the shared secret', () => {
    expect(checkBrokerSignature(SECRET, signBrokerBody(SECRET, body.toString(), at), body, at)).toBe('ok');
  });

  it('refuses another secret, other bytes, a stale time and a header that is not a signature', () => {
    const signed = signBrokerBody(SECRET, body.toString(), at);
    expect(checkBrokerSignature('another-secret-of-enough-length', signed, body, at)).toBe('mismatch');
    expect(checkBrokerSignature(SECRET, signed, Buffer.from(`${body} `), at)).toBe('mismatch');
    const later = new Date(at.getTime() + (SIGNATURE_TOLERANCE_SECONDS + 1) * 1000);
    expect(checkBrokerSignature(SECRET, signed, body, later)).toBe('stale');
    expect(checkBrokerSignature(SECRET, undefined, body, at)).toBe('missing');
    expect(checkBrokerSignature(SECRET, 'sha256=abc', body, at)).toBe('missing');
    expect(checkBrokerSignature(SECRET, 't=1,v1=zz', body, at)).toBe('missing');
  });
});
